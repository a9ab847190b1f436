import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type RunningServer, startServer, stopServer } from './serverProcess';

// Limits raised as in globalSetup: the tests of a file sign in several times from 127.0.0.1.
const RAISED_LIMITS = { SIGNIN_RATE_PER_MINUTE: '600', CAPTCHA_RATE_PER_MINUTE: '1200', OTP_SEND_PER_MINUTE: '60', OTP_SEND_PER_HOUR: '600' };

/**
 * A server and database of the file's own, and a browser: for files whose staff sign-ins must not meet the
 * throttle the sign-in tests provoke on the shared server. Call at the top of the file; use `.browser()` in tests.
 */
export const useOwnServer = (): { browser: () => Browser; url: () => string } => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(RAISED_LIMITS);
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
