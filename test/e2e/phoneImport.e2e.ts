import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAFF } from './support/accounts';
import { callApi } from './support/api';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signInByApi } from './support/signInByApi';

// Issue 14's phone import from a voucher's own screen (page 60 'Nhập số điện thoại' → page 45 in the form modal):
// a CSV with a bad line and a duplicate, its result, and the same file again adding nothing.

const own = useOwnServer();

test("staff import a voucher's customer numbers from a CSV file; the same file again adds nothing", async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  const [voucher] = (await callApi(page, 'GET', '/api/records/partner-vouchers?limit=1')).body.data as { id: number; code: string; name: string }[];
  const file = join(mkdtempSync(join(tmpdir(), 'phones-')), 'khach-hang.csv');
  writeFileSync(file, 'Họ tên,Số điện thoại\nAn,0901234567\nBình,+84 90 123 4567\nCường,abc\nDung,091.234.5678\n');

  await page.goto(`/#/form?page=60&mode=edited&id=${voucher.id}`);
  await page.getByRole('button', { name: 'Enter phone numbers' }).click();
  const modal = page.getByRole('dialog').filter({ hasText: 'Import many numbers' });
  // The voucher of the link is fixed, shown by code and name.
  const voucherField = modal.locator(`input[readonly][value="${voucher.code} — ${voucher.name}"]`);
  await voucherField.waitFor();
  expect(await voucherField.getAttribute('aria-readonly')).toBe('true');

  await modal.getByLabel('Import a CSV or XLSX file').setInputFiles(file);
  await modal.getByText('Added 2, already there 1, refused 1.').waitFor();
  await modal.getByText('Line 4: Not a phone number').waitFor();
  await modal.getByText('4 / 4').waitFor();

  await modal.getByLabel('Import a CSV or XLSX file').setInputFiles(file);
  await modal.getByText('Added 0, already there 3, refused 1.').waitFor();

  const query = new URLSearchParams({ select: 'phone,voucher', queryInput: JSON.stringify({ voucher: voucher.code }), limit: '10' });
  const stored = await callApi(page, 'GET', `/api/records/voucher-phones?${query}`);
  expect((stored.body.data as { phone: string }[]).map((row) => row.phone).sort()).toEqual(['0901234567', '0912345678']);
  expect(problems).toEqual([]);
  await context.close();
});
