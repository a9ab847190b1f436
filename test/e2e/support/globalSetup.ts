import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, seedTemplate, startServer, useTemplate } from './serverProcess';

/**
 * Builds the app when stale (the same step as `npm start`), seeds the demo data once into a template data folder
 * that every server of the run copies, then starts the server the files without one of their own share.
 */
export default async function globalSetup(): Promise<void> {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'prestart.mjs')], { cwd: ROOT, stdio: 'inherit' });
  useTemplate(seedTemplate());
  // Every browser test signs in from 127.0.0.1, and several sign in as the same account within a minute:
  // the per-IP sign-in and captcha limits and the per-phone code limits are raised for the run (their own tests
  // are in jest).
  const server = await startServer({ SIGNIN_RATE_PER_MINUTE: '600', CAPTCHA_RATE_PER_MINUTE: '1200', OTP_SEND_PER_MINUTE: '60', OTP_SEND_PER_HOUR: '600' });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SERVER = JSON.stringify({ pid: server.process.pid, dataDir: server.dataDir });
  server.process.unref();
  server.process.stdout?.destroy();
  server.process.stderr?.destroy();
}
