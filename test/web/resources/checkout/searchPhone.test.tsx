import { screen, within } from '@testing-library/react';
import { ok } from '../../support/api';
import { CARD, checkoutApi, PHONE, renderCheckout } from './renderCheckout';

/** /searchphone: a phone in any mobile format, the customer's points, activity and vouchers, and the way to the checkout. */

beforeEach(() => localStorage.clear());

const cells = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

test('searches on Enter with the number in its canonical form, and shows the balance, its value, the activity and the vouchers', async () => {
  const api = checkoutApi();
  const { user, address } = renderCheckout('/searchphone');
  expect(screen.getByRole('heading', { level: 1, name: 'Search by Phone Number' })).toBeInTheDocument();
  const field = screen.getByRole('textbox', { name: "Customer's phone number" });
  expect(field).toHaveAccessibleDescription('A Vietnamese mobile number: 0901234567, 090 123 4567 or +84 90 123 4567');
  await user.type(field, '+84 90 123 4567{Enter}');
  expect(await screen.findByRole('heading', { level: 2, name: `Customer ${PHONE}` })).toBeInTheDocument();
  expect(api.sent('POST', '/api/loyalty/searchPhone').map((request) => request.body)).toEqual([{ phone: PHONE }]);
  expect(address()).toBe(`/searchphone?phone=${PHONE}`);
  expect(screen.getByText('50 points')).toBeInTheDocument();
  expect(screen.getByText('(worth ₫50,000)')).toBeInTheDocument();
  expect(cells(screen.getByRole('table', { name: 'Recent activity' }))).toEqual([
    ['11/11/2026', 'Quận 1', 'Redeemed', '−10', 'CK00000000000A'],
    ['01/11/2026', 'Thủ Đức', 'Earned', '+20', 'TX0000000008'],
    ['01/10/2026', 'No shop', 'Expired', '−5', ''],
  ]);
  const vouchers = within(screen.getByRole('list', { name: 'Vouchers held' })).getAllByRole('listitem').map((item) => item.textContent);
  expect(vouchers).toEqual(['Giảm 20.000 ₫: ₫20,000until 31/12/2026', 'Quà sinh nhật: ₫5,000No end date']);
  expect(screen.getByRole('link', { name: 'Checkout for this customer' })).toHaveAttribute('href', `/checkout?phone=${PHONE}`);
});

test('says in place when the number is not a Vietnamese mobile number, and asks nothing', async () => {
  const api = checkoutApi();
  const { user } = renderCheckout('/searchphone');
  const field = screen.getByRole('textbox', { name: "Customer's phone number" });
  await user.type(field, '12345');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter a Vietnamese mobile number, such as 0901234567 or +84 90 123 4567');
  expect(api.sent('POST', '/api/loyalty/searchPhone')).toEqual([]);
});

test('in Vietnamese: kinds, dates DD/MM/YYYY, points and money as Vietnamese writes them; the phone from the address', async () => {
  checkoutApi({ 'POST /api/loyalty/searchPhone': ok({ ...CARD, balance: 1234 }) });
  renderCheckout(`/searchphone?phone=${PHONE}`, { locale: 'vi' });
  expect(await screen.findByRole('heading', { level: 2, name: `Khách hàng ${PHONE}` })).toBeInTheDocument();
  expect(screen.getByText('1.234 điểm')).toBeInTheDocument();
  expect(screen.getByText('(trị giá 1.234.000 ₫)')).toBeInTheDocument();
  expect(cells(screen.getByRole('table', { name: 'Hoạt động gần đây' }))[0]).toEqual(['11/11/2026', 'Quận 1', 'Đổi điểm', '−10', 'CK00000000000A']);
  expect(screen.getByText('Hết hạn')).toBeInTheDocument();
  expect(screen.getByText('Không có cửa hàng')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Thanh toán cho khách hàng này' })).toBeInTheDocument();
  const field = screen.getByRole('textbox', { name: 'Số điện thoại khách hàng' });
  expect(field).toHaveValue(PHONE);
  expect(field).toHaveAccessibleDescription('Số di động Việt Nam: 0901234567, 090 123 4567 hoặc +84 90 123 4567');
});

test('an unknown customer has no points, no activity and no vouchers, said plainly', async () => {
  checkoutApi({ 'POST /api/loyalty/searchPhone': ok({ ...CARD, phone: '0987000111', balance: 0, recent: [], vouchers: [] }) });
  renderCheckout('/searchphone?phone=0987000111');
  expect(await screen.findByText('0 points')).toBeInTheDocument();
  expect(screen.getByText('No points activity at this merchant yet.')).toBeInTheDocument();
  expect(screen.getByText('No vouchers.')).toBeInTheDocument();
});

test('a refused search is said in place, translated', async () => {
  checkoutApi({ 'POST /api/loyalty/searchPhone': { status: 403, body: { err: 403, message: 'Forbidden', data: null } } });
  renderCheckout(`/searchphone?phone=${PHONE}`, { locale: 'vi' });
  expect(await screen.findByRole('alert')).toHaveTextContent(/^(Bạn không có quyền thực hiện thao tác này.|Không có quyền truy cập)$/);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
