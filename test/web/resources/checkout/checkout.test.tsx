import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../support/api';
import { CARD, checkoutApi, PHONE, renderCheckout } from './renderCheckout';

/** /checkout: the customer from the address, the sale's fields, the live summary, one key per sale, the receipt. */

beforeEach(() => localStorage.clear());

const summary = () =>
  Object.fromEntries([...within(screen.getByRole('region', { name: /Summary|Tóm tắt/ })).getAllByRole('term')]
    .map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]));

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

test('prefills the customer from the address, preselects the only shop, sums up live, sends the sale once with a key, shows the receipt', async () => {
  const api = checkoutApi({ 'POST /api/loyalty/checkoutShops': ok([{ id: 1, name: 'Quận 1' }]) });
  const { user } = renderCheckout(`/checkout?phone=${PHONE}`);
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  expect(await screen.findByText(`Customer ${PHONE}: 50 points`, { exact: false })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Shop/ })).toHaveValue('1'));
  await user.type(field('Amount'), '100000');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Voucher/ }), 'Giảm 20.000 ₫: ₫20,000');
  expect(field('Points to redeem')).toHaveAccessibleDescription('At most 50 points (₫50,000)');
  await user.type(field('Points to redeem'), '10');
  expect(summary()).toEqual({
    Amount: '₫100,000', 'Voucher discount': '−₫20,000', 'Points discount': '−₫10,000', 'To pay': '₫70,000', 'Points earned': '+7',
  });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Service/ }), 'Card payment');
  await user.click(screen.getByRole('button', { name: 'Record the sale' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Receipt' })).toHaveFocus();
  const [sent] = api.sent('POST', '/api/loyalty/checkout');
  expect(sent.body).toEqual({ phone: PHONE, shopId: 1, serviceCode: 'CARD', amount: 100_000, redeemPoints: 10, customerVoucherId: 7 });
  expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  const receipt = Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]));
  expect(receipt).toMatchObject({
    Reference: 'CK1A2B3C4D5E6F', 'Date and time': '21/11/2026 09:00', Shop: 'Quận 1', Customer: PHONE, Amount: '₫100,000', Voucher: 'Giảm 20.000 ₫',
    'Voucher discount': '−₫20,000', 'Points discount': '−₫10,000', Paid: '₫70,000', 'Points redeemed': '10', 'Points earned': '7', 'Points balance now': '47',
  });
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Customer's points" })).toHaveAttribute('href', `/searchphone?phone=${PHONE}`);
  await user.click(screen.getByRole('button', { name: 'New sale' }));
  expect(await screen.findByRole('button', { name: 'Record the sale' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Customer's phone number/ })).toHaveValue('');
});

test('a double click sends one request; sending the same sale again after a failure reuses its key, another sale gets a new one', async () => {
  let release: () => void = () => undefined;
  const api = checkoutApi({
    'POST /api/loyalty/checkout': { status: 409, body: { err: 409, message: 'idempotencyInProgress', data: null } },
  });
  const { user } = renderCheckout(`/checkout?phone=${PHONE}`);
  await screen.findByText(`Customer ${PHONE}: 50 points`, { exact: false });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Shop/ }), 'Thủ Đức');
  await user.type(field('Amount'), '50000');
  // The first answer is held back until both clicks are in.
  const held = new Promise<void>((resolve) => { release = resolve; });
  api.fetchMock.mockImplementationOnce(async () => {
    await held;
    return new Response(JSON.stringify({ err: 409, message: 'idempotencyInProgress', data: null }), { status: 409, headers: { 'Content-Type': 'application/json' } });
  });
  const button = screen.getByRole('button', { name: 'Record the sale' });
  await user.dblClick(button);
  release();
  expect(await screen.findByRole('alert')).toHaveTextContent('The sale is still being recorded. Wait a moment, then press the button again.');
  await user.click(screen.getByRole('button', { name: 'Record the sale' }));
  await waitFor(() => expect(api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/loyalty/checkout'))).toHaveLength(2));
  await user.clear(field('Amount'));
  await user.type(field('Amount'), '60000');
  await user.click(screen.getByRole('button', { name: 'Record the sale' }));
  await waitFor(() => expect(api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/loyalty/checkout'))).toHaveLength(3));
  const keys = api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/loyalty/checkout'))
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
  expect(keys[0]).toBe(keys[1]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a refusal is final: pressing again once it is resolved (the shop unlocked) sends a new key, not the refused one', async () => {
  const api = checkoutApi({
    'POST /api/loyalty/checkout': { status: 400, body: { err: 400, message: 'app.shops.errors.shopLocked', data: { field: 'shopId' } } },
  });
  const { user } = renderCheckout(`/checkout?phone=${PHONE}`);
  await screen.findByText(`Customer ${PHONE}: 50 points`, { exact: false });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Shop/ }), 'Thủ Đức');
  await user.type(field('Amount'), '50000');
  await user.click(screen.getByRole('button', { name: 'Record the sale' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Record the sale' }));
  const sent = () => api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/loyalty/checkout'));
  await waitFor(() => expect(sent()).toHaveLength(2));
  const [first, second] = sent().map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
  expect(second).not.toBe(first);
});

test('checks the form before sending: a shop, a whole amount, no more points than the balance and the amount allow', async () => {
  const api = checkoutApi();
  const { user } = renderCheckout(`/checkout?phone=${PHONE}`);
  await screen.findByText(`Customer ${PHONE}: 50 points`, { exact: false });
  await user.click(screen.getByRole('button', { name: 'Record the sale' }));
  expect(screen.getByRole('combobox', { name: /^Shop/ })).toHaveAccessibleDescription('Required');
  expect(screen.getByRole('combobox', { name: /^Shop/ })).toHaveFocus();
  expect(field('Amount')).toHaveAccessibleDescription('Enter a whole amount in đồng, from 1 to 1,000,000,000');
  await user.type(field('Amount'), '30000');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Voucher/ }), 'Giảm 20.000 ₫: ₫20,000');
  // 30,000 less the 20,000 voucher leaves 10,000 đ: 10 points at most, though the customer has 50.
  expect(field('Points to redeem')).toHaveAccessibleDescription('At most 10 points (₫10,000)');
  await user.type(field('Points to redeem'), '11');
  expect(field('Points to redeem')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Points to redeem')).toHaveAccessibleDescription('At most 10 points');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Shop/ }), 'Quận 1');
  await user.click(screen.getByRole('button', { name: 'Record the sale' }));
  expect(api.sent('POST', '/api/loyalty/checkout')).toEqual([]);
});

// Issue 30: '150000.50' was recorded as 15.000.050 ₫. Misread amounts are refused by name, in both languages.
test.each([
  ['en', 'Amount', '150000.50', 'Amount (₫): whole đồng only, without decimals', 'Record the sale'],
  ['en', 'Amount', '1e5', 'Amount (₫): type digits only, e.g. 1,500,000', 'Record the sale'],
  ['vi', 'Số tiền', '150000,50', 'Số tiền (₫): chỉ nhập số đồng nguyên, không có phần thập phân', 'Ghi nhận thanh toán'],
  ['vi', 'Số tiền', '150,000', 'Số tiền (₫): nhóm hàng nghìn bằng dấu chấm (1.500.000) hoặc chỉ nhập chữ số', 'Ghi nhận thanh toán'],
] as const)('refuses (%s) %s typed as %j by name, and records nothing', async (locale, label, typed, message, submit) => {
  const api = checkoutApi({ 'POST /api/loyalty/checkoutShops': ok([{ id: 1, name: 'Quận 1' }]) });
  const { user } = renderCheckout(`/checkout?phone=${PHONE}`, { locale });
  await waitFor(() => expect(screen.getByRole('combobox', { name: locale === 'vi' ? /^Cửa hàng/ : /^Shop/ })).toHaveValue('1'));
  await user.type(field(label), typed);
  await user.click(screen.getByRole('button', { name: submit }));
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  expect(field(label)).toHaveAccessibleDescription(message);
  expect(api.sent('POST', '/api/loyalty/checkout')).toEqual([]);
});

test('in Vietnamese: the labels, the summary in đồng as Vietnamese writes it, and a refusal in its words with the balance', async () => {
  checkoutApi({
    'POST /api/loyalty/checkout': { status: 409, body: { err: 409, message: 'checkoutNotEnoughPoints', data: { field: 'redeemPoints', balance: 3 } } },
  });
  const { user } = renderCheckout(`/checkout?phone=${PHONE}`, { locale: 'vi' });
  await screen.findByText(`Khách hàng ${PHONE}: 50 điểm`, { exact: false });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Cửa hàng/ }), 'Quận 1');
  await user.type(field('Số tiền'), '1.234.567');
  await user.type(field('Số điểm đổi'), '5');
  expect(summary()).toEqual({
    'Số tiền': '1.234.567 ₫', 'Giảm bằng ưu đãi': '−0 ₫', 'Giảm bằng điểm': '−5.000 ₫', 'Cần trả': '1.229.567 ₫', 'Điểm được cộng': '+122',
  });
  await user.click(screen.getByRole('button', { name: 'Ghi nhận thanh toán' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Khách hàng không đủ điểm (số dư: 3).');
});

test('looks a customer up on the form itself, and has no voucher or points to offer one without them', async () => {
  const api = checkoutApi({ 'POST /api/loyalty/searchPhone': ok({ ...CARD, phone: '0987000111', balance: 0, recent: [], vouchers: [] }) });
  const { user } = renderCheckout('/checkout');
  await user.type(screen.getByRole('textbox', { name: /^Customer's phone number/ }), '098 7000 111{Enter}');
  expect(await screen.findByText('Customer 0987000111: 0 points', { exact: false })).toBeInTheDocument();
  expect(api.sent('POST', '/api/loyalty/searchPhone').map((request) => request.body)).toEqual([{ phone: '0987000111' }]);
  expect(screen.getByRole('combobox', { name: /^Voucher/ })).toBeDisabled();
  expect(field('Points to redeem')).toBeDisabled();
});
