import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { STAFF } from './support/accounts';
import { callApi } from './support/api';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signInByApi } from './support/signInByApi';

// The voucher lifecycle in a real browser against the real server: review (sync), approve, import the customers'
// numbers, preview and block with a reason, and the history of each step.

const own = useOwnServer();

interface VoucherRow {
  id: number;
  code: string;
  status: string;
}

const vouchers = async (page: Page): Promise<VoucherRow[]> =>
  (await callApi(page, 'GET', '/api/records/partner-vouchers?limit=100&select=code,status')).body.data as VoucherRow[];

const historyChanges = async (page: Page) =>
  page.locator('section[aria-labelledby="voucher-history-title"] tbody tr td:nth-child(3)').allTextContents();

test('staff sync a submitted voucher, approve it, import its phone numbers, block it from the preview, and see each step in its history; a blank rejection reason is refused', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  const [voucher, other] = (await vouchers(page)).filter((one) => one.status === 'submitted');

  await page.goto(`/#/voucherReview?voucher=${voucher.id}`);
  await page.getByRole('button', { name: 'Sync' }).click();
  await page.getByRole('alert').filter({ hasText: 'The voucher has been synced.' }).waitFor();
  await page.getByText('Submitted → Synced').waitFor();

  await page.goto(`/#/voucherApprove?voucher=${voucher.id}`);
  await page.getByRole('heading', { name: 'Not approved' }).waitFor();
  await page.getByRole('button', { name: 'Approve the voucher' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Approved', exact: true }).waitFor();
  const phones = await page.getByRole('link', { name: 'Enter phone numbers' }).getAttribute('href');
  expect(phones).toBe(`#/form?page=45&mode=import&embed=${encodeURIComponent(JSON.stringify({ voucher: voucher.code }))}`);

  // Its customers' numbers, from the approval screen's link: a CSV with a bad line and a number written twice.
  const file = join(mkdtempSync(join(tmpdir(), 'phones-')), 'khach-hang.csv');
  writeFileSync(file, 'Họ tên,Số điện thoại\nAn,0901234567\nBình,+84 90 123 4567\nCường,abc\nDung,091.234.5678\n');
  await page.getByRole('link', { name: 'Enter phone numbers' }).click();
  await page.getByLabel('Import a CSV or XLSX file').setInputFiles(file);
  await page.getByText('Added 2, already there 1, refused 1.').waitFor();
  await page.getByText('Line 4: Not a phone number').waitFor();

  // The preview (page 54): the mock-up, then blocked with a reason typed beside it.
  await page.goto(`/#/form?page=54&mode=edited&id=${voucher.id}`);
  await page.getByRole('figure').waitFor();
  await page.getByLabel('Reason for blocking').fill('Đối tác tạm dừng');
  await page.getByRole('button', { name: 'Block' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog').getByText('The voucher has been blocked.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // Each transition, newest first, on the review screen's history.
  await page.goto(`/#/voucherReview?voucher=${voucher.id}`);
  await page.getByText('Active → Blocked').waitFor();
  expect(await historyChanges(page)).toEqual(['Active → Blocked', 'Synced → Approved', 'Submitted → Synced', 'Created → Submitted']);

  await page.goto(`/#/voucherReview?voucher=${other.id}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please enter the rejection reason' }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
