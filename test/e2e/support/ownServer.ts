import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type RunningServer, startServer, stopServer } from './serverProcess';

// Every browser test signs in from 127.0.0.1, and several sign in as the same account within a minute: the per-IP
// sign-in and captcha limits and the per-phone code limits are raised (their own tests are in jest).
const RAISED_LIMITS = { SIGNIN_RATE_PER_MINUTE: '600', CAPTCHA_RATE_PER_MINUTE: '1200', OTP_SEND_PER_MINUTE: '60', OTP_SEND_PER_HOUR: '600' };

/**
 * A server and database of the file's own (a copy of the run's seeded template), and a browser: files run side by side
 * in two workers, and none sees another's sign-ins, codes or records. Call at the top of every file; use `.browser()`
 * in tests. `host: 'localhost'` has the pages open http://localhost:PORT instead of 127.0.0.1 (passkeys); `env` adds
 * to the server's environment.
 */
export const useOwnServer = (options: { host?: 'localhost'; env?: Record<string, string> } = {}): { browser: () => Browser; url: () => string } => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer({ ...RAISED_LIMITS, ...options.env });
    // Passkeys need a domain for their relying party (an IP address cannot be one): the server's default is localhost.
    if (options.host) server.url = server.url.replace('127.0.0.1', options.host);
    process.env.E2E_BASE_URL = server.url;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server?.process.pid) await stopServer({ pid: server.process.pid, dataDir: server.dataDir });
  });
  return {
    browser: () => {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
    url: () => {
      if (!server) throw new Error('the server is not started yet');
      return server.url;
    },
  };
};
