/**
 * `npm run bench`: the bytes a browser downloads, as they travel (Chromium's transfer sizes, compressed as the
 * server sends them), for the product served by `server/main.ts` (what `npm start` runs) against the bare
 * react-admin app of bench/bare served compressed the same way (bench/compressedServer.ts). Two moments:
 * the sign-in form shown (target: at most 0.45× the bare app), and the dashboard after sign-in (at most 1.0×).
 * Then Lighthouse's mobile profile on the signed-in dashboard against the bare app's first screen
 * (bench/phoneLighthouse.ts; targets: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms), in English and in Vietnamese
 * (each language's texts are a file of their own). LIGHTHOUSE_RUNS (3) runs each, medians; LIGHTHOUSE_RUNS=0 skips
 * it; LIGHTHOUSE_REPORTS=<folder> keeps each run's report.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { serveCompressed } from './compressedServer';
import { startProduct } from './productServer';
import { signInThroughScreens, watchCaptchas } from './signInThroughScreens';
import { lighthousePhone, medianFigures, type PhoneFigures } from './phoneLighthouse';
import { launchChromium, recordTransfers } from './wireBytes';

const ROOT = join(__dirname, '..');
const vite = join(ROOT, 'node_modules', '.bin', 'vite');
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const build = (args: string[]) => execFileSync(vite, ['build', '--logLevel', 'warn', ...args], { cwd: ROOT, stdio: 'inherit' });

/** Resolves once the page has requested nothing for `quietMs` (the screen's lazy chunks and data are in). */
const networkQuiet = async (page: Page, quietMs = 1500) => {
  let last = Date.now();
  const touch = () => { last = Date.now(); };
  page.on('request', touch);
  page.on('requestfinished', touch);
  try {
    while (Date.now() - last < quietMs) await page.waitForTimeout(200);
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
  }
};

interface Moments {
  signIn: number;
  signInFiles: number;
  afterSignIn: number;
  afterSignInFiles: number;
  apiAfterSignIn: number;
  /** The largest of the app's files loaded by then: where to look when the ratio is missed. */
  largest: string[];
}

const largestFiles = async (transfers: ReturnType<typeof recordTransfers>, count = Number(process.env.BENCH_LARGEST ?? 8)): Promise<string[]> =>
  (await transfers.all()).filter((transfer) => !new URL(transfer.url).pathname.startsWith('/api/'))
    .sort((a, b) => b.wire - a.wire).slice(0, count)
    .map((transfer) => `${(transfer.wire / 1024).toFixed(1).padStart(7)} KiB  ${new URL(transfer.url).pathname}`);

