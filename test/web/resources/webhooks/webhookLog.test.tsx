import { screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS, EVENTS, lastFilters, webhooksApi } from './webhooksFixtures';
import { renderWebhooks } from './renderWebhooks';

/**
 * The event log on /webhook/detail/:id: this endpoint's events (type, created, outcome, sequence) filtered by type and
 * outcome, each event's attempts with the answer's first bytes as text, Resend for one event and for a time range.
 */

beforeEach(() => localStorage.clear());

const DETAIL = `/webhook/detail/${ENDPOINTS[0].id}`;
const EVENTS_PATH = '/api/webhook/findWebhookEvents';

const logTable = async () => within(await screen.findByRole('region', { name: 'Event log' })).findByRole('table');
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)
  .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent).filter((text) => text !== ''))
  // A collapsed event's panel row holds no cell.
  .filter((cells) => cells.length > 0);

test('lists this endpoint\'s events, filtered by type and outcome', async () => {
  const api = webhooksApi();
  const { user } = renderWebhooks(DETAIL);
  const table = await logTable();
  await within(table).findByText('Sale recorded');
  expect(rows(table)).toEqual([
    ['Test event webhook.test', '29/11/2026 10:20', 'Delivered', '1043'],
    ['Sale recorded transaction.created', '29/11/2026 09:00', 'Failed', '1042'],
  ]);
  expect(lastFilters(api, EVENTS_PATH)).toEqual({ endpointId: ENDPOINTS[0].id });
  const log = screen.getByRole('region', { name: 'Event log' });
  await user.click(within(log).getByRole('combobox', { name: 'Event' }));
  await user.click(await screen.findByRole('option', { name: 'Sale recorded' }));
  await user.click(within(log).getByRole('combobox', { name: 'Outcome' }));
  await user.click(await screen.findByRole('option', { name: 'Failed' }));
  await waitFor(() => expect(lastFilters(api, EVENTS_PATH)).toEqual({ endpointId: ENDPOINTS[0].id, type: 'transaction.created', outcome: 'failed' }));
});

test('an event opens its attempts, the receiver\'s answer shown as text; Resend sends it again to this endpoint', async () => {
  const api = webhooksApi();
  const { user } = renderWebhooks(DETAIL);
  const table = await logTable();
  await user.click(await within(table).findByText('Sale recorded'));
  const attempts = await screen.findByRole('region', { name: 'Attempts' });
  await within(attempts).findByText('500');
  expect(rows(within(attempts).getByRole('table'))).toEqual([
    ['29/11/2026 09:01', '500', '84 ms', '<h1>Lỗi máy chủ</h1><script>alert(1)</script>'],
    ['29/11/2026 09:00', 'No answer', '10000 ms', 'timeout after 10000 ms'],
  ]);
  expect(attempts.querySelector('h1, script')).toBeNull();
  expect(JSON.parse((api.sent('POST', '/api/webhook/findWebhookAttempts')[0].body as { queryInput: string }).queryInput))
    .toEqual({ eventId: EVENTS[1].id, endpointId: ENDPOINTS[0].id });

  await user.click(within(attempts).getByRole('button', { name: 'Resend this event to this endpoint' }));
  expect(await screen.findByText('1 delivery queued.')).toBeInTheDocument();
  expect(api.sent('POST', '/api/webhook/resendWebhookEvent').map((request) => request.body)).toEqual([{ id: EVENTS[1].id, endpointId: ENDPOINTS[0].id }]);
});

/** The endpoint's detail with "Resend a time range" open: its dialog and its From field. */
const openResendRange = async () => {
  const { user } = renderWebhooks(DETAIL);
  await logTable();
  await user.click(screen.getByRole('button', { name: 'Resend a time range' }));
  const dialog = await screen.findByRole('dialog', { name: 'Resend the events of a time range' });
  return { user, dialog, from: within(dialog).getByLabelText(/^From \(Vietnam time\)/) };
};

test('Resend a time range: the last day in Vietnam time to start with, one type or all', async () => {
  const api = webhooksApi();
  const { user, dialog, from } = await openResendRange();
  const to = within(dialog).getByLabelText(/^To \(Vietnam time\)/);
  expect((from as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await user.click(within(dialog).getByRole('combobox', { name: 'Events' }));
  await user.click(await screen.findByRole('option', { name: 'Transfer completed' }));
  await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText('12 deliveries queued.')).toBeInTheDocument();
  expect(api.sent('POST', '/api/webhook/resendWebhookEvents').map((request) => request.body)).toEqual([{
    endpointId: ENDPOINTS[0].id, from: `${(from as HTMLInputElement).value}:00+07:00`, to: `${(to as HTMLInputElement).value}:00+07:00`,
    type: 'transfer.completed',
  }]);
});

test('Resend a time range: a cleared time or an end before the start is said under it, and nothing is sent', async () => {
  const api = webhooksApi();
  const { user, dialog, from } = await openResendRange();
  await user.clear(from);
  await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
  expect(from).toHaveAccessibleDescription('Enter a date and time.');
  expect(from).toHaveAttribute('aria-invalid', 'true');
  await user.type(from, '2099-01-01T00:00');
  expect(within(dialog).getByLabelText(/^To \(Vietnam time\)/)).toHaveAccessibleDescription('Choose an end after the start.');
  expect(api.sent('POST', '/api/webhook/resendWebhookEvents')).toHaveLength(0);
});

test('in Vietnamese', async () => {
  webhooksApi();
  const { user } = renderWebhooks(DETAIL, { locale: 'vi' });
  const table = await within(await screen.findByRole('region', { name: 'Nhật ký sự kiện' })).findByRole('table');
  expect(await within(table).findByText('Đã gửi')).toBeInTheDocument();
  await user.click(within(table).getByText('Ghi nhận giao dịch bán'));
  const attempts = await screen.findByRole('region', { name: 'Các lần thử' });
  expect(await within(attempts).findByText('Không có phản hồi')).toBeInTheDocument();
  expect(within(attempts).getByRole('button', { name: 'Gửi lại sự kiện này đến điểm nhận này' })).toBeInTheDocument();
});
