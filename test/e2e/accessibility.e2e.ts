import type { Page } from 'playwright-core';
import { type E2eAccount, MERCHANT, PARTNER, STAFF } from './support/accounts';
import { callApi } from './support/api';
import { type AxeFinding, axeFindings } from './support/axe';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { pageOverflow, unreachableControls } from './support/reflow';
import { settled } from './support/settled';
import { signInByApi } from './support/signInByApi';

// Every screen, in English and Vietnamese, checked by axe-core (WCAG 2.0–2.2 A and AA): no serious or critical
// finding but the reviewed exceptions of support/axeExceptions.ts. One test per group of screens and language.

const own = useOwnServer();

const LANGUAGES = ['en', 'vi'] as const;
type Language = (typeof LANGUAGES)[number];

/** The app reads the language when it starts: set it, then load the app again, unless it started in it. */
const useLanguage = async (page: Page, language: Language) => {
  if ((await page.evaluate(() => document.documentElement.lang)) === language) return;
  await page.evaluate((locale) => localStorage.setItem('locale', locale), language);
  await page.reload();
};

/**
 * Opens a hash route as the app's links do and waits until its screen has drawn (`ready`) and settled. `fresh`:
 * load the app again first (after a visit that changed its screen's state: a form saved, a range chosen).
 */
const visit = async (page: Page, route: string, ready: (page: Page) => Promise<void>, fresh = false) => {
  await page.goto(`/#${route}`);
  if (fresh) await page.reload();
  await ready(page);
  // Loading spinners gone, then transitions and lazy chunks settled, before axe reads colours and names.
  await page.locator('.MuiCircularProgress-root').first().waitFor({ state: 'detached' });
  await settled(page);
};

const heading = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};

/** The voucher preview (page 54) once its read has answered: the phone mock-up is on screen. */
const voucherMockup = async (page: Page) => {
  await page.getByRole('figure').waitFor();
};

/** The merchant's dashboard with its figures: this month's card in đồng, and the sales chart (or its empty message). */
const dashboardFigures = async (page: Page) => {
  await page.getByRole('region', { name: /^(This month’s sales|Doanh số tháng này)$/ }).getByText('₫').waitFor();
  const overTime = page.getByRole('region', { name: /^(Sales over time|Doanh số theo thời gian)$/ });
  // Below a phone's first screen the chart is drawn when scrolled to, as a person does.
  await overTime.scrollIntoViewIfNeeded();
  await overTime.locator('.MuiChartsSurface-root').or(overTime.getByText(/^(No sales in this period|Không có doanh số)/)).first().waitFor();
};

/** The dashboard's date range with "Custom range" chosen: the two date fields open. */
const dashboardCustomRange = async (page: Page) => {
  await dashboardFigures(page);
  await page.getByRole('combobox', { name: /^(Period|Khoảng thời gian)/ }).click();
  await page.getByRole('option', { name: /^(Custom range|Tuỳ chọn)$/ }).click();
  await page.getByRole('group', { name: /^(To|Đến ngày)$/ }).waitFor();
};

/** A list's period with "Custom range" chosen: its two day fields (DD/MM/YYYY pickers) open. */
const listCustomRange = async (page: Page) => {
  await heading(page);
  await page.getByRole('combobox', { name: /^(Period|Thời gian)/ }).click();
  await page.getByRole('option', { name: /^(Custom range|Tuỳ chọn)$/ }).click();
  await page.getByRole('group', { name: /^(To date|Đến ngày)$/ }).waitFor();
};

/**
 * A route, what shows it is drawn (or brings it to the state to check), and a name for the report when not the
 * route: a visit with a name of its own changed its screen, so the next one loads the app again.
 */
type Visit = readonly [string, (page: Page) => Promise<void>, string?];

const checkAll = async (page: Page, language: Language, routes: readonly Visit[]): Promise<AxeFinding[]> => {
  const findings: AxeFinding[] = [];
  await useLanguage(page, language);
  let changed = false;
  for (const [route, ready, name] of routes) {
    await visit(page, route, ready, changed);
    findings.push(...(await axeFindings(page, `${name ?? route} (${language})`)));
    changed = name !== undefined;
  }
  return findings;
};

