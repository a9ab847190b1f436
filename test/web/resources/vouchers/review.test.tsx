import { screen, waitFor, within } from '@testing-library/react';
import { notFound, ok } from '../../support/api';
import { renderVouchers, VOUCHER, vouchersApi } from './renderVouchers';

/** /voucherReview: the detail panel, sync, a reason required before a reject, each answer in an alert, a conflict reloads. */

beforeEach(() => localStorage.clear());

test.each([
  ['en', 'Reject', 'Please enter the rejection reason'],
  ['vi', 'Từ chối', 'Vui lòng nhập lý do từ chối'],
] as const)('in %s, refuses a blank reason with the spec’s message before any call', async (locale, reject, message) => {
  const api = vouchersApi();
  const { user } = renderVouchers('/voucherReview?voucher=12', { locale });
  await user.type(await screen.findByRole('textbox', { name: locale === 'en' ? 'Rejection reason' : 'Lý do từ chối' }), '   ');
  await user.click(screen.getByRole('button', { name: reject }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(api.sent('POST', '/api/vouchers/reject-voucher')).toHaveLength(0);
});

test('shows the voucher read-only, syncs it with the state it showed, says the answer and reloads the state', async () => {
  let state = 'submitted';
  const api = vouchersApi(VOUCHER, {
    'GET /api/vouchers/12': () => ok({ ...VOUCHER, state }),
    'POST /api/vouchers/sync-voucher': () => {
      state = 'synced';
      return ok({ id: 12, syncedAt: '2026-11-21T02:00:00.000Z', state }, { message: 'app.vouchers.synced' });
    },
  });
  const { user } = renderVouchers('/voucherReview?voucher=12');
  const panel = await screen.findByRole('region', { name: 'Voucher details' });
  expect(within(panel).getByText('GIAM 50K&1')).toBeInTheDocument();
  expect(within(panel).getByText('31/12/2026')).toBeInTheDocument();
  expect(within(panel).getByText('Submitted')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sync' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The voucher has been synced.');
  expect(api.sent('POST', '/api/vouchers/sync-voucher')[0].body).toEqual({ id: 12, expectedState: 'submitted' });
  expect(await within(panel).findByText('Synced')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sync' })).toBeDisabled();
});

test('rejects with the typed reason and says the answer', async () => {
  const api = vouchersApi(VOUCHER, {
    'POST /api/vouchers/reject-voucher': ok({ id: 12, state: 'rejected', at: '2026-11-21T02:00:00.000Z' }, { message: 'app.vouchers.rejected' }),
  });
  const { user } = renderVouchers('/voucherReview?voucher=12', { locale: 'vi' });
  await user.type(await screen.findByRole('textbox', { name: 'Lý do từ chối' }), 'Ảnh mờ');
  await user.click(screen.getByRole('button', { name: 'Từ chối' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Đã từ chối ưu đãi.');
  expect(api.sent('POST', '/api/vouchers/reject-voucher')[0].body).toEqual({ id: 12, reason: 'Ảnh mờ', expectedState: 'submitted' });
});

test('a server failure is said in the screen\'s language, never as its raw key', async () => {
  vouchersApi(VOUCHER, {
    'POST /api/vouchers/sync-voucher': () => ({ status: 500, body: { err: 500, message: 'internalServerError' } }),
  });
  const { user } = renderVouchers('/voucherReview?voucher=12', { locale: 'vi' });
  await user.click(await screen.findByRole('button', { name: 'Đồng bộ' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Lỗi máy chủ nội bộ');
});

test('on a conflict, says that someone else changed the state and shows the fresh state', async () => {
  let state = 'submitted';
  vouchersApi(VOUCHER, {
    'GET /api/vouchers/12': () => ok({ ...VOUCHER, state }),
    'POST /api/vouchers/sync-voucher': () => {
      state = 'rejected';
      return { status: 409, body: { err: 409, message: 'app.vouchers.conflict', data: { id: 12, state } } };
    },
  });
  const { user } = renderVouchers('/voucherReview?voucher=12');
  await user.click(await screen.findByRole('button', { name: 'Sync' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Someone else has just changed this voucher's state.");
  const panel = screen.getByRole('region', { name: 'Voucher details' });
  await waitFor(() => expect(within(panel).getByText('Rejected')).toBeInTheDocument());
});

test('shows the state history: when in business time, who, from → to in the screen’s language, the reason', async () => {
  vouchersApi();
  renderVouchers('/voucherReview?voucher=12', { locale: 'vi' });
  const table = await screen.findByRole('table', { name: 'Lịch sử trạng thái' });
  const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['21/11/2026 09:15', 'Nguyễn Văn A (0912345678)', 'Chờ duyệt → Bị từ chối', 'Ảnh mờ'],
    ['21/11/2026 00:30', 'Hệ thống', 'Tạo mới → Chờ duyệt', ''],
  ]);
});

test('says so when no voucher is chosen', async () => {
  vouchersApi();
  renderVouchers('/voucherReview');
  expect(await screen.findByText('No voucher chosen: open one from the voucher list.')).toBeInTheDocument();
});

test('says so when the voucher does not exist', async () => {
  vouchersApi(VOUCHER, { 'GET /api/vouchers/12': notFound() });
  renderVouchers('/voucherReview?voucher=12', { locale: 'vi' });
  expect(await screen.findByText('Không tìm thấy ưu đãi này.')).toBeInTheDocument();
});
