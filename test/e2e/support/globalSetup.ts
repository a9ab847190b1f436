import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, seedTemplate, useTemplate } from './serverProcess';

/**
 * Builds the app when stale (the same step as `npm start`), then seeds the demo data once into a template data
 * folder: each test file starts its own server (support/ownServer.ts) on a copy of it, so files running side by side
 * in two workers never see each other's sign-ins, codes or records.
 */
export default async function globalSetup(): Promise<void> {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'prestart.mjs')], { cwd: ROOT, stdio: 'inherit' });
  useTemplate(seedTemplate());
}
