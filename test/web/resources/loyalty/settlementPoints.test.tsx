import { screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { localCalendarDate, presetRange } from '../../../../src/core/dateRanges';
import { ok } from '../../support/api';
import { queryInputOf } from '../sales/salesFixtures';
import { loyaltyApi } from './loyaltyFixtures';
import { renderLoyalty } from './renderLoyalty';

/** /settlement-point and /createSettlementPoint: the list with statuses and reasons, export, the quote and one request. */

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

const lastMonth = () => {
  const range = presetRange('lastMonth');
  return { periodFrom: localCalendarDate(range.from), periodTo: localCalendarDate(range.to) };
};

beforeEach(() => localStorage.clear());

test('the list: period DD/MM/YYYY, points, rate and amount in VND, status by name, the rejection\'s reason', async () => {
  const api = loyaltyApi();
  renderLoyalty('/settlement-point');
  await screen.findByText('Sai kỳ quyết toán');
  expect(screen.getByRole('heading', { level: 1, name: 'Points Settlement' })).toBeInTheDocument();
  const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(['Requested', 'Period', 'Points', 'Rate', 'Amount', 'Status', 'Reason', 'Decided']);
  expect(rowTexts()).toEqual([
    ['01/11/2026 10:00', '01/10/2026 – 31/10/2026', '1,234', '₫1,000', '₫1,234,000', 'Rejected', 'Sai kỳ quyết toán', '02/11/2026 11:30'],
    ['01/10/2026 10:00', '01/09/2026 – 30/09/2026', '50', '₫1,000', '₫50,000', 'Paid', '', '03/10/2026 10:00'],
  ]);
  expect(api.sent('POST', '/api/loyalty/settlementPointHistory').at(-1)?.body).toEqual({ select: '', sort: [{ createdAt: 'desc' }], queryInput: '{}', limit: 20, skip: 0 });
});

test('in Vietnamese: 1.234.000 ₫ and the statuses\' Vietnamese names; the status filter is queryInput', async () => {
  const api = loyaltyApi();
  const { user } = renderLoyalty('/settlement-point', { locale: 'vi' });
  await screen.findByText('Sai kỳ quyết toán');
  expect(rowTexts()[0]).toEqual(['01/11/2026 10:00', 'Từ 01/10/2026 đến 31/10/2026', '1.234', '1.000 ₫', '1.234.000 ₫', 'Bị từ chối', 'Sai kỳ quyết toán', '02/11/2026 11:30']);
  await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
  await user.click(await screen.findByRole('option', { name: 'Đã thanh toán' }));
  await waitFor(() => expect(queryInputOf(api.sent('POST', '/api/loyalty/settlementPointHistory').at(-1))).toEqual({ status: 'paid' }));
});

test('Export of the settlements posts the list\'s filters', async () => {
  const api = loyaltyApi();
  const { user } = renderLoyalty('/settlement-point?filter=%7B%22status%22%3A%22rejected%22%7D');
  await screen.findByText('Sai kỳ quyết toán');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (XLSX)' }));
  expect(await screen.findByText(/The export has started/)).toBeInTheDocument();
  expect(api.sent('POST', '/api/loyalty/exportSettlementPointHistory').map((request) => request.body)).toEqual([
    { queryInput: { status: 'rejected' }, format: 'xlsx', locale: 'en' },
  ]);
});

test('"Create settlement" opens the form, which quotes last month at once and again for another period', async () => {
  const api = loyaltyApi();
  const { user, address } = renderLoyalty('/settlement-point');
  await user.click(await screen.findByRole('link', { name: 'Create settlement' }));
  await waitFor(() => expect(address()).toBe('/createSettlementPoint'));
  expect(await screen.findByRole('heading', { level: 1, name: 'New Points Settlement' })).toBeInTheDocument();
  expect(await screen.findByText('42 points (3 redemptions)')).toBeInTheDocument();
  expect(screen.getByText('₫1,000 per point')).toBeInTheDocument();
  expect(screen.getByText('₫42,000')).toBeInTheDocument();
  expect(api.sent('POST', '/api/loyalty/settlementQuote').map((request) => request.body)).toEqual([lastMonth()]);
  await user.click(screen.getByRole('combobox', { name: 'Period' }));
  await user.click(await screen.findByRole('option', { name: 'This Month' }));
  const month = presetRange('thisMonth');
  await waitFor(() => expect(api.sent('POST', '/api/loyalty/settlementQuote').at(-1)?.body)
    .toEqual({ periodFrom: localCalendarDate(month.from), periodTo: localCalendarDate(month.to) }));
});

test('requesting sends the period once, says so and returns to the list', async () => {
  const api = loyaltyApi();
  const { user, address } = renderLoyalty('/createSettlementPoint', { locale: 'vi' });
  await screen.findByText('42 điểm (3 lần đổi)');
  const button = screen.getByRole('button', { name: 'Gửi yêu cầu quyết toán' });
  await user.dblClick(button);
  await waitFor(() => expect(address()).toBe('/settlement-point'));
  expect(await screen.findByText('Đã gửi yêu cầu quyết toán.')).toBeInTheDocument();
  expect(api.sent('POST', '/api/loyalty/settlementPoint').map((request) => request.body)).toEqual([lastMonth()]);
});

test('nothing to settle: said, and the button stays off', async () => {
  const api = loyaltyApi({ 'POST /api/loyalty/settlementQuote': ok({ points: 0, events: 0, rate: 1_000, amount: 0 }) });
  renderLoyalty('/createSettlementPoint');
  expect(await screen.findByText('There are no redeemed points left to settle in this period.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request settlement' })).toBeDisabled();
  expect(api.sent('POST', '/api/loyalty/settlementPoint')).toEqual([]);
});

