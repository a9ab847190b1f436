import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../support/api';
import { renderVouchers, VOUCHER, vouchersApi } from './renderVouchers';

/** /voucherApprove: 'Chưa duyệt' and a confirmed 'Duyệt ưu đãi' (a decline cancels); 'Đã duyệt' with who, when and the links. */

beforeEach(() => localStorage.clear());

const SYNCED = { ...VOUCHER, state: 'synced' as const };

test('not approved: a declined confirmation sends nothing; a confirmed one approves the voucher shown (its key and id) and reloads', async () => {
  let approved = false;
  const api = vouchersApi(SYNCED, {
    'GET /api/vouchers/12': () => ok(approved
      ? { ...SYNCED, state: 'active', approval: { at: '2026-11-21T02:00:00.000Z', user: { id: 3, name: 'Nguyễn Văn A', phone: '0912345678' } } }
      : SYNCED),
    'POST /api/vouchers/create_approve': () => {
      approved = true;
      return ok({ id: 12, state: 'active', at: '2026-11-21T02:00:00.000Z' }, { message: 'app.vouchers.approved' });
    },
  });
  const { user } = renderVouchers('/voucherApprove?voucher=12', { locale: 'vi' });
  expect(await screen.findByRole('heading', { name: 'Chưa duyệt' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Duyệt ưu đãi' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Duyệt ưu đãi Giảm 50.000đ (GIAM 50K&1)?');
  await user.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.sent('POST', '/api/vouchers/create_approve')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Duyệt ưu đãi' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }));
  expect(await screen.findByRole('heading', { name: 'Đã duyệt' })).toBeInTheDocument();
  expect(api.sent('POST', '/api/vouchers/create_approve')[0].body).toEqual({ voucher: 'GIAM 50K&1', id: 12, expectedState: 'synced' });
  expect(screen.getByRole('alert')).toHaveTextContent('Đã duyệt ưu đãi.');
  expect(screen.getByText('Duyệt bởi Nguyễn Văn A (0912345678) lúc 21/11/2026 09:00')).toBeInTheDocument();
});

test('a double click on Confirm approves once', async () => {
  const api = vouchersApi(SYNCED, {
    'POST /api/vouchers/create_approve': () => ok({ id: 12, state: 'active', at: '2026-11-21T02:00:00.000Z' }, { message: 'app.vouchers.approved' }),
  });
  const { user } = renderVouchers('/voucherApprove?voucher=12');
  await user.click(await screen.findByRole('button', { name: 'Approve the voucher' }));
  await user.dblClick(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The voucher has been approved.');
  expect(api.sent('POST', '/api/vouchers/create_approve')).toHaveLength(1);
});

test('approved: the edit form link, and the phone import link with the voucher key as an encoded embed', async () => {
  vouchersApi({ ...VOUCHER, state: 'active', approval: { at: '2026-11-21T02:00:00.000Z', user: null } });
  renderVouchers('/voucherApprove?voucher=12', { locale: 'vi' });
  expect(await screen.findByRole('heading', { name: 'Đã duyệt' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Duyệt ưu đãi' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sửa ưu đãi' })).toHaveAttribute('href', '#/form?page=60&mode=edit&id=12');
  const phones = screen.getByRole('link', { name: 'Nhập số điện thoại' });
  expect(phones).toHaveAttribute('href', `#/form?page=45&mode=import&embed=${encodeURIComponent('{"voucher":"GIAM 50K&1"}')}`);
  expect(JSON.parse(new URLSearchParams(phones.getAttribute('href')?.split('?')[1]).get('embed') ?? '')).toEqual({ voucher: 'GIAM 50K&1' });
});

test('a voucher not yet synced cannot be approved: no button, the reason instead', async () => {
  vouchersApi();
  renderVouchers('/voucherApprove?voucher=12');
  expect(await screen.findByRole('heading', { name: 'Not approved' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve the voucher' })).not.toBeInTheDocument();
  expect(screen.getByText('Only a synced voucher can be approved.')).toBeInTheDocument();
});
