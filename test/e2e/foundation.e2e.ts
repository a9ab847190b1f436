import type { Page } from 'playwright-core';
import { MERCHANT } from './support/accounts';
import { baseUrl, openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { networkQuiet } from './support/settled';
import { signInByApi } from './support/signInByApi';

const own = useOwnServer();

test('the API answers /api/health with the database up', async () => {
  const response = await fetch(`${baseUrl()}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ err: 200, message: 'ok', data: { db: 'up' } });
});

test('/ without a session lands on the sign-in form with a captcha image', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await page.goto('/#/');
  await page.waitForURL(/#\/login$/);
  for (const name of ['code', 'username', 'password', 'captchaText']) {
    await expect(page.locator(`input[name="${name}"]`).count()).resolves.toBe(1);
  }
  await expect(page.locator('button[type="submit"]').count()).resolves.toBe(1);
  const captcha = page.getByRole('img', { name: /captcha/i });
  await captcha.waitFor();
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[src^="data:image/svg+xml"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
  const first = await captcha.getAttribute('src');
  await page.getByRole('button', { name: /refresh captcha/i }).click();
  await page.waitForFunction((previous) => {
    const image = document.querySelector<HTMLImageElement>('img[src^="data:image/svg+xml"]');
    return image !== null && image.getAttribute('src') !== previous;
  }, first);
  expect(problems).toEqual([]);
  await context.close();
});

/** A built script's name without its hash (`/assets/shell-1a2b3c4d.js` → `shell`), or null for anything else. */
const scriptName = (path: string): string | null => /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(path)?.[1] ?? null;

/** The app's own script files the page asks for from now on, by name without the hash (`shell`, `index`). */
const scriptsAsked = (page: Page): string[] => {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = scriptName(new URL(request.url()).pathname);
    if (name) names.push(name);
  });
  return names;
};

/**
 * The files index.html's preload script (scripts/preloadShell.mts) asked for, by name without the hash: its links
 * have no `as`, where those Vite's own import helper adds for a file not yet asked for have `as="script"`.
 */
const preloaded = (page: Page): Promise<string[]> =>
  page.$$eval('link[rel="modulepreload"]:not([as])', (links) => links.map((link) => link.getAttribute('href') ?? ''))
    .then((hrefs) => hrefs.map((href) => scriptName(href) ?? href));

test("a stored session's reload of the dashboard asks for the shell's files beside the entry's, each once; the sign-in form for none", async () => {
  const { page, context, problems } = await openPage(own.browser());
  const asked = scriptsAsked(page);
  await page.goto('/#/login');
  await page.locator('input[name="code"]').waitFor();
  await networkQuiet(page);
  expect(await preloaded(page)).not.toContain('shell');
  expect(asked).not.toContain('shell');

  await signInByApi(page, MERCHANT);
  asked.length = 0;
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await networkQuiet(page);
  expect(await preloaded(page)).toEqual(expect.arrayContaining(['shell', 'english', 'dashboard', 'openingCalls']));
  for (const name of ['index', 'shell', 'english', 'dashboard', 'openingCalls']) expect(asked.filter((file) => file === name)).toEqual([name]);
  expect(problems).toEqual([]);
  await context.close();
});

test("the page draws its loading circle before the entry's script has arrived; the app's first drawing replaces it", async () => {
  const { page, context, problems } = await openPage(own.browser());
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route((url) => scriptName(url.pathname) === 'index', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/login', { waitUntil: 'commit' });
  const circle = page.locator('#root > svg.boot-progress');
  try {
    // Visible (drawn with a size) while the entry's script is held back.
    await circle.waitFor();
  } finally {
    release();
  }
  await page.locator('input[name="code"]').waitFor();
  await expect(circle.count()).resolves.toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});

test('a screen inside the shell without a session redirects to /login', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await page.goto('/#/transaction-history');
  await page.waitForURL(/#\/login$/);
  await page.locator('input[name="code"]').waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

test('the sign-in form checks its fields in the specified order', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await page.goto('/#/login');
  await page.locator('input[name="code"]').waitFor();
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter Owner ID.' }).count()).resolves.toBeGreaterThan(0);
  await page.locator('input[name="code"]').fill('DEMO01');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('alert').filter({ hasText: 'Please enter username' }).first().waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
