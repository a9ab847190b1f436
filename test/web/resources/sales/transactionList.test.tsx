import { screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { presetRange } from '../../../../src/core/dateRanges';
import { ok } from '../../support/api';
import { onPhone } from '../../support/onPhone';
import { pasteInto, pickerGroup } from '../../support/pickers';
import { renderSales } from './renderSales';
import { job, queryInputOf, ROWS, salesApi } from './salesFixtures';

/** /transaction-history: rows of findTransactions, filters → queryInput, sort, paging, count, Export. */

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

const lastList = (api: ReturnType<typeof salesApi>) => api.sent('POST', '/api/report/findTransactions').at(-1);

beforeEach(() => localStorage.clear());

test('rows in English: dd/MM/yyyy HH:mm in Ho Chi Minh City, ₫ amounts, status, type, service and shop by name', async () => {
  const api = salesApi();
  renderSales('/transaction-history');
  await screen.findByText('TX-0041');
  expect(screen.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument();
  const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(['Reference', 'Date and time', 'Amount', 'Fee', 'Status', 'Type', 'Service', 'Shop']);
  expect(rowTexts()).toEqual([
    ['TX-0041', '03/11/2026 09:15', '₫1,234,567', '₫12,346', 'Successful', 'Payment', 'QR payment', 'Quận 1'],
    // A refund is money out: negative, as the export writes it.
    ['TX-0042', '02/11/2026 23:59', '-₫50,000', '₫0', 'Failed', 'Refund', 'Card payment', 'No shop'],
  ]);
  expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
  expect(lastList(api)?.body).toEqual({ select: '', sort: [{ createdAt: 'desc' }], queryInput: '{}', limit: 20, skip: 0 });
});

test('rows in Vietnamese: 1.234.567 ₫ and the Vietnamese names', async () => {
  salesApi();
  renderSales('/transaction-history', { locale: 'vi' });
  await screen.findByText('TX-0041');
  expect(rowTexts()[0]).toEqual(['TX-0041', '03/11/2026 09:15', '1.234.567 ₫', '12.346 ₫', 'Thành công', 'Thanh toán', 'Thanh toán QR', 'Quận 1']);
  expect(screen.getByRole('columnheader', { name: 'Số tiền' })).toBeInTheDocument();
});

const MANY = Array.from({ length: 20 }, (_, index) => ({ ...ROWS[0], id: 100 + index, reference: `TX-${100 + index}` }));

test('a count the server stopped at its bound reads "1,000+", not a total it does not know', async () => {
  salesApi({ 'POST /api/report/findTransactions': ok(MANY, { count: 1_000, countIsLowerBound: true }) });
  renderSales('/transaction-history');
  expect(await screen.findByText('1–20 of 1,000+')).toBeInTheDocument();
});

test('an estimated count reads "about", in both languages', async () => {
  salesApi({ 'POST /api/report/findTransactions': ok(MANY, { count: 23_346, countIsEstimate: true }) });
  renderSales('/transaction-history');
  expect(await screen.findByText('1–20 of about 23,346')).toBeInTheDocument();
});

test('an estimated count in Vietnamese', async () => {
  salesApi({ 'POST /api/report/findTransactions': ok(MANY, { count: 23_346, countIsEstimate: true }) });
  renderSales('/transaction-history', { locale: 'vi' });
  expect(await screen.findByText('1–20 trên khoảng 23.346')).toBeInTheDocument();
});

test('each filter becomes its part of queryInput: period preset, status, service, shop, reference and amounts', async () => {
  const api = salesApi();
  const { user } = renderSales('/transaction-history');
  await screen.findByText('TX-0041');

  await user.click(screen.getByRole('combobox', { name: 'Period' }));
  await user.click(await screen.findByRole('option', { name: 'This Month' }));
  const month = presetRange('thisMonth');
  await waitFor(() => expect(queryInputOf(lastList(api))).toEqual({ createdAt: { gte: month.from, lte: month.to } }));

  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Successful' }));
  await waitFor(() => expect(queryInputOf(lastList(api))).toMatchObject({ status: 'success' }));

  // The service choices are findServiceList's codes by name; a code the catalogue does not know shows as itself.
  await user.click(screen.getByRole('combobox', { name: 'Service' }));
  expect(await screen.findByRole('option', { name: 'NEWSVC' })).toBeInTheDocument();
  await user.click(screen.getByRole('option', { name: 'Card payment' }));
  await waitFor(() => expect(queryInputOf(lastList(api))).toMatchObject({ serviceCode: 'CARD' }));

  await user.click(screen.getByRole('combobox', { name: 'Shop' }));
  await user.click(await screen.findByRole('option', { name: 'Quận 1' }));
  await waitFor(() => expect(queryInputOf(lastList(api))).toMatchObject({ shopId: 3 }));

  await user.type(screen.getByRole('textbox', { name: 'Search reference' }), 'TX-00');
  // A misread amount is refused by name and not applied (issue 30: a number input read '1000.5' as 10005).
  const from = screen.getByRole('textbox', { name: 'Amount from (₫)' });
  await user.type(from, '1000.5');
  await user.tab();
  expect(await screen.findByText('Amount from (₫): whole đồng only, without decimals')).toBeInTheDocument();
  expect(queryInputOf(lastList(api))).not.toHaveProperty('amount');
  await user.clear(from);
  await user.type(from, '1000');
  await user.type(screen.getByRole('textbox', { name: 'Amount to (₫)' }), '2,000,000');
  await waitFor(() =>
    expect(queryInputOf(lastList(api))).toEqual({
      createdAt: { gte: month.from, lte: month.to },
      status: 'success',
      serviceCode: 'CARD',
      shopId: 3,
      reference: { contains: 'TX-00' },
      amount: { gte: 1000, lte: 2_000_000 },
    }),
  );
});

test('an amount range that ends below its start, or a negative amount, is refused by name and not applied', async () => {
  const api = salesApi();
  const { user } = renderSales('/transaction-history');
  await screen.findByText('TX-0041');
  const from = screen.getByRole('textbox', { name: 'Amount from (₫)' });
  const to = screen.getByRole('textbox', { name: 'Amount to (₫)' });
  await user.type(from, '-5');
  await user.tab();
  expect(await screen.findByText('Amount from (₫): enter the amount without a sign')).toBeInTheDocument();
  await user.clear(from);
  await user.type(from, '500,000');
  await waitFor(() => expect(queryInputOf(lastList(api))).toEqual({ amount: { gte: 500_000 } }));
  await user.type(to, '100,000');
  await user.tab();
  expect(await screen.findByText('Amount to (₫): must not be below Amount from')).toBeInTheDocument();
  expect(queryInputOf(lastList(api))).toEqual({ amount: { gte: 500_000 } });
  await user.clear(to);
  await user.type(to, '900,000');
  await waitFor(() => expect(queryInputOf(lastList(api))).toEqual({ amount: { gte: 500_000, lte: 900_000 } }));
});

test('a custom range shows its two dates, each a local day', async () => {
  const api = salesApi();
  const { user } = renderSales('/transaction-history');
  await screen.findByText('TX-0041');
  expect(screen.queryByRole('group', { name: 'From date' })).toBeNull();
  await user.click(screen.getByRole('combobox', { name: 'Period' }));
  await user.click(await screen.findByRole('option', { name: 'Custom range' }));
  // Shown DD/MM/YYYY whatever the browser's own date format (spec §9).
  pasteInto(await screen.findByRole('group', { name: 'From date' }), '01/11/2026');
  pasteInto(pickerGroup('To date'), '15/11/2026');
  await waitFor(() =>
    expect(queryInputOf(lastList(api))).toEqual({ createdAt: { gte: '2026-10-31T17:00:00.000Z', lte: '2026-11-15T16:59:59.999Z' } }),
  );
});

test('a custom range that ends before it starts is refused under its end and not applied', async () => {
  const api = salesApi();
  const { user } = renderSales('/transaction-history');
  await screen.findByText('TX-0041');
  await user.click(screen.getByRole('combobox', { name: 'Period' }));
  await user.click(await screen.findByRole('option', { name: 'Custom range' }));
  pasteInto(await screen.findByRole('group', { name: 'From date' }), '15/11/2026');
  await waitFor(() => expect(queryInputOf(lastList(api))).toEqual({ createdAt: { gte: '2026-11-14T17:00:00.000Z' } }));
  pasteInto(pickerGroup('To date'), '01/11/2026');
  expect(await screen.findByText('The start date is after the end date')).toBeInTheDocument();
  expect(queryInputOf(lastList(api))).toEqual({ createdAt: { gte: '2026-11-14T17:00:00.000Z' } });
});

test('sorting by amount and paging are the body’s sort, limit and skip', async () => {
  const many = Array.from({ length: 20 }, (_, index) => ({ ...ROWS[0], id: 100 + index, reference: `TX-${100 + index}` }));
  const api = salesApi({ 'POST /api/report/findTransactions': ok(many, { count: 45 }) });
  const { user } = renderSales('/transaction-history');
  await screen.findByText('TX-100');
  await user.click(within(screen.getByRole('table')).getByText('Amount'));
  await waitFor(() => expect(lastList(api)?.body).toMatchObject({ sort: [{ amount: 'asc' }], skip: 0 }));
  await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
  await waitFor(() => expect(lastList(api)?.body).toMatchObject({ sort: [{ amount: 'asc' }], limit: 20, skip: 40 }));
});

test('a row opens its detail, by the link of its reference as by a click on the row', async () => {
  salesApi();
  const { user, address } = renderSales('/transaction-history');
  await user.click(await screen.findByRole('link', { name: 'TX-0041' }));
  await waitFor(() => expect(address()).toBe('/transaction-detail/41'));
  expect(await screen.findByText('Trần Thị Bình')).toBeInTheDocument();
});

test('on a phone each sale is one entry (reference, amount, time, status, kind, shop) that opens its detail', async () => {
  const restore = onPhone();
  try {
    salesApi();
    const { user, address } = renderSales('/transaction-history', { locale: 'vi' });
    const entry = (await screen.findByText('TX-0041')).closest('a') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    for (const fact of ['1.234.567 ₫', '03/11/2026 09:15', 'Thành công', 'Thanh toán · Thanh toán QR', 'Cửa hàng: Quận 1']) {
      expect(within(entry).getByText(fact)).toBeInTheDocument();
    }
    expect(within(screen.getByText('TX-0042').closest('a') as HTMLElement).getByText('-50.000 ₫')).toBeInTheDocument();
    await user.click(entry);
    await waitFor(() => expect(address()).toBe('/transaction-detail/41'));
  } finally {
    restore();
  }
});

test("Export posts the list's filters, sort, format and language, then says where the file will be", async () => {
  const api = salesApi();
  const { user, address } = renderSales('/transaction-history?filter=%7B%22status%22%3A%22success%22%7D', { locale: 'vi' });
  await screen.findByText('TX-0041');
  await user.click(screen.getByRole('button', { name: 'Xuất tệp' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Bảng tính Excel (XLSX)' }));
  const notice = (await screen.findByText(/Đã bắt đầu xuất tệp/)).closest<HTMLElement>('[role="status"]');
  if (!notice) throw new Error('the notice is no status');
  expect(api.sent('POST', '/api/report/exportTransactions').map((request) => request.body)).toEqual([
    { queryInput: { status: 'success' }, sort: [{ createdAt: 'desc' }], format: 'xlsx', locale: 'vi' },
  ]);
  await user.click(within(notice).getByRole('link', { name: 'Danh sách tệp báo cáo đã xuất' }));
  await waitFor(() => expect(address()).toBe('/exportedReports'));
  expect(await screen.findByText(job().fileName)).toBeInTheDocument();
});

test('a refused export (too many at once) says why and claims nothing started', async () => {
  const api = salesApi({ 'POST /api/report/exportTransactions': { status: 429, body: { err: 429, message: 'tooManyExports', data: null } } });
  const { user } = renderSales('/transaction-history');
  await screen.findByText('TX-0041');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'CSV file' }));
  expect(await screen.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  expect(api.sent('POST', '/api/report/exportTransactions')).toHaveLength(1);
  expect(screen.queryByText(/The export has started/)).toBeNull();
});

test('no Export button for a user without exporttransactions', async () => {
  salesApi();
  const authProvider: AuthProvider = {
    login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
    getPermissions: async () => [],
    canAccess: async ({ action }) => action !== 'export',
  };
  renderSales('/transaction-history', { authProvider });
  await screen.findByText('TX-0041');
  expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
});
