/**
 * `npm run bench`: the bytes a browser downloads, as they travel (Chromium's transfer sizes, compressed as the
 * server sends them), for the product served by `server/main.ts` (what `npm start` runs) against the bare
 * react-admin app of bench/bare served compressed the same way (bench/compressedServer.ts). Two moments:
 * the sign-in form shown (target: at most 0.45× the bare app), and the dashboard after sign-in (at most 1.0×).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { serveCompressed } from './compressedServer';
import { startProduct } from './productServer';
import { signInThroughScreens, watchCaptchas } from './signInThroughScreens';
import { launchChromium, recordTransfers } from './wireBytes';

const ROOT = join(__dirname, '..');
const vite = join(ROOT, 'node_modules', '.bin', 'vite');

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

const main = async () => {
  build([]);
  build(['--config', join(ROOT, 'bench', 'bare', 'vite.config.mts')]);
  const product = await startProduct();
  const bare = await serveCompressed(join(ROOT, 'bench', 'bare', 'dist'));
  const browser = await launchChromium();
  try {
    const ours = await measureProduct(await (await browser.newContext()).newPage(), product.url);
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
