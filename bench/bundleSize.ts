/**
 * `npm run bench`: how much JavaScript each app needs before its login form shows, gzip-compressed,
 * the product against a bare react-admin app built in the same run (bench/bare). Target ratio: at most 0.45.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveFolder } from './staticServer';

const ROOT = join(__dirname, '..');
const vite = join(ROOT, 'node_modules', '.bin', 'vite');

const build = (args: string[]) => execFileSync(vite, ['build', '--logLevel', 'warn', ...args], { cwd: ROOT, stdio: 'inherit' });

interface Measure {
  files: number;
  raw: number;
  gzip: number;
}

/** Opens the login route and sums the JavaScript fetched until the password input is visible. */
const measure = async (folder: string, route: string): Promise<Measure> => {
  const { url, server } = await serveFolder(folder);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(`${url}/${route}`);
    await page.locator('input[type="password"]').waitFor();
    const bodies = await Promise.all(scripts);
    return {
      files: bodies.length,
      raw: bodies.reduce((sum, body) => sum + body.length, 0),
      gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
    server.close();
  }
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const main = async () => {
  build([]);
  build(['--config', join(ROOT, 'bench', 'bare', 'vite.config.mts')]);
  const product = await measure(join(ROOT, 'dist'), '#/login');
  const bare = await measure(join(ROOT, 'bench', 'bare', 'dist'), '#/login');
  const ratio = product.gzip / bare.gzip;
  console.log('\nJavaScript needed before the login form shows (gzip -9)');
  console.log(`  product (dist, #/login)         ${kb(product.gzip).padStart(11)}  (${product.files} files, ${kb(product.raw)} raw)`);
  console.log(`  bare react-admin (bench/bare)   ${kb(bare.gzip).padStart(11)}  (${bare.files} files, ${kb(bare.raw)} raw)`);
  console.log(`  ratio product / bare            ${ratio.toFixed(3).padStart(11)}  (target <= 0.45: ${ratio <= 0.45 ? 'met' : 'NOT met'})`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
