import type { Page } from 'playwright-core';
import { STAFF } from './support/accounts';
import { callApi } from './support/api';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signInByApi } from './support/signInByApi';

// The voucher preview (spec §2, page 54, view voucherPreview) in a real browser over the seed: opened from the
// voucher's edit screen, the phone mock-up of what GET /api/vouchers/read answers, and blocking from beside it.

const own = useOwnServer();

interface VoucherRow {
  id: number;
  code: string;
  name: string;
  status: string;
  endDate: string;
}

const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

const dialog = (page: Page) => page.getByRole('dialog');

test('staff open the preview from the voucher, see the mock-up, are asked for a block reason, then block with one', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  const rows = (await callApi(page, 'GET', '/api/records/partner-vouchers?limit=100')).body.data as VoucherRow[];
  const voucher = rows.find((one) => one.status === 'active');
  if (!voucher) throw new Error('the seed has no active voucher');
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/vouchers/read')) reads.push(request.url());
  });

  await page.goto(`/#/partner-vouchers/${voucher.id}`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const phone = page.getByRole('figure');
  await phone.waitFor();
  expect(new URL(page.url()).hash).toBe(`#/form?page=54&mode=edited&id=${voucher.id}`);
  expect(reads).toHaveLength(1);
  // The seed's vouchers have no images: the placeholder says so; the partner's name in brackets before the name.
  await phone.getByText('No image yet').waitFor();
  await phone.getByRole('heading', { name: new RegExp(`^\\[.+\\] ${voucher.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();
  await phone.getByText(`Valid until ${ddmmyyyy(voucher.endDate)}`).waitFor();
  for (const title of ['Partner information', 'Validity period', 'Where it applies']) await phone.getByRole('heading', { name: title }).waitFor();
  expect(await phone.getByRole('listitem').count()).toBeGreaterThan(0);

  // A blank reason: the spec's message, and nothing is sent.
  await page.getByRole('button', { name: 'Block' }).click();
  await dialog(page).getByText('Please enter the reason for blocking').waitFor();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  expect((await callApi(page, 'GET', `/api/records/partner-vouchers/${voucher.id}`)).body.data).toMatchObject({ status: 'active' });

  // With a reason: confirmed, blocked, the answer's message in an alert, and the preview reads the voucher again.
  await page.getByLabel('Reason for blocking').fill('Hình ảnh không đúng quy định');
  await page.getByRole('button', { name: 'Block' }).click();
  await dialog(page).getByText(`Block voucher ${voucher.name}? Reason: Hình ảnh không đúng quy định`).waitFor();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await dialog(page).getByText('The voucher has been blocked.').waitFor();
  const reread = page.waitForResponse((response) => response.url().includes('/api/vouchers/read'));
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  expect((await reread).status()).toBe(200);
  expect(reads).toHaveLength(2);
  await phone.waitFor();
  // Blocked: neither Sync nor Block is offered any more.
  await page.getByRole('button', { name: 'Block' }).waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: 'Sync' }).count()).toBe(0);
  expect((await callApi(page, 'GET', `/api/records/partner-vouchers/${voucher.id}`)).body.data)
    .toMatchObject({ status: 'blocked', blockMessage: 'Hình ảnh không đúng quy định' });
  expect(problems).toEqual([]);
  await context.close();
});

test('a voucher that does not exist is said once, by the screen: the preview, the review and the approval screens', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  // The preview: the screen's dialog, over its message kept in place; no 'Data Not Found' notice beside them.
  const read = page.waitForResponse((response) => response.url().includes('/api/vouchers/read'));
  await page.goto('/#/form?page=54&mode=edited&id=999999');
  expect((await read).status()).toBe(404);
  await dialog(page).getByText('Data Not Found').waitFor();
  // The notice would have shown before the dialog (it is raised when the answer arrives): only the two of the screen.
  expect(await page.getByText('Data Not Found').count()).toBe(2);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await page.getByRole('alert').filter({ hasText: 'Data Not Found' }).waitFor();
  expect(await page.getByText('Data Not Found').count()).toBe(1);
  // Review and approval: their own words in place, and nothing else.
  for (const path of ['/voucherReview', '/voucherApprove']) {
    await page.goto(`/#${path}?voucher=999999`);
    await page.getByRole('alert').filter({ hasText: 'This voucher does not exist.' }).waitFor();
    expect(await page.getByText('This voucher does not exist.').count()).toBe(1);
    expect(await page.getByText('Data Not Found').count()).toBe(0);
  }
  // The browser logs each 404 answer; nothing else went wrong.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  await context.close();
});
