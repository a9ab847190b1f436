import { screen, waitFor } from '@testing-library/react';
import { notFound, ok } from '../../support/api';
import { renderSales } from './renderSales';
import { ROWS, salesApi } from './salesFixtures';

/** /transaction-detail/:id: every field of detailTransaction, and its status history or that it has none. */

/** The detail's terms and values, as a user reads them. */
const details = () =>
  Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]));

beforeEach(() => localStorage.clear());

test('every field, money in English, the net the server states, shop and employee, and no status history said plainly', async () => {
  const api = salesApi();
  renderSales('/transaction-detail/41');
  await screen.findByText('Trần Thị Bình');
  expect(screen.getByRole('heading', { level: 1, name: 'Transaction Detail' })).toBeInTheDocument();
  expect(details()).toEqual({
    Reference: 'TX-0041',
    ID: '41',
    'Date and time': '03/11/2026 09:15',
    Status: 'Successful',
    Type: 'Payment',
    Service: 'QR payment',
    Amount: '₫1,234,567',
    Fee: '₫12,346',
    'Net amount': '₫1,222,221',
    Shop: 'Quận 1',
    'Shop address': '12 Lê Lợi, Quận 1',
    'Shop phone': '0281234567',
    Employee: 'Trần Thị Bình',
    'Employee phone': '0912345678',
  });
  expect(screen.getByText('No status history: the transaction has only its current status.')).toBeInTheDocument();
  expect(api.sent('POST', '/api/report/detailTransaction').map((request) => request.body)).toEqual([{ id: 41 }]);
  expect(screen.getByRole('link', { name: 'Back to the history' })).toHaveAttribute('href', '/transaction-history');
});

test('in Vietnamese, a refund of no shop and no employee says so, its amount and net as money out', async () => {
  salesApi({ 'POST /api/report/detailTransaction': ok({ ...ROWS[1], netAmount: -50_000, shopAddress: null, shopPhone: null, userPhone: null }) });
  renderSales('/transaction-detail/42', { locale: 'vi' });
  await screen.findByText('Chủ cửa hàng');
  expect(details()).toMatchObject({ 'Số tiền': '-50.000 ₫', 'Thực nhận': '-50.000 ₫', 'Cửa hàng': 'Không có cửa hàng', 'Nhân viên': 'Chủ cửa hàng', 'Loại': 'Hoàn tiền' });
  expect(Object.keys(details())).not.toContain('Địa chỉ cửa hàng');
  expect(screen.getByText('Không có lịch sử trạng thái: giao dịch chỉ có trạng thái hiện tại.')).toBeInTheDocument();
});

test("another merchant's transaction (404) is said in place", async () => {
  salesApi({ 'POST /api/report/detailTransaction': notFound() });
  // react-admin logs every failed data call outside production builds: expected here, once, and nothing else.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { address } = renderSales('/transaction-detail/999');
  expect(await screen.findByText('This transaction cannot be shown: it does not exist or is not yours.')).toBeInTheDocument();
  // Said once, by the screen: the HTTP client raises no 'Data Not Found' notice beside it.
  expect(screen.queryByText('Data Not Found')).toBeNull();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  await waitFor(() => expect(address()).toBe('/transaction-detail/999'));
});
