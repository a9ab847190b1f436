import type { Locator, Page } from 'playwright-core';
import { MERCHANT, PARTNER } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { cutOffOnPhone, pageOverflow } from './support/reflow';
import { settled } from './support/settled';
import { signInByApi } from './support/signInByApi';

// A phone 360 px wide, in Vietnamese (the longer texts): every list of the merchant portal shows each row's facts
// and its buttons within the screen, with no sideways scrolling, and the app bar's title wraps instead of being cut.
// axe checks each kind of phone entry once (the accessibility walk sees the tables of a wide screen): a link, a link
// with a button under it, facts with a button, and a section's table as entries.

const own = useOwnServer();

const AXE_ON = new Set(['/transaction-history', '/submerchants', '/exportedReports', '/merchants', '/webhooks']);

/** A signed-in page at a phone's size in Vietnamese, and a visit that measures each screen once it has drawn. */
const onPhone = async (account: typeof MERCHANT) => {
  const opened = await openPage(own.browser());
  await opened.page.setViewportSize({ width: 360, height: 740 });
  await signInByApi(opened.page, account, { locale: 'vi' });
  const found: unknown[] = [];
  /** Opens `route`, waits for `rows` (the entries the screen must show), then measures the screen. */
  const check = async (route: string, rows: (page: Page) => Locator, prepare: (page: Page) => Promise<void> = async () => undefined) => {
    await opened.page.goto(`/#${route}`);
    await prepare(opened.page);
    await rows(opened.page).first().waitFor();
    await opened.page.locator('.MuiCircularProgress-root').first().waitFor({ state: 'detached' });
    await settled(opened.page);
    found.push(...(await pageOverflow(opened.page, route)), ...(await cutOffOnPhone(opened.page, route)));
    if (AXE_ON.has(route)) found.push(...(await axeFindings(opened.page, route)));
  };
  return { ...opened, found, check };
};

/** A list's entries (MUI's list item text: not the items of the paging or of a chip list). */
const entries = (page: Page) => page.locator('#main-content li .MuiListItemText-root');

test("at 360 px every merchant list shows its rows' facts and buttons without sideways scrolling", async () => {
  const { page, context, problems, found, check } = await onPhone(MERCHANT);
  // A sales export started from the phone's list first: its file is ready by the time the exports list is visited.
  await check('/transaction-history', entries);
  await page.getByRole('button', { name: 'Xuất' }).click();
  await page.getByRole('menuitem', { name: 'Tệp CSV' }).click();
  await page.getByRole('status').getByRole('link').waitFor();
  // The custom range's two day pickers fit the phone too, and read well to a screen reader.
  await page.getByRole('combobox', { name: /^Thời gian/ }).click();
  await page.getByRole('option', { name: 'Tuỳ chọn' }).click();
  await page.getByRole('group', { name: 'Đến ngày' }).waitFor();
  await settled(page);
  found.push(...(await pageOverflow(page, '/transaction-history (custom range)')), ...(await axeFindings(page, '/transaction-history (custom range)')));

  const employees = await callApi(page, 'POST', '/api/submerchant/findSubmerchantList', { queryInput: { q: '0912345678' }, limit: 1 });
  const employee = (employees.body.data as { id: number }[])[0].id;
  // Last month, which the demo's year of sales always fills (this month has none in its first minutes).
  await check('/dashboard', (p) => p.getByRole('region', { name: 'Nhân viên bán nhiều nhất' }).getByRole('listitem'), async (p) => {
    await p.getByRole('combobox', { name: /^Khoảng thời gian/ }).click();
    await p.getByRole('option', { name: 'Tháng trước' }).click();
  });
  await check('/merchants', entries);
  await check('/shops', entries);
  await check('/submerchants', entries);
  await check(`/submerchant/detail/${employee}`, (p) => p.getByRole('region', { name: 'Thiết bị' }).getByRole('listitem'));
  await check('/team-activity', entries);
  await check('/earn-point-history', entries);
  await check('/settlement-point', entries);
  await check('/user-roles', entries);
  await check('/permission/user-roles', entries);
  await check('/exportedReports', (p) => p.getByRole('button', { name: /^Tải xuống / }));
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test('at 360 px the partner’s API keys and webhook endpoints show each whole, and "Confirm it\'s you" fits', async () => {
  const { page, context, problems, found, check } = await onPhone(PARTNER);
  const created = await callApi(page, 'POST', '/api/api-key/createApiKey', { name: 'Đồng bộ kế toán trên điện thoại', scopes: ['transactions:read'], password: PARTNER.password });
  expect(created.status).toBe(200);
  await check('/api-keys', entries);
  // An endpoint on this machine (the test server allows it; nothing is sent to it).
  const endpoint = await callApi(page, 'POST', '/api/webhook/createWebhookEndpoint', {
    url: 'http://127.0.0.1:9/hooks/phone', description: 'Điện thoại', eventTypes: ['transaction.created'], password: PARTNER.password,
  });
  expect(endpoint.status).toBe(200);
  await check('/webhooks', entries);

  // The step-up dialog of a new key, in Vietnamese at this width: nothing sideways, nothing cut off, axe clean.
  await page.goto('/#/api-key/create');
  await page.getByRole('textbox', { name: 'Tên' }).fill('Khoá thử trên điện thoại');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Lưu' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Tạo khoá: xác nhận đó là bạn' });
  await stepUp.getByLabel(/^Mật khẩu của bạn/).waitFor();
  found.push(...(await pageOverflow(page, 'step-up dialog')), ...(await cutOffOnPhone(page, 'step-up dialog')));
  found.push(...(await axeFindings(page, '"Confirm it\'s you" (vi, 360 px)')));
  await stepUp.getByRole('button', { name: 'Huỷ' }).click();
  await stepUp.waitFor({ state: 'detached' });
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
