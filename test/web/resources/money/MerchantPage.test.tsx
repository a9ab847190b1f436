import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, userOf } from '../../support/users';
import { moneyApi, openMerchants, section } from './moneyFixtures';

/** A table's rows, as text per cell. */
const rows = async (name: string) => {
  const table = await within(await section(name)).findByRole('table');
  return within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
};

beforeEach(() => {
  localStorage.clear();
  signInAs(userOf('merchant'));
});

test('shows the merchant\'s details with area names, the balance, transfers, bank accounts and channels in English', async () => {
  moneyApi();
  await openMerchants();
  const details = await section('Merchant details');
  expect(await within(details).findByText('45 Hai Bà Trưng, Phường Tân Định, Quận 1, Thành phố Hồ Chí Minh')).toBeInTheDocument();
  expect(within(details).getByText('Demo Merchant JSC')).toBeInTheDocument();
  expect(within(details).getByText('0316789012')).toBeInTheDocument();
  expect(within(details).getByText('Nguyễn Văn An · 0901234567 · merchant@demo.local')).toBeInTheDocument();
  const balance = await section('Balance');
  expect(await within(balance).findByText('₫8,900,000')).toBeInTheDocument();
  expect(within(balance).getByText('₫150,000')).toBeInTheDocument();
  expect(within(balance).getByText('₫250,000')).toBeInTheDocument();
  expect(await rows('Recent transfers')).toEqual([
    ['20/11/2026 10:04', 'Vietcombank •••• 4567', '₫1,500,000', 'Tháng 11', 'Completed'],
    ['20/11/2026 10:04', 'Vietcombank •••• 4567', '₫300,000', '', 'Expired'],
  ]);
  expect(await rows('Bank accounts')).toEqual([
    ['Vietcombank', '•••• 4567', 'CONG TY DEMO', 'Verified'],
    ['Techcombank', '•••• 6778', 'CONG TY DEMO', 'Verified'],
    ['ACB', '•••• 3579', 'NGUYEN VAN AN', 'Not verified'],
  ]);
  expect(await rows('Payment channels')).toEqual([
    ['International cards', 'CARD', '2.2% + ₫1,100', 'Enabled'],
    ['VietQR', 'QRPAY', '0.6%', 'Disabled'],
  ]);
  expect(within(balance).getByRole('button', { name: 'Move money' })).toBeEnabled();
});

test('in Vietnamese: money as 1.234.567 ₫, dates DD/MM/YYYY, every label translated', async () => {
  moneyApi();
  await openMerchants('vi');
  const balance = await section('Số dư');
  expect(await within(balance).findByText('8.900.000 ₫')).toBeInTheDocument();
  expect(within(balance).getByText('Đang tạm giữ cho lệnh chuyển')).toBeInTheDocument();
  expect(within(balance).getByRole('button', { name: 'Chuyển tiền' })).toBeInTheDocument();
  expect(await rows('Lệnh chuyển tiền gần đây')).toEqual([
    ['20/11/2026 10:04', 'Vietcombank •••• 4567', '1.500.000 ₫', 'Tháng 11', 'Hoàn tất'],
    ['20/11/2026 10:04', 'Vietcombank •••• 4567', '300.000 ₫', '', 'Hết hạn'],
  ]);
  expect((await rows('Tài khoản ngân hàng')).map((row) => row[3])).toEqual(['Đã xác minh', 'Đã xác minh', 'Chưa xác minh']);
  expect(await rows('Kênh thanh toán')).toEqual([
    ['International cards', 'CARD', '2,2 % + 1.100 ₫', 'Đang bật'],
    ['VietQR', 'QRPAY', '0,6 %', 'Đang tắt'],
  ]);
  expect(within(await section('Thông tin đối tác')).getByText('Mã số thuế')).toBeInTheDocument();
});

test('a user without movemoney sees the information but no Move money button', async () => {
  signInAs(userOf('merchant', { webPermissions: [{ action: 'merchantinfo' }] }));
  moneyApi();
  await openMerchants();
  expect(await within(await section('Balance')).findByText('₫8,900,000')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Move money' })).not.toBeInTheDocument();
});

test('a section that fails to load says so with a retry, the others still show', async () => {
  let fail = true;
  moneyApi({
    'POST /api/merchant/findChannels': () => (fail ? { status: 500, body: { err: 500, message: 'internalServerError', data: null } } : { body: { err: 200, message: 'ok', data: [], count: 0 } }),
  });
  await openMerchants();
  const channels = await section('Payment channels');
  expect(await within(channels).findByText(/Could not load this part\./)).toBeInTheDocument();
  expect(await within(await section('Balance')).findByText('₫8,900,000')).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(channels).getByRole('button', { name: 'Retry' }));
  expect(await within(channels).findByText('No payment channel is set up.')).toBeInTheDocument();
});
