import type { Page } from 'playwright-core';
import { STAFF } from './support/accounts';
import { callApi } from './support/api';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signIn } from './support/signIn';

// The voucher lifecycle in a real browser against the real server: review (sync), approve, block, and the history.

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

test('staff sync a submitted voucher, approve it, block it, and see each step in its history; a blank rejection reason is refused', async () => {
  const { page, context } = await openPage(own.browser());
  await signIn(page, STAFF);
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

  const blocked = await callApi(page, 'POST', '/api/vouchers/block-voucher', { id: voucher.id, blockMessage: 'Đối tác tạm dừng' });
  expect(blocked.body).toMatchObject({ err: 200, data: { state: 'blocked' } });
  await page.reload();
  await page.getByText('Active → Blocked').waitFor();
  expect(await historyChanges(page)).toEqual(['Active → Blocked', 'Synced → Approved', 'Submitted → Synced', 'Created → Submitted']);

  await page.goto(`/#/voucherReview?voucher=${other.id}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please enter the rejection reason' }).waitFor();
  await context.close();
});