/** The product: /login, then the merchant's sign-in (captcha and SMS code read through the dev hooks) to the dashboard. */
const measureProduct = async (page: Page, url: string): Promise<Moments> => {
  const transfers = recordTransfers(page);
  const captchaIds = watchCaptchas(page);
  await page.goto(`${url}/#/login`);
  await page.locator('input[type="password"]').waitFor();
  await networkQuiet(page);
  const signIn = await transfers.appBytes();
  const signInFiles = await transfers.appFiles();

  await signInThroughScreens(page, url, captchaIds);
  await page.waitForURL(/#\/dashboard/);
  await networkQuiet(page);
  return {
    signIn, signInFiles, afterSignIn: await transfers.appBytes(), afterSignInFiles: await transfers.appFiles(),
    apiAfterSignIn: await transfers.apiBytes(), largest: await largestFiles(transfers),
  };
};

/** The bare app: its login page, then (its sign-in accepts anyone) its first screen, signed in. */
const measureBare = async (page: Page, url: string): Promise<Moments> => {
  const transfers = recordTransfers(page);
  await page.goto(`${url}/#/login`);
  await page.locator('input[type="password"]').waitFor();
  await networkQuiet(page);
  const signIn = await transfers.appBytes();
  const signInFiles = await transfers.appFiles();
  await page.evaluate(() => localStorage.setItem('session', 'bench'));
  await page.goto(`${url}/#/posts`);
  await networkQuiet(page);
  return {
    signIn, signInFiles, afterSignIn: await transfers.appBytes(), afterSignInFiles: await transfers.appFiles(),
    apiAfterSignIn: await transfers.apiBytes(), largest: await largestFiles(transfers),
  };
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Opens `url`'s sign-in page and stores the given localStorage entries for its origin (the bare app's session). */
const storeLocally = async (page: Page, url: string, entries: { name: string; value: string }[]) => {
  await page.goto(`${url}/#/login`);
  await page.evaluate((items) => {
    // Whole: two targets share the origin, and the Vietnamese run's `locale` must not outlive it into the next English one.
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
};

/** The localStorage a signed-in context holds for `url` (the product keeps its session there: src/storage.ts). */
const localStorageOf = async (context: BrowserContext, url: string) =>
  (await context.storageState()).origins.find((origin) => origin.origin === new URL(url).origin)?.localStorage ?? [];

const printPhone = (english: PhoneFigures[], vietnamese: PhoneFigures[], base: PhoneFigures[]) => {
  const [product, productVi, bare] = [medianFigures(english), medianFigures(vietnamese), medianFigures(base)];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(9);
  const row = (label: string, figures: PhoneFigures) => `  ${label.padEnd(36)} ${String(figures.performance).padStart(5)} ${seconds(figures.fcpMs)} ${seconds(figures.lcpMs)}`
    + ` ${`${Math.round(figures.tbtMs)} ms`.padStart(9)} ${String(figures.jsFiles).padStart(9)} ${kb(figures.unusedJsBytes).padStart(11)}`;
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  const ratios = (label: string, figures: PhoneFigures) => `  ${label.padEnd(36)} ${ratio(figures.performance, bare.performance).padStart(5)}`
    + ` ${ratio(figures.fcpMs, bare.fcpMs).padStart(9)} ${ratio(figures.lcpMs, bare.lcpMs).padStart(9)}`
    + ` ${ratio(figures.tbtMs, bare.tbtMs).padStart(9)} ${ratio(figures.jsFiles, bare.jsFiles).padStart(9)} ${ratio(figures.unusedJsBytes, bare.unusedJsBytes).padStart(11)}`;
  const runs = (label: string, figures: PhoneFigures[]) => `  ${label}'s runs: scores ${figures.map((run) => run.performance).join(', ')};`
    + ` FCP ${figures.map((run) => (run.fcpMs / 1000).toFixed(2)).join(', ')} s; LCP ${figures.map((run) => (run.lcpMs / 1000).toFixed(2)).join(', ')} s; TBT ${figures.map((run) => Math.round(run.tbtMs)).join(', ')} ms`;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`
Phone: Lighthouse (mobile profile, simulated slow 4G and 4x CPU), medians of ${english.length} runs`);
  console.log(`  ${''.padEnd(36)} ${'score'.padStart(5)} ${'FCP'.padStart(9)} ${'LCP'.padStart(9)} ${'TBT'.padStart(9)} ${'JS files'.padStart(9)} ${'unused JS'.padStart(11)}`);
  console.log(row('product (merchant, #/dashboard)', product));
  console.log(row('product in Vietnamese', productVi));
  console.log(row('bare react-admin (its first screen)', bare));
  console.log(ratios('ratio product / bare', product));
  console.log(ratios('ratio product in Vietnamese / bare', productVi));
  console.log(runs('product', english));
  console.log(runs('product in Vietnamese', vietnamese));
  console.log(`  targets: performance >= 90 ${met(product.performance >= 90)}; LCP <= 2.5 s ${met(product.lcpMs <= 2500)}; TBT <= 200 ms ${met(product.tbtMs <= 200)}`);
};

const main = async () => {
  build([]);
  build(['--config', join(ROOT, 'bench', 'bare', 'vite.config.mts')]);
  const product = await startProduct();
  const bare = await serveCompressed(join(ROOT, 'bench', 'bare', 'dist'));
  const browser = await launchChromium();
  try {
    const productContext = await browser.newContext();
    const ours = await measureProduct(await productContext.newPage(), product.url);
    const signedIn = await localStorageOf(productContext, product.url);
    const base = await measureBare(await (await browser.newContext()).newPage(), bare.url);
    const line = (label: string, bytes: number, files: number) => `  ${label.padEnd(34)} ${kb(bytes).padStart(11)}  (${files} files)`;
    const verdict = (ratio: number, target: number) => `${ratio.toFixed(3).padStart(11)}  (target <= ${target}: ${ratio <= target ? 'met' : 'NOT met'})`;
    console.log('\nBytes on the wire (Chromium transfer sizes; the app\'s own files, API answers apart)');
    console.log(' Sign-in form shown');
    console.log(line('product (npm start, #/login)', ours.signIn, ours.signInFiles));
    console.log(line('bare react-admin (compressed alike)', base.signIn, base.signInFiles));
    console.log(`  ratio product / bare               ${verdict(ours.signIn / base.signIn, 0.45)}`);
    console.log(' Dashboard after sign-in (everything loaded since the first page)');
    console.log(line('product (merchant, #/dashboard)', ours.afterSignIn, ours.afterSignInFiles));
    console.log(line('bare react-admin (its first screen)', base.afterSignIn, base.afterSignInFiles));
    console.log(`  ratio product / bare               ${verdict(ours.afterSignIn / base.afterSignIn, 1.0)}`);
    console.log(`  (API answers after sign-in: product ${kb(ours.apiAfterSignIn)})`);
    console.log(' Largest files of the product by then (on the wire)');
    for (const file of ours.largest) console.log(`  ${file}`);
    if (LIGHTHOUSE_RUNS > 0) {
      // The session of the sign-in above (a second sign-in would wait a minute for its SMS code).
      // Most users read Vietnamese: the same session with the language chosen, which loads the other catalogue file.
      const inVietnamese = [...signedIn.filter((item) => item.name !== 'locale'), { name: 'locale', value: 'vi' }];
      const [dashboardRuns, vietnameseRuns, bareRuns] = await lighthousePhone([
        { name: 'dashboard', url: `${product.url}/#/dashboard`, prepare: (page) => storeLocally(page, product.url, signedIn) },
        { name: 'dashboard-vi', url: `${product.url}/#/dashboard`, prepare: (page) => storeLocally(page, product.url, inVietnamese) },
        { name: 'bare', url: `${bare.url}/#/posts`, prepare: (page) => storeLocally(page, bare.url, [{ name: 'session', value: 'bench' }]) },
      ], LIGHTHOUSE_RUNS, process.env.LIGHTHOUSE_REPORTS);
      printPhone(dashboardRuns, vietnameseRuns, bareRuns);
    }
  } finally {
    await browser.close();
    await bare.close();
    await product.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
