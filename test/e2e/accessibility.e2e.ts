import type { Page } from 'playwright-core';
import { MERCHANT, STAFF } from './support/accounts';
import { callApi } from './support/api';
import { type AxeFinding, axeFindings } from './support/axe';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signIn } from './support/signIn';

// Every screen, in English and Vietnamese, checked by axe-core (WCAG 2.0–2.2 A and AA): no serious or critical
// finding but the reviewed exceptions of support/axeExceptions.ts.

// Each test visits many screens in two languages.
jest.setTimeout(300_000);

const own = useOwnServer();

const LANGUAGES = ['en', 'vi'] as const;

/** Opens a hash route in a language and waits until its screen has drawn: a level-1 heading, or the given text. */
const visit = async (page: Page, route: string, language: string, ready: (page: Page) => Promise<void>) => {
  await page.evaluate((locale) => localStorage.setItem('locale', locale), language);
  await page.goto(`/#${route}`);
  await page.reload();
  await ready(page);
  // Transitions and lazy chunks settle before axe reads colours and names.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
};

const heading = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};

const checkAll = async (page: Page, routes: readonly (readonly [string, (page: Page) => Promise<void>])[]): Promise<AxeFinding[]> => {
  const findings: AxeFinding[] = [];
  for (const language of LANGUAGES) {
    for (const [route, ready] of routes) {
      await visit(page, route, language, ready);
      findings.push(...(await axeFindings(page, `${route} (${language})`)));
    }
  }
  return findings;
};

const report = (findings: AxeFinding[]) => findings.map((finding) => `${finding.screen} ${finding.rule} [${finding.impact}] ${finding.targets.join(' | ')}: ${finding.summary}`);

test('the sign-in screens', async () => {
  const { page, context } = await openPage(own.browser());
  await page.goto('/#/login');
  const findings = await checkAll(page, [
    ['/login', async (p) => p.locator('input[name="captchaText"]').waitFor()],
    ['/forgotPass', async (p) => p.locator('input[name="username"]').waitFor()],
    ['/verifyLogin', async (p) => p.locator('input[name="otp"]').waitFor()],
  ]);
  expect(report(findings)).toEqual([]);
  await context.close();
});

test("the merchant's screens", async () => {
  const { page, context } = await openPage(own.browser());
  await signIn(page, MERCHANT);
  const findings = await checkAll(page, [
    ['/dashboard', heading],
    // Every route of the merchant portal (src/resources): not yet built ones say so, and are checked as they land.
    ...[
      '/transaction-history', '/transaction-detail/1', '/earn-point-history', '/settlement-point', '/createSettlementPoint',
      '/merchants', '/submerchants', '/device/create/1', '/shops', '/shop/detail/1', '/shop/create', '/shop/edit/1',
      '/shop/export', '/submerchant/create', '/submerchant/edit/1', '/submerchant/detail/1', '/user-roles', '/role/create',
      '/exportedReports', '/permission', '/permission/user-roles', '/user-permission/1', '/permissions', '/checkout',
      '/searchphone',
    ].map((route) => [route, heading] as const),
    ['/profile', async (p) => p.locator('input[name="currentPassword"]').waitFor()],
    ['/pageEditor', async (p) => p.getByText(/Access denied|Không có quyền/).first().waitFor()],
  ]);
  expect(report(findings)).toEqual([]);
  await context.close();
});

test("the staff's back-office screens", async () => {
  const { page, context } = await openPage(own.browser());
  await signIn(page, STAFF);
  const [voucher] = (await callApi(page, 'GET', '/api/records/partner-vouchers?limit=1')).body.data as { id: number }[];
  const form = async (p: Page) => p.locator('form').first().waitFor();
  const findings = await checkAll(page, [
    ['/dashboard', heading],
    ['/partner-vouchers', async (p) => p.locator('table').first().waitFor()],
    [`/partner-vouchers/${voucher.id}`, form],
    ['/partner-vouchers/create', form],
    ['/partners', async (p) => p.locator('table').first().waitFor()],
    [`/form?page=54&mode=edit&id=${voucher.id}`, heading],
    ['/pageEditor', heading],
    ['/voucherApprove', heading],
  ]);
  expect(report(findings)).toEqual([]);
  await context.close();
});

test('at 320 px wide (or 1280 px at 400 % zoom) no screen scrolls sideways; tables scroll in their own box', async () => {
  // The page's width, and the first element that reaches past the window (what to fix).
  const overflow = async (page: Page, screen: string) => {
    const { scrollWidth, width, culprit } = await page.evaluate(() => {
      const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.right > window.innerWidth + 1 && box.width > 0 && getComputedStyle(element).position !== 'fixed';
      });
      // The innermost ones: those that hold no other element reaching past the window.
      const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
      const chain: string[] = [];
      for (let node: HTMLElement | null = innermost[0] ?? null; node && node !== document.body; node = node.parentElement) {
        chain.push(`${node.tagName.toLowerCase()}.${[...node.classList].filter((c) => !c.startsWith('css-')).slice(0, 2).join('.')}:${Math.round(node.getBoundingClientRect().width)}`);
      }
      const culprit = innermost.slice(0, 2).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`).join(', ');
      return { scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth, culprit: `${culprit} :: ${chain.join(' < ')}` };
    });
    return scrollWidth > width ? [`${screen}: ${scrollWidth} px wide in ${width} (${culprit})`] : [];
  };
  const found: string[] = [];
  const signInScreens = await openPage(own.browser());
  await signInScreens.page.setViewportSize({ width: 320, height: 640 });
  await signInScreens.page.goto('/#/login');
  for (const [route, ready] of [
    ['/login', async (p: Page) => p.locator('input[name="captchaText"]').waitFor()],
    ['/forgotPass', async (p: Page) => p.locator('input[name="username"]').waitFor()],
  ] as const) {
    await visit(signInScreens.page, route, 'vi', ready);
    found.push(...(await overflow(signInScreens.page, route)));
  }
  await signInScreens.context.close();

  const { page, context } = await openPage(own.browser());
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, STAFF);
  for (const [route, ready] of [
    ['/dashboard', heading],
    ['/partner-vouchers', async (p: Page) => p.locator('table').first().waitFor()],
    ['/partner-vouchers/create', async (p: Page) => p.locator('form').first().waitFor()],
    ['/pageEditor', heading],
    ['/profile', async (p: Page) => p.locator('input[name="currentPassword"]').waitFor()],
  ] as const) {
    await visit(page, route, 'vi', ready);
    found.push(...(await overflow(page, route)));
  }
  expect(found).toEqual([]);
  await context.close();
});
