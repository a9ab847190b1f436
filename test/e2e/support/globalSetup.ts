import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startServer } from './serverProcess';

/** Builds the app when stale (the same step as `npm start`), then starts one server for the whole run. */
export default async function globalSetup(): Promise<void> {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'prestart.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SERVER = JSON.stringify({ pid: server.process.pid, dataDir: server.dataDir });
  server.process.unref();
  server.process.stdout?.destroy();
  server.process.stderr?.destroy();
}
