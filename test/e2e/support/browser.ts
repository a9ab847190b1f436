import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { installQuickWaits } from './quickWaits';
import { trackRequests } from './settled';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags for a machine with no network but loopback (TOOLCHAIN.md).
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
  return url;
};

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: ARGS });

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, and uncaught page errors: a test ends by asserting there were none. */
  problems: string[];
}

/**
 * A fresh context (empty storage) and page that records every console error or warning; `timezoneId` sets the
 * device's time zone (the machine's own otherwise).
 */
export const openPage = async (browser: Browser, options: { timezoneId?: string } = {}): Promise<WatchedPage> => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', ...options });
  const page = await context.newPage();
  installQuickWaits(page);
  trackRequests(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium's "Failed to load resource" line names no address: the location does, so a failure says which call.
    const { url } = message.location();
    const where = message.text().startsWith('Failed to load resource') && url ? ` (${new URL(url).pathname})` : '';
    problems.push(`${message.type()}: ${message.text()}${where}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, context, problems };
};

/** Drops Chromium's own "Failed to load resource" lines for answers a test provokes on purpose (e.g. 400, 401). */
export const unexpectedProblems = (problems: string[], expectedStatuses: number[]): string[] =>
  problems.filter(
    (problem) => !expectedStatuses.some((status) => problem.includes(`Failed to load resource: the server responded with a status of ${status}`)),
  );
