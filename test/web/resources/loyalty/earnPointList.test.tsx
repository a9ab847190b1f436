import { screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { presetRange } from '../../../../src/core/dateRanges';
import { ok } from '../../support/api';
import { job, queryInputOf } from '../sales/salesFixtures';
import { EVENTS, loyaltyApi } from './loyaltyFixtures';
import { renderLoyalty } from './renderLoyalty';

/** /earn-point-history: rows of earnPointHistory, the rules, filters → queryInput, sort, Export. */

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

const lastList = (api: ReturnType<typeof loyaltyApi>) => api.sent('POST', '/api/loyalty/earnPointHistory').at(-1);

beforeEach(() => localStorage.clear());

test('rows in English: date and time, masked phone, shop, transaction, kind by name and signed points', async () => {
  const api = loyaltyApi();
  renderLoyalty('/earn-point-history');
  await screen.findByText('TX-0041');
  expect(screen.getByRole('heading', { level: 1, name: 'Earning Points History' })).toBeInTheDocument();
  const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(['Date and time', 'Customer', 'Shop', 'Transaction', 'Kind', 'Points']);
  expect(rowTexts()).toEqual([
    ['03/11/2026 09:15', '090****567', 'Quận 1', 'TX-0041', 'Earned', '+1,250'],
    ['02/11/2026 23:59', '038****321', 'No shop', '—', 'Redeemed', '−20'],
  ]);
  expect(lastList(api)?.body).toEqual({ select: '', sort: [{ createdAt: 'desc' }], queryInput: '{}', limit: 20, skip: 0 });
});

test('the loyalty rules of the server are shown: rate, point value, expiry and redeem-expiry cycles', async () => {
  loyaltyApi();
  renderLoyalty('/earn-point-history');
  const panel = await screen.findByRole('region', { name: 'Loyalty rules' });
  expect(within(panel).getByText('10% of each sale')).toBeInTheDocument();
  expect(within(panel).getByText('₫1,000')).toBeInTheDocument();
  expect(within(panel).getByText('365 days')).toBeInTheDocument();
  expect(within(panel).getByText('90 days')).toBeInTheDocument();
});

test('in Vietnamese: the kinds, 1.250 points and the rules in Vietnamese', async () => {
  loyaltyApi();
  renderLoyalty('/earn-point-history', { locale: 'vi' });
  await screen.findByText('TX-0041');
  expect(rowTexts()[0]).toEqual(['03/11/2026 09:15', '090****567', 'Quận 1', 'TX-0041', 'Tích điểm', '+1.250']);
  expect(rowTexts()[1][4]).toBe('Đổi điểm');
  const panel = await screen.findByRole('region', { name: 'Quy định tích điểm' });
  expect(within(panel).getByText('1.000 ₫')).toBeInTheDocument();
  expect(within(panel).getByText('90 ngày')).toBeInTheDocument();
});

test('each filter becomes its part of queryInput: period, shop, kind, and a phone typed any Vietnamese way', async () => {
  const api = loyaltyApi();
  const { user } = renderLoyalty('/earn-point-history');
  await screen.findByText('TX-0041');
  await user.click(screen.getByRole('combobox', { name: 'Period' }));
  await user.click(await screen.findByRole('option', { name: 'Last Month' }));
  const month = presetRange('lastMonth');
  await waitFor(() => expect(queryInputOf(lastList(api))).toEqual({ createdAt: { gte: month.from, lte: month.to } }));
  await user.click(screen.getByRole('combobox', { name: 'Shop' }));
  await user.click(await screen.findByRole('option', { name: 'Quận 1' }));
  await waitFor(() => expect(queryInputOf(lastList(api))).toMatchObject({ shopId: 3 }));
  await user.click(screen.getByRole('combobox', { name: 'Kind' }));
  await user.click(await screen.findByRole('option', { name: 'Redeemed' }));
  await waitFor(() => expect(queryInputOf(lastList(api))).toMatchObject({ kind: 'redeem' }));
  await user.type(screen.getByRole('textbox', { name: 'Customer phone' }), '+84 90 123 4567');
  await waitFor(() => expect(queryInputOf(lastList(api))).toEqual({ createdAt: { gte: month.from, lte: month.to }, shopId: 3, kind: 'redeem', phone: '0901234567' }));
});

test('a phone that is not a Vietnamese mobile number says so and filters nothing', async () => {
  const api = loyaltyApi();
  const { user } = renderLoyalty('/earn-point-history');
  await screen.findByText('TX-0041');
  const sentBefore = api.sent('POST', '/api/loyalty/earnPointHistory').length;
  await user.type(screen.getByRole('textbox', { name: 'Customer phone' }), '12345');
  expect(await screen.findByText('Enter a Vietnamese mobile number, such as 0901 234 567.')).toBeInTheDocument();
  for (const request of api.sent('POST', '/api/loyalty/earnPointHistory').slice(sentBefore)) expect(queryInputOf(request)).not.toHaveProperty('phone');
});

test('sorting by points is the body\'s sort', async () => {
  const api = loyaltyApi({ 'POST /api/loyalty/earnPointHistory': ok(EVENTS, { count: 2 }) });
  const { user } = renderLoyalty('/earn-point-history');
  await screen.findByText('TX-0041');
  await user.click(within(screen.getByRole('table')).getByText('Points'));
  await waitFor(() => expect(lastList(api)?.body).toMatchObject({ sort: [{ points: 'asc' }], skip: 0 }));
});

test('Export posts the list\'s filters, format and language, then says where the file will be', async () => {
  const api = loyaltyApi();
  const { user, address } = renderLoyalty('/earn-point-history?filter=%7B%22kind%22%3A%22earn%22%7D', { locale: 'vi' });
  await screen.findByText('TX-0041');
  await user.click(screen.getByRole('button', { name: 'Xuất tệp' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Tệp CSV' }));
  const notice = (await screen.findByText(/Đã bắt đầu xuất tệp/)).closest<HTMLElement>('[role="status"]');
  if (!notice) throw new Error('the notice is no status');
  expect(api.sent('POST', '/api/loyalty/exportEarnPointHistory').map((request) => request.body)).toEqual([
    { queryInput: { kind: 'earn' }, format: 'csv', locale: 'vi' },
  ]);
  await user.click(within(notice).getByRole('link', { name: 'Danh sách tệp báo cáo đã xuất' }));
  await waitFor(() => expect(address()).toBe('/exportedReports'));
  expect(await screen.findByText(job().fileName)).toBeInTheDocument();
  expect(screen.getByText('Lịch sử tích điểm')).toBeInTheDocument();
});

test('no Export button for a user who may not export', async () => {
  loyaltyApi();
  const authProvider: AuthProvider = {
    login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
    getPermissions: async () => [],
    canAccess: async ({ action }) => action !== 'export',
  };
  renderLoyalty('/earn-point-history', { authProvider });
  await screen.findByText('TX-0041');
  expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
});