const report = (findings: AxeFinding[]) => findings.map((finding) => `${finding.screen} ${finding.rule} [${finding.impact}] ${finding.targets.join(' | ')}: ${finding.summary}`);

test.each(LANGUAGES)('the sign-in screens (%s)', async (language) => {
  const { page, context } = await openPage(own.browser());
  await page.goto('/#/login');
  const findings = await checkAll(page, language, [
    ['/login', async (p) => p.locator('input[name="captchaText"]').waitFor()],
    ['/forgotPass', async (p) => p.locator('input[name="username"]').waitFor()],
    ['/verifyLogin', async (p) => p.locator('input[name="otp"]').waitFor()],
    // A user with a passkey and an app: the passkey asked for first, with the other ways as buttons.
    ['/verifyLogin', async (p) => {
      await p.evaluate(() => {
        localStorage.setItem('otpId', 'a11y-challenge');
        localStorage.setItem('otpFactors', 'passkey,totp,recoveryCode,sms');
      });
      await p.reload();
      await p.getByRole('button', { name: /^(Use a passkey|Dùng khoá truy cập)$/ }).waitFor();
    }, '/verifyLogin (passkey first)'],
  ]);
  expect(report(findings)).toEqual([]);
  await context.close();
});

/** The demo employee (with an identity document and devices), so that their screens show a whole record. */
const demoEmployee = async (page: Page): Promise<number> => {
  const employees = await callApi(page, 'POST', '/api/submerchant/findSubmerchantList', { queryInput: { q: '0912345678' }, limit: 1 });
  return (employees.body.data as { id: number }[])[0].id;
};

// Every route of the merchant portal (src/resources), in two halves: each a test of its own per language.
test.each(LANGUAGES)("the merchant's dashboard, sales, points and shops (%s)", async (language) => {
  const { page, context } = await openPage(own.browser());
  await signInByApi(page, MERCHANT, { locale: language });
  const findings = await checkAll(page, language, [
    ['/dashboard', dashboardFigures],
    ['/dashboard', dashboardCustomRange, '/dashboard with a custom range'],
    ['/transaction-history', listCustomRange, '/transaction-history with a custom range'],
    // The merchant's page once its bank accounts have loaded: Move money enabled.
    ['/merchants', async (p) => p.getByRole('button', { name: /^(Move money|Chuyển tiền)$/ }).and(p.locator(':enabled')).waitFor()],
    ...['/transaction-history', '/transaction-detail/1', '/earn-point-history', '/settlement-point', '/createSettlementPoint', '/shops', '/shop/detail/1', '/shop/create', '/shop/edit/1', '/shop/export', '/exportedReports',
    ].map((route) => [route, heading] as const),
  ]);
  expect(report(findings)).toEqual([]);
  await context.close();
});

test.each(LANGUAGES)("the merchant's employees, roles and permissions (%s)", async (language) => {
  const { page, context } = await openPage(own.browser());
  await signInByApi(page, MERCHANT, { locale: language });
  const employee = await demoEmployee(page);
  const findings = await checkAll(page, language, [
    '/submerchants', `/device/create/${employee}`, '/submerchant/create', `/submerchant/edit/${employee}`, `/submerchant/detail/${employee}`,
    '/user-roles', '/role/create', '/permission', '/permission/user-roles', '/user-permission/1', '/permissions', '/checkout', '/searchphone',
  ].map((route) => [route, heading] as const));
  expect(report(findings)).toEqual([]);
  await context.close();
});

