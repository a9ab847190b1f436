import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../support/api';
import { ENDPOINTS, LIST_ROWS, lastFilters, webhooksApi } from './webhooksFixtures';
import { renderWebhooks } from './renderWebhooks';

/** /webhooks: URL, description, events by name, created, last delivery and status; filtered by status; a row opens the detail. */

beforeEach(() => localStorage.clear());

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
  .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

test('lists the endpoints, never asking for a secret, with "New endpoint"', async () => {
  const api = webhooksApi();
  renderWebhooks('/webhooks');
  await screen.findByText('https://erp.example.vn/hooks/portal');
  expect(rows()).toEqual([
    ['https://erp.example.vn/hooks/portal', 'Đồng bộ ERP', 'Sale recordedTransfer completed', '03/11/2026 09:15', 'Delivered · 29/11/2026 10:15', 'Enabled'],
    ['https://points.example.vn/webhook', '', 'API key revoked', '01/11/2026 09:15', 'None yet', 'Disabled'],
    ['https://old.example.vn/in', 'Hệ thống cũ', 'Settlement changed', '20/10/2026 09:15', 'Failed (no answer) · 29/11/2026 00:05', 'Failing'],
  ]);
  expect(api.sent('POST', '/api/webhook/findWebhookEndpoints')[0].body).toMatchObject({ limit: 20, skip: 0 });
  expect(screen.getByRole('link', { name: 'New endpoint' })).toHaveAttribute('href', '#/webhook/create');
});

test('a row\'s URL opens its detail; the status filter asks the server', async () => {
  const api = webhooksApi();
  const { user, address } = renderWebhooks('/webhooks');
  await user.click(await screen.findByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Failing' }));
  await waitFor(() => expect(lastFilters(api, '/api/webhook/findWebhookEndpoints')).toEqual({ status: 'failing' }));
  await user.click(await screen.findByRole('link', { name: 'https://erp.example.vn/hooks/portal' }));
  await waitFor(() => expect(address()).toBe(`/webhook/detail/${ENDPOINTS[0].id}`));
});

test('in Vietnamese', async () => {
  webhooksApi();
  renderWebhooks('/webhooks', { locale: 'vi' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Webhook' })).toBeInTheDocument();
  expect(await screen.findByText('Đang lỗi')).toBeInTheDocument();
  expect(screen.getByText('Ghi nhận giao dịch bán')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Thêm điểm nhận' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Lần gửi gần nhất' })).toBeInTheDocument();
  expect(rows().map((row) => row[4])).toEqual(['Đã gửi · 29/11/2026 10:15', 'Chưa có', 'Thất bại (không có phản hồi) · 29/11/2026 00:05']);
});

test('a failed last delivery shows the receiver\'s HTTP status', async () => {
  webhooksApi({
    'POST /api/webhook/findWebhookEndpoints': ok([{ ...LIST_ROWS[2], lastDelivery: { attemptedAt: '2026-11-29T03:15:00.000Z', outcome: 'failed', status: 500 } }], { count: 1 }),
  });
  renderWebhooks('/webhooks');
  expect(await screen.findByText('Failed (500) · 29/11/2026 10:15')).toBeInTheDocument();
});