test('a refusal (the points were taken meanwhile) is said in the app\'s language, and the quote is asked again', async () => {
  const api = loyaltyApi({
    'POST /api/loyalty/settlementPoint': { status: 400, body: { err: 400, message: 'app.loyalty.errors.nothingToSettle', data: { field: 'periodFrom' } } },
  });
  const { user, address } = renderLoyalty('/createSettlementPoint', { locale: 'vi' });
  await screen.findByText('42 điểm (3 lần đổi)');
  await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu quyết toán' }));
  expect(await screen.findByText('Không còn điểm đã đổi nào để quyết toán trong khoảng thời gian này.')).toBeInTheDocument();
  await waitFor(() => expect(api.sent('POST', '/api/loyalty/settlementQuote')).toHaveLength(2));
  expect(address()).toBe('/createSettlementPoint');
});

test('a quote the server cannot give is said with a way to ask again, not a spinner that never ends', async () => {
  let failing = true;
  const api = loyaltyApi({
    'POST /api/loyalty/settlementQuote': () => (failing
      ? { status: 503, body: { err: 503, message: 'app.http.serviceUnavailable', data: null } }
      : ok({ points: 42, events: 3, rate: 1_000, amount: 42_000 })),
  });
  const { user } = renderLoyalty('/createSettlementPoint');
  const alert = await screen.findByRole('alert');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('button', { name: 'Request settlement' })).toBeDisabled();
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('42 points (3 redemptions)')).toBeInTheDocument();
  expect(api.sent('POST', '/api/loyalty/settlementQuote')).toHaveLength(2);
});

test('no "Create settlement" for a user who may not request one', async () => {
  loyaltyApi();
  const authProvider: AuthProvider = {
    login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
    getPermissions: async () => [],
    canAccess: async ({ action }) => action !== 'create',
  };
  renderLoyalty('/settlement-point', { authProvider });
  await screen.findByText('Sai kỳ quyết toán');
  expect(screen.queryByRole('link', { name: 'Create settlement' })).toBeNull();
});