test.each(LANGUAGES)("the merchant's profile, security history, role and cashier screens (%s)", async (language) => {
  const { page, context } = await openPage(own.browser());
  await signInByApi(page, MERCHANT, { locale: language });
  const roles = await callApi(page, 'POST', '/api/clientrole/clientRolesList', {});
  const cashier = (roles.body.data as { id: number; builtin: string | null }[]).find((role) => role.builtin === 'cashier')!;
  const findings = await checkAll(page, language, [
    // The authenticator app section's buttons come with its own call.
    ['/profile', async (p) => p.locator('section[aria-labelledby="authenticator-title"] button').first().waitFor()],
    // Its security tabs, the team's view and a (read-only, built-in) role's edit screen, each with its rows drawn.
    ...['/profile?tab=history', '/profile?tab=sessions', '/profile?tab=devices', '/team-activity']
      .map((route) => [route, async (p: Page) => p.getByRole('table').first().locator('tbody tr').first().waitFor()] as const),
    [`/role/edit/${cashier.id}`, heading],
    // The cashier's screens with a demo customer found: the card's table and the checkout's summary.
    ['/searchphone?phone=0913824228', async (p) => p.getByRole('table').waitFor(), '/searchphone with a customer'],
    ['/checkout?phone=0913824228', async (p) => p.locator('#checkout-summary-title').waitFor(), '/checkout with a customer'],
    ['/pageEditor', async (p) => p.getByText(/Access denied|Không có quyền/).first().waitFor()],
  ]);
  expect(report(findings)).toEqual([]);
  await context.close();
});

test.each(LANGUAGES)("the third-party user's API key and webhook screens (%s)", async (language) => {
  const { page, context } = await openPage(own.browser());
  await signInByApi(page, PARTNER, { locale: language });
  // An endpoint to list and open (on this machine, which the test server allows; nothing is sent to it).
  const endpoint = await callApi(page, 'POST', '/api/webhook/createWebhookEndpoint', {
    url: 'http://127.0.0.1:9/hooks/a11y', description: 'A11y', eventTypes: ['transaction.created'], password: PARTNER.password,
  });
  const endpointId = (endpoint.body.data as { id: string }).id;
  const findings = await checkAll(page, language, [
    ['/api-keys', heading],
    ['/api-key/create', async (p) => p.getByRole('checkbox').first().waitFor()],
    ['/webhooks', async (p) => p.getByRole('table').locator('tbody tr').first().waitFor()],
    ['/webhook/create', async (p) => p.getByRole('checkbox').first().waitFor()],
    [`/webhook/detail/${endpointId}`, async (p) => p.getByText(/^(No events sent to this endpoint|Không có sự kiện nào gửi)/).waitFor()],
  ]);
  expect(report(findings)).toEqual([]);
  await context.close();
});

test.each(LANGUAGES)("the staff's back-office screens (%s)", async (language) => {
  const { page, context } = await openPage(own.browser());
  await signInByApi(page, STAFF, { locale: language });
  const [voucher] = (await callApi(page, 'GET', '/api/records/partner-vouchers?limit=1')).body.data as { id: number; code: string }[];
  const form = async (p: Page) => p.locator('form').first().waitFor();
  // The phone import (page 45) with the voucher of a link, after a paste with a refused line: the result and its list.
  const phonesImported = async (p: Page) => {
    await form(p);
    await p.getByRole('textbox', { name: /^(Paste many numbers|Dán nhiều số)$/ }).fill('0901234567\nabc');
    await p.getByRole('button', { name: /^(Import the pasted numbers|Nhập các số đã dán)$/ }).click();
    await p.getByRole('region', { name: /^(Refused lines|Các dòng bị từ chối)$/ }).waitFor();
  };
  // The create form saved empty: the summary closed, every missing field marked invalid and described by its message.
  const formWithErrors = async (p: Page) => {
    await form(p);
    await p.getByRole('button', { name: /^(Create voucher|Tạo ưu đãi)$/ }).click();
    await p.getByRole('dialog').getByRole('button', { name: /^(Close|Đóng)$/ }).click();
    await p.getByRole('dialog').waitFor({ state: 'detached' });
    await p.locator('[aria-invalid="true"]').first().waitFor();
  };
  const findings = await checkAll(page, language, [
    ['/dashboard', heading],
    ['/partner-vouchers', async (p) => p.locator('table').first().waitFor()],
    [`/partner-vouchers/${voucher.id}`, form],
    ['/partner-vouchers/create', form],
    ['/partner-vouchers/create', formWithErrors, '/partner-vouchers/create saved empty'],
    ['/partners', async (p) => p.locator('table').first().waitFor()],
    // The points settlements page (definition 64) over the staff's settlement calls.
    ['/point-settlements', async (p) => p.locator('table tbody tr').first().waitFor()],
    [`/form?page=54&mode=edited&id=${voucher.id}`, voucherMockup],
    ['/form?page=45&mode=create', form],
    [`/form?page=45&mode=import&embed=${encodeURIComponent(JSON.stringify({ voucher: voucher.code }))}`, phonesImported, '/form?page=45&mode=import (imported)'],
    ['/pageEditor', heading],
    ['/voucherApprove', heading],
    [`/voucherApprove?voucher=${voucher.id}`, async (p) => p.locator('#voucher-history-title').waitFor()],
    [`/voucherReview?voucher=${voucher.id}`, async (p) => p.locator('#voucher-history-title').waitFor()],
  ]);
  expect(report(findings)).toEqual([]);
  await context.close();
});

