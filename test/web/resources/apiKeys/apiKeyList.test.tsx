import { screen, waitFor, within } from '@testing-library/react';
import { apiKeysApi, KEYS } from './apiKeysFixtures';
import { renderApiKeys } from './renderApiKeys';

/** /api-keys: name, key prefix, scopes by name, created, last use with its address, expiry and state; a row opens the detail. */

beforeEach(() => localStorage.clear());

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
  .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

test('lists the keys newest first, never asking for a secret', async () => {
  const api = apiKeysApi();
  renderApiKeys('/api-keys');
  await screen.findByText('Đồng bộ kế toán MISA');
  await screen.findAllByText('Read transactions');
  expect(rows()).toEqual([
    ['Đồng bộ kế toán MISA', 'mpk_live_3fK9…', 'Read transactionsRead shops', '03/11/2026 09:15', '20/11/2026 08:00 from 203.113.152.14', '20/11/2027', 'Active'],
    ['Ứng dụng điểm thưởng', 'mpk_live_Zq81…', 'Read customer points', '01/11/2026 09:15', 'Never', 'No expiry', 'Revoked'],
  ]);
  expect(api.sent('POST', '/api/api-key/findApiKeys')[0].body).toMatchObject({ sort: [{ createdAt: 'desc' }], limit: 20, skip: 0 });
  expect(screen.getByRole('link', { name: 'New API key' })).toHaveAttribute('href', '/api-key/create');
});

test('a row\'s name opens its detail', async () => {
  const api = apiKeysApi();
  const { user, address } = renderApiKeys('/api-keys');
  await user.click(await screen.findByRole('link', { name: 'Đồng bộ kế toán MISA' }));
  await waitFor(() => expect(address()).toBe(`/api-key/detail/${KEYS[0].id}`));
  expect(api.sent('POST', '/api/api-key/detailApiKey')[0].body).toEqual({ id: KEYS[0].id });
});

test('in Vietnamese', async () => {
  apiKeysApi();
  renderApiKeys('/api-keys', { locale: 'vi' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Khoá API' })).toBeInTheDocument();
  expect(await screen.findByText('Đã thu hồi')).toBeInTheDocument();
  expect(await screen.findAllByText('Xem giao dịch')).not.toHaveLength(0);
  expect(screen.getByText('Chưa dùng')).toBeInTheDocument();
});

test('the search and status filters ask the server', async () => {
  const api = apiKeysApi();
  // The list contract's queryInput travels as JSON text.
  const lastFilters = () => JSON.parse((api.sent('POST', '/api/api-key/findApiKeys').at(-1)?.body as { queryInput: string }).queryInput) as unknown;
  const { user } = renderApiKeys('/api-keys');
  await user.type(await screen.findByRole('textbox', { name: 'Search name or key' }), 'MISA');
  await waitFor(() => expect(lastFilters()).toEqual({ q: 'MISA' }));
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Revoked' }));
  await waitFor(() => expect(lastFilters()).toEqual({ q: 'MISA', status: 'revoked' }));
});
