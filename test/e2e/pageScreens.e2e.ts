import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { STAFF } from './support/accounts';
import { callApi } from './support/api';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signInByApi } from './support/signInByApi';

// The demo pages of the seed in a real browser: the every-widget voucher page, its api buttons with
// confirm texts, its report, and the old /list?page and /form?page links (spec §2).

const own = useOwnServer();

interface VoucherRow {
  id: number;
  code: string;
  name: string;
  status: string;
  isHot: boolean;
}

/** A 2×2 PNG the browser decodes (the crop editor draws it). */
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const OWN_FILE = /^\/api\/file\/[0-9a-f-]{36}$/;
/** An own file as answers carry it: a short-lived signed link (`<img>` tags send no session). */
const SIGNED_FILE = /^\/api\/file\/[0-9a-f-]{36}\?t=\d+\.[A-Za-z0-9_-]{43}$/;

const vouchers = async (page: Page): Promise<VoucherRow[]> =>
  (await callApi(page, 'GET', '/api/records/partner-vouchers?limit=100')).body.data as VoucherRow[];

const dialog = (page: Page) => page.getByRole('dialog');

test('the voucher page shows all 21 widgets with no warning; sync asks first; block takes its reason in the preview modal', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  // A submitted voucher in its dates: sync is allowed (src/api/voucherLifecycle.ts), and once approved it is active.
  const [voucher] = (await vouchers(page)).filter((one) => one.status === 'submitted');

  await page.goto(`/#/partner-vouchers/${voucher.id}`);
  await page.getByLabel('Voucher code', { exact: false }).first().waitFor();
  expect(await page.getByLabel('Voucher code', { exact: false }).first().inputValue()).toBe(voucher.code);
  for (const section of ['General', 'Value', 'Content', 'Validity', 'Images', 'Where it applies', 'Rules', 'Security']) {
    await page.getByText(section, { exact: true }).first().waitFor();
  }
  await page.getByText(/Invalid type/).waitFor({ state: 'detached' });

  // Sync: the confirm text carries the record's values as text; confirming calls the api and says so.
  const calls: string[] = [];
  page.on('request', (request) => {
    // The actions only: the preview (page 54) reads the voucher through /api/vouchers/read.
    if (request.url().includes('/api/vouchers/') && !request.url().includes('/api/vouchers/read')) calls.push(request.url());
  });
  await page.getByRole('button', { name: 'Sync' }).click();
  await dialog(page).getByText(`Sync voucher ${voucher.name} (${voucher.code}) to the partner?`).waitFor();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  // The api's own message is shown ('Success' only when it sends none).
  await dialog(page).getByText('The voucher has been synced.').waitFor();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  expect(calls).toEqual([expect.stringContaining('/api/vouchers/sync-voucher')]);
  // Approved (by its key) between the two, as the lifecycle asks before a block.
  // The synced voucher offers no Block (the lifecycle refuses it there); approved elsewhere and read again, it does.
  expect(await page.getByRole('button', { name: 'Block' }).count()).toBe(0);
  expect((await callApi(page, 'POST', '/api/vouchers/create_approve', { voucher: voucher.code })).body).toMatchObject({ err: 200, data: { state: 'active' } });
  await page.reload();
  await page.getByLabel('Voucher code', { exact: false }).first().waitFor();
  expect(await page.getByRole('button', { name: 'Sync' }).count()).toBe(0);
  calls.length = 0;

  // Block: the reason is typed in the preview page (54), opened in the form modal; a declined confirm calls nothing.
  await page.getByRole('button', { name: 'Block' }).click();
  const modal = dialog(page).filter({ has: page.getByLabel('Reason for blocking') });
  await modal.getByLabel('Reason for blocking').fill('Đối tác tạm dừng chương trình');
  await modal.getByRole('button', { name: 'Block' }).click();
  const confirm = dialog(page).filter({ hasText: `Block voucher ${voucher.name}? Reason: Đối tác tạm dừng chương trình` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(calls).toEqual([]);
  expect((await vouchers(page)).find((one) => one.id === voucher.id)?.status).toBe('active');

  // Confirmed: blocked, with its reason, which the record store then shows and a save cannot undo.
  await modal.getByRole('button', { name: 'Block' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await dialog(page).getByText('The voucher has been blocked.').waitFor();
  expect(calls).toEqual([expect.stringContaining('/api/vouchers/block-voucher')]);
  const blocked = await callApi(page, 'GET', `/api/records/partner-vouchers/${voucher.id}`);
  expect(blocked.body.data).toEqual(expect.objectContaining({ status: 'blocked', blockMessage: 'Đối tác tạm dừng chương trình' }));
  expect(problems).toEqual([]);
  await context.close();
});

test('a contract and a cropped image upload, show, save with the voucher, and the contract downloads under its name', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  const voucher = (await vouchers(page)).find((one) => one.status === 'active' && !one.isHot);
  if (!voucher) throw new Error('the seed has no active voucher that is not hot');
  await page.goto(`/#/partner-vouchers/${voucher.id}`);
  await page.getByLabel('Voucher code', { exact: false }).first().waitFor();

  // Upload: the file goes to upload-file; the widget shows a link to it, named by the file chosen, which downloads it
  // through the HTTP client with the session.
  await page.getByLabel('Choose a file').setInputFiles({ name: 'hợp đồng 2026.pdf', mimeType: 'application/pdf', buffer: PDF });
  const link = page.getByRole('link', { name: 'hợp đồng 2026.pdf' });
  await link.waitFor();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('hợp đồng 2026.pdf');
  expect(readFileSync(await download.path())).toEqual(PDF);

  // Image: chosen, cropped in the dialog, uploaded; the browser loads it back by its signed link.
  await page.getByLabel('Choose an image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_2X2 });
  await dialog(page).getByRole('button', { name: 'Crop and upload' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  const thumbnail = page.getByRole('img', { name: 'Thumbnail' });
  await thumbnail.waitFor();
  expect(await thumbnail.getAttribute('src')).toMatch(SIGNED_FILE);
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Thumbnail"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/Success|Done successfully/).first().waitFor();
  const saved = (await callApi(page, 'GET', `/api/records/partner-vouchers/${voucher.id}`)).body.data as Record<string, unknown>;
  expect(saved.thumbnail).toMatch(SIGNED_FILE);
  expect(`/api/file/${String(saved.contract)}`).toMatch(OWN_FILE);
  // Shown again from the record's answer after a reload.
  await page.reload();
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Thumbnail"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
  expect(problems).toEqual([]);
  await context.close();
});

test('the voucher list downloads its report as CSV', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  await page.goto('/#/partner-vouchers');
  await page.locator('tbody tr').first().waitFor();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.trim().split('\n').length).toBe((await vouchers(page)).length + 1);
  expect(problems).toEqual([]);
  await context.close();
});

test('old links keep working: /list?page opens rows in /form?page&mode=edit&id, which saves; no id or no page says so', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  await page.goto('/#/list?page=62');
  const row = page.locator('tbody tr', { hasText: 'Giải trí' });
  await row.waitFor();
  await row.click();
  await page.waitForURL(/#\/form\?page=62&mode=edit&id=\d+/);
  const id = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
  const name = page.getByLabel('Category', { exact: false }).first();
  // The form shows once the page's read action has answered.
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="name"]')?.value === 'Giải trí');
  await name.fill('Giải trí & Sự kiện');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/Success|Done successfully/).first().waitFor();
  const saved = await callApi(page, 'GET', `/api/records/voucher-categories/${id}`);
  expect(saved.body.data).toEqual(expect.objectContaining({ name: 'Giải trí & Sự kiện' }));

  await page.goto('/#/form?page=62&mode=edit');
  await page.getByText('There is no record to show: this form needs an id.').first().waitFor();
  await page.goto('/#/form?page=999&mode=edit&id=1');
  await page.getByText('This page does not exist, or you may not open it.').first().waitFor();
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  await context.close();
});

test('the page editor saves a JSON edit as a new version that renames the menu entry, and rolls it back', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  await page.locator('a.RaMenuItemLink-root', { hasText: 'Page Editor' }).click();
  await page.waitForURL(/#\/pageEditor/);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: '62 · Voucher categories' });
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByRole('tab', { name: 'JSON text' }).click();
  const json = page.getByLabel('The definition as JSON');
  await json.waitFor();
  const definition = JSON.parse(await json.inputValue()) as { name: unknown; schema: { widget: string }[] };
  expect(definition.name).toEqual({ vi: 'Danh mục ưu đãi', en: 'Voucher categories' });

  // Text that does not parse says where; a definition that parses but is wrong names the path.
  await json.fill('{ "name": ');
  await page.getByText(/does not parse at line 1, column \d+/).first().waitFor();
  await json.fill(JSON.stringify({ ...definition, schema: [{ ...definition.schema[0], widget: '' }] }, null, 2));
  await page.getByText('schema[0].widget').first().waitFor();

  await json.fill(JSON.stringify({ ...definition, name: { vi: 'Nhóm ưu đãi', en: 'Voucher groups' } }, null, 2));
  await page.getByText('No problems found.').first().waitFor();
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await page.getByText('Saved as version 2.').first().waitFor();
  // The menu follows at once, without a reload.
  await page.locator('a.RaMenuItemLink-root', { hasText: 'Voucher groups' }).waitFor();

  await page.getByRole('button', { name: 'Roll back to version 1' }).click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Version 1 restored as version 3.').first().waitFor();
  await page.locator('a.RaMenuItemLink-root', { hasText: 'Voucher categories' }).waitFor();
  const versions = await callApi(page, 'GET', '/api/admin/pages/62/versions');
  expect((versions.body.data as { version: number; restoredFrom: number | null }[]).map(({ version, restoredFrom }) => [version, restoredFrom])).toEqual([
    [3, 1], [2, null], [1, null],
  ]);
  expect(problems).toEqual([]);
  await context.close();
});