// WCAG 1.4.10 and 1.4.4: 1280 px at 400 % zoom is 320 CSS px wide, at 200 % 640. In Vietnamese, the longer texts.
describe.each([320, 640])('at %i px wide no screen scrolls sideways and every action is within reach; tables scroll in their own box', (width) => {
  /** A page of the given width in Vietnamese, and what its measures found. */
  const narrow = async (account?: E2eAccount) => {
    const opened = await openPage(own.browser());
    await opened.page.setViewportSize({ width, height: 640 });
    if (account) await signInByApi(opened.page, account, { locale: 'vi' });
    else await opened.page.goto('/#/login');
    await useLanguage(opened.page, 'vi');
    const found: string[] = [];
    const check = async (route: string, ready: (page: Page) => Promise<void>, name = route, fresh = false) => {
      await visit(opened.page, route, ready, fresh);
      found.push(...(await pageOverflow(opened.page, name)), ...(await unreachableControls(opened.page, name)));
    };
    return { ...opened, found, check };
  };

  test('the sign-in screens', async () => {
    const { context, found, check } = await narrow();
    await check('/login', async (p) => p.locator('input[name="captchaText"]').waitFor());
    await check('/forgotPass', async (p) => p.locator('input[name="username"]').waitFor());
    expect(found).toEqual([]);
    await context.close();
  });

  test("the merchant's screens", async () => {
    const { context, found, check } = await narrow(MERCHANT);
    // A merchant typing the page editor's address by hand: the access-denied screen.
    await check('/pageEditor', async (p) => p.getByText('Không có quyền').first().waitFor(), '/pageEditor (merchant)');
    await check('/dashboard', dashboardCustomRange, '/dashboard (merchant, custom range)');
    // The cashier's screens are used on phones at the counter: the card's table scrolls in its own box.
    await check('/searchphone?phone=0913824228', async (p) => p.getByRole('table').waitFor(), '/searchphone (a customer)', true);
    await check('/checkout?phone=0913824228', async (p) => p.locator('#checkout-summary-title').waitFor(), '/checkout (a customer)');
    // Shops and employees: their lists (tables scroll in their own box) and forms.
    for (const route of ['/shops', '/shop/create', '/submerchants', '/submerchant/create']) await check(route, heading);
    expect(found).toEqual([]);
    await context.close();
  });

  test("the staff's screens", async () => {
    const { page, context, found, check } = await narrow(STAFF);
    const [voucher] = (await callApi(page, 'GET', '/api/records/partner-vouchers?limit=1')).body.data as { id: number }[];
    const form = async (p: Page) => p.locator('form').first().waitFor();
    await check('/dashboard', heading);
    // Under 600 px a page list is one entry a record (react-admin's SimpleList), a table above.
    await check('/partner-vouchers', async (p) => p.locator('.RaList-content table, .RaList-content li').first().waitFor());
    // A record's edit form: every widget of the page engine (the every-widget page).
    await check(`/partner-vouchers/${voucher.id}`, form);
    await check('/partner-vouchers/create', form);
    await check(`/form?page=54&mode=edited&id=${voucher.id}`, voucherMockup);
    await check(`/voucherReview?voucher=${voucher.id}`, heading);
    await check(`/voucherApprove?voucher=${voucher.id}`, heading);
    await check('/pageEditor', heading);
    await check('/profile', async (p) => p.locator('section[aria-labelledby="authenticator-title"] button').first().waitFor());
    expect(found).toEqual([]);
    await context.close();
  });
});
