/**
 * `npm run bench:wait`: how long a merchant waits for the dashboard after typing the SMS code, on a slow line
 * (Chromium throttled to 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips), the user taking READ_MS (5 s) over
 * the code, as they do. Baseline, in the same run: opening the dashboard cold (a new browser profile with the same
 * session, nothing cached), which downloads everything the sign-in screens fetched ahead. The ratio says how much
 * of the dashboard's cost the sign-in hides. Medians of RUNS (3) runs each; one SMS code a minute per phone makes
 * a run of three take about four minutes.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RESEND_WAIT_SECONDS } from '../server/auth/rateLimits';
import { startProduct } from './productServer';
import { signInThroughScreens, watchCaptchas } from './signInThroughScreens';
import { launchChromium } from './wireBytes';

const ROOT = join(__dirname, '..');
const READ_MS = Number(process.env.READ_MS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 3);
const SLOW_LINE = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

interface Wait {
  /** From the moment measured to the dashboard's first section heading, then to its first chart drawn, in ms. */
  firstSection: number;
  firstChart: number;
}

const throttledPage = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
  return page;
};

const waitForDashboard = async (page: Page, from: number): Promise<Wait> => {
  await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 60_000 });
  const firstSection = Date.now() - from;
  await page.locator('.MuiChartsSurface-root').first().waitFor({ timeout: 60_000 });
  return { firstSection, firstChart: Date.now() - from };
};

/** The sign-in as a user goes through it: from the code's submit. Leaves the signed-in storage for the baseline. */
const afterTheCode = async (browser: Browser, url: string) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await throttledPage(context);
  const captchaIds = watchCaptchas(page);
  await page.goto(`${url}/#/login`);
  await page.locator('input[type="password"]').waitFor();
  let submitted = 0;
  await signInThroughScreens(page, url, captchaIds, async () => {
    await page.waitForTimeout(READ_MS);
    submitted = Date.now();
  });
  const wait = await waitForDashboard(page, submitted);
  const storage = await context.storageState();
  await context.close();
  return { wait, storage };
};

/** The same session opening #/dashboard in a fresh profile: from the navigation's start. */
const coldOpen = async (browser: Browser, url: string, storage: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<Wait> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, storageState: storage });
  const page = await throttledPage(context);
  const from = Date.now();
  await page.goto(`${url}/#/dashboard`);
  const wait = await waitForDashboard(page, from);
  await context.close();
  return wait;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const main = async () => {
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  const server = await startProduct();
  const browser = await launchChromium();
  try {
    const signedIn: Wait[] = [];
    const cold: Wait[] = [];
    for (let run = 0; run < RUNS; run++) {
      // One code per phone a minute: the next run's sign-in waits that out (the cold open needs no code).
      if (run > 0) await new Promise((resolve) => setTimeout(resolve, RESEND_WAIT_SECONDS * 1000 + 1000));
      // A fresh browser profile each run: nothing cached from the run before.
      const { wait, storage } = await afterTheCode(browser, server.url);
      signedIn.push(wait);
      cold.push(await coldOpen(browser, server.url, storage));
    }
    const line = (label: string, waits: Wait[], pick: (wait: Wait) => number) => `  ${label.padEnd(44)} ${String(median(waits.map(pick))).padStart(6)} ms  (${waits.map(pick).join(', ')})`;
    console.log(`\nThe dashboard on a slow line (1.6 Mbit/s, 150 ms round trips), medians of ${RUNS}`);
    for (const [name, pick] of [['first section', (wait: Wait) => wait.firstSection], ['first chart', (wait: Wait) => wait.firstChart]] as const) {
      console.log(` ${name}`);
      console.log(line(`after the code (read in ${READ_MS / 1000} s)`, signedIn, pick));
      console.log(line('baseline: opened cold, same session', cold, pick));
      console.log(`  ratio after the code / cold                  ${(median(signedIn.map(pick)) / median(cold.map(pick))).toFixed(3).padStart(6)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
