import type { Page } from 'playwright-core';
import { STAFF } from './support/accounts';
import { callApi } from './support/api';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signInByApi } from './support/signInByApi';

// Delete by clicking, through the real list and the real record store (issue 18, defects 3 and 4): a partner
// that vouchers still use is refused with the count; an unused category goes from its row.

const own = useOwnServer();

/** A resource's list narrowed to one name (react-admin reads the filter from the address). */
const listOf = (page: Page, resource: string, name: string) =>
  page.goto(`/#/${resource}?filter=${encodeURIComponent(JSON.stringify({ name }))}`);

const deleteRow = async (page: Page, name: string) => {
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: /^(Delete|Xóa|Xoá) / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Confirm|Xác nhận)$/ }).click();
};

test('a partner still in use is refused with how many refer to it; an unused category is deleted from its row', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);

  const [voucher] = (await callApi(page, 'GET', '/api/records/partner-vouchers?limit=1')).body.data as { partnerId: number }[];
  const partner = (await callApi(page, 'GET', `/api/records/partners/${voucher.partnerId}`)).body.data as { id: number; name: string };
  await listOf(page, 'partners', partner.name);
  await deleteRow(page, partner.name);
  await page.getByText(/Cannot delete: \d+ records? of Partner vouchers still refers? to it/).waitFor();
  expect((await callApi(page, 'GET', `/api/records/partners/${partner.id}`)).status).toBe(200);
  // The list reloads after the refusal: the partner's row comes back in it.
  await page.getByRole('row').filter({ hasText: partner.name }).waitFor();

  const created = await callApi(page, 'POST', '/api/records/voucher-categories', { name: 'Danh mục tạm' });
  const category = created.body.data as { id: number };
  await listOf(page, 'voucher-categories', 'Danh mục tạm');
  await deleteRow(page, 'Danh mục tạm');
  await page.getByRole('row').filter({ hasText: 'Danh mục tạm' }).waitFor({ state: 'detached' });
  const left = await callApi(page, 'GET', `/api/records/voucher-categories?queryInput=${encodeURIComponent(JSON.stringify({ id: category.id }))}`);
  expect(left.body.data).toEqual([]);
  // The refused call (409) is reported by the browser as a failed load and logged by react-admin's data layer
  // (every failed data call is, outside production builds); nothing else may be reported.
  expect(problems.filter((problem) => !/status of 409|HttpError: app\.records\.recordInUse/.test(String(problem)))).toEqual([]);
  await context.close();
});
