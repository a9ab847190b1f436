import type { BrowserContext, Page } from 'playwright-core';
import { MERCHANT, PARTNER, STAFF, type E2eAccount } from './support/accounts';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { networkQuiet, settled } from './support/settled';
import { signInByApi } from './support/signInByApi';

// Every screen under the server's real Content-Security-Policy: any violation (an inline script, a style or an
// origin the policy does not allow) fails the run, named with the screen that caused it.

const own = useOwnServer();

/** Collects the page's CSP violations (the DOM event, in every document the context opens) and console reports. */
const watchViolations = async (context: BrowserContext, page: Page) => {
  const violations: string[] = [];
  let screen = '(start)';
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(`${screen}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${screen}: console: ${message.text()}`);
  });
  return { violations, at: (name: string) => { screen = name; } };
};

/** Opens a hash route and lets its lazy chunks, data and widgets load. */
const visit = async (page: Page, route: string) => {
  await page.goto(`/#${route}`);
  await settled(page);
};

/** Every route of the side menu, as links (a menu group is opened first so that its entries are there). */
const menuRoutes = async (page: Page): Promise<string[]> => {
  await page.locator('a.RaMenuItemLink-root').first().waitFor();
  const hrefs = await page.locator('a.RaMenuItemLink-root').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('#/')).map((href) => href.slice(1)))];
};

/** Signs in, visits the menu's routes and `extra`, and answers the violations seen. */
const walk = async (account: E2eAccount, extra: string[]): Promise<string[]> => {
  const { page, context } = await openPage(own.browser());
  const watch = await watchViolations(context, page);
  watch.at('/login');
  await signInByApi(page, account);
  const routes = [...await menuRoutes(page), ...extra];
  expect(routes.length).toBeGreaterThan(3);
  for (const route of routes) {
    watch.at(route);
    await visit(page, route);
  }
  await context.close();
  return watch.violations;
};

// The walks below sign in by API: the code screen is visited here with the others.
test('the sign-in screens break no rule of the CSP', async () => {
  const { page, context } = await openPage(own.browser());
  const watch = await watchViolations(context, page);
  for (const [route, field] of [['/login', 'captchaText'], ['/forgotPass', 'username'], ['/verifyLogin', 'otp']] as const) {
    watch.at(route);
    await page.goto(`/#${route}`);
    await page.locator(`input[name="${field}"]`).waitFor();
    await networkQuiet(page);
  }
  expect(watch.violations).toEqual([]);
  await context.close();
});

test("the merchant's screens break no rule of the CSP", async () => {
  expect(await walk(MERCHANT, ['/profile', '/shop/create', '/submerchant/create', '/role/create', '/transaction-detail/1', '/shop/detail/1', '/checkout?phone=0913824228'])).toEqual([]);
});

test("the third-party user's screens break no rule of the CSP", async () => {
  expect(await walk(PARTNER, ['/api-key/create'])).toEqual([]);
});

test("the staff's back-office screens break no rule of the CSP", async () => {
  expect(await walk(STAFF, ['/partner-vouchers/create', '/pageEditor', '/voucherApprove', '/profile'])).toEqual([]);
});
