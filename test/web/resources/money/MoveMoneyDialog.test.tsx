import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Answer, ok, type SentRequest } from '../../support/api';
import { signInAs, userOf } from '../../support/users';
import { BALANCE, moneyApi, openMerchants, section, TRANSFER } from './moneyFixtures';

const REQUESTED = { transferId: TRANSFER.id, otpId: `transfer:${TRANSFER.id}:1500000`, expiresAt: '', factors: ['sms'] };
const refusal = (status: number, message: string, data: Record<string, unknown>) => ({ status, body: { err: status, message, data } });

/** Opens the dialog from the balance section. */
const openDialog = async () => {
  const balance = await section('Balance');
  await within(balance).findByText('₫8,900,000');
  await userEvent.click(within(balance).getByRole('button', { name: 'Move money' }));
  return screen.findByRole('dialog', { name: 'Move money to a bank account' });
};

/** The same dialog in Vietnamese: the locale chosen, the section's balance shown as 8.900.000 ₫. */
const openDialogInVietnamese = async () => {
  localStorage.setItem('locale', 'vi');
  await openMerchants('vi');
  const balance = await section('Số dư');
  await within(balance).findByText('8.900.000 ₫');
  await userEvent.click(within(balance).getByRole('button', { name: 'Chuyển tiền' }));
  return screen.findByRole('dialog', { name: 'Chuyển tiền về tài khoản ngân hàng' });
};

const fillForm = async (dialog: HTMLElement, amount: string) => {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (₫)' }), amount);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Tháng 11');
};

const keyOf = (request: SentRequest) => request.headers['idempotency-key'];

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  localStorage.clear();
  signInAs(userOf('merchant'));
  REQUESTED.expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
});

test('requests with one key per submitted form, then completes with the SMS code and refreshes the balance', async () => {
  const calls = moneyApi({
    'POST /api/transaction/requestTransaction': ok(REQUESTED),
    'POST /api/transaction/verifyTransaction': ({ body }) =>
      ((body as { otp: string }).otp === '123456' ? ok(TRANSFER) : refusal(400, 'app.money.errors.codeWrong', { field: 'otp', triesLeft: 4 })),
  });
  await openMerchants();
  const dialog = await openDialog();
  const account = within(dialog).getByRole('combobox', { name: 'Bank account' });
  // Only verified accounts can receive money.
  expect([...account.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
    'Vietcombank •••• 4567 · CONG TY DEMO', 'Techcombank •••• 6778 · CONG TY DEMO',
  ]);
  expect(await within(dialog).findByText('From ₫10,000 · today you may still move ₫498,500,000 of ₫500,000,000')).toBeInTheDocument();
  await fillForm(dialog, '1500000');
  expect(within(dialog).getByRole('textbox', { name: 'Amount (₫)' })).toHaveValue('1,500,000');
  // A double click: one request.
  const send = within(dialog).getByRole('button', { name: 'Send code' });
  fireEvent.click(send);
  fireEvent.click(send);
  const codeDialog = await screen.findByRole('dialog', { name: 'Enter the SMS code' });
  const requests = calls.sent('POST', '/api/transaction/requestTransaction');
  expect(requests).toHaveLength(1);
  expect(requests[0].body).toEqual({ bankAccountId: 11, amount: 1_500_000, note: 'Tháng 11' });
  expect(keyOf(requests[0])).toMatch(/^[0-9a-f]{32}$/);
  expect(within(codeDialog).getByText('A 6-digit code was sent to the owner\'s phone to move ₫1,500,000 to Vietcombank •••• 4567.')).toBeInTheDocument();
  expect(within(codeDialog).getByRole('timer')).toHaveTextContent(/^The code expires in [45]:\d\d\.$/);

  const code = within(codeDialog).getByRole('textbox', { name: 'SMS code' });
  await userEvent.type(code, '654321');
  await userEvent.click(within(codeDialog).getByRole('button', { name: 'Confirm transfer' }));
  expect(await within(codeDialog).findByText('The code is incorrect. 4 tries left.')).toBeInTheDocument();

  const balanceCalls = calls.sent('POST', '/api/merchant/merchantBalance').length;
  await userEvent.clear(code);
  await userEvent.type(code, '123456');
  const confirm = within(codeDialog).getByRole('button', { name: 'Confirm transfer' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(await screen.findByText('₫1,500,000 was moved to Vietcombank •••• 4567.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/transaction/verifyTransaction').map((request) => request.body)).toEqual([
    { transferId: TRANSFER.id, otp: '654321' }, { transferId: TRANSFER.id, otp: '123456' },
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(calls.sent('POST', '/api/merchant/merchantBalance').length).toBeGreaterThan(balanceCalls);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('translates refusals; a retry after no answer sends the same key, a new try after a refusal a new one', async () => {
  let answer: 'network' | 'overBalance' | 'ok' = 'network';
  const calls = moneyApi({
    'POST /api/transaction/requestTransaction': () => {
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer === 'overBalance') return refusal(400, 'app.money.errors.overBalance', { field: 'amount', available: BALANCE.available });
      return ok(REQUESTED);
    },
  });
  await openMerchants();
  const dialog = await openDialog();
  await fillForm(dialog, '9000000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  answer = 'overBalance';
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(await within(dialog).findByText('The amount is more than the available balance of ₫8,900,000.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Amount (₫)' })).toHaveAttribute('aria-invalid', 'true');
  answer = 'ok';
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await screen.findByRole('dialog', { name: 'Enter the SMS code' });
  const keys = calls.sent('POST', '/api/transaction/requestTransaction').map(keyOf);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
});

test('says how long to wait when the owner\'s phone got its most codes, or the wrong codes of the hour are spent', async () => {
  let limited = true;
  moneyApi({
    'POST /api/transaction/requestTransaction': () => (limited ? refusal(429, 'app.money.errors.codesLimited', { retryAfterSeconds: 45 }) : ok(REQUESTED)),
    'POST /api/transaction/verifyTransaction': refusal(429, 'app.money.errors.codeTriesLimited', { retryAfterSeconds: 3_500 }),
  });
  await openMerchants();
  const dialog = await openDialog();
  await fillForm(dialog, '50000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(await within(dialog).findByText('Too many transfer codes were sent to the owner\'s phone. You can ask again in 1 minute.')).toBeInTheDocument();
  limited = false;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  const codeDialog = await screen.findByRole('dialog', { name: 'Enter the SMS code' });
  await userEvent.type(within(codeDialog).getByRole('textbox', { name: 'SMS code' }), '123456');
  await userEvent.click(within(codeDialog).getByRole('button', { name: 'Confirm transfer' }));
  expect(await within(codeDialog).findByText('Too many wrong transfer codes. For your safety, codes can be entered again in 59 minutes.')).toBeInTheDocument();
});

test('in Vietnamese, the wait after too many transfer codes is said in minutes too', async () => {
  moneyApi({ 'POST /api/transaction/requestTransaction': refusal(429, 'app.money.errors.codesLimited', { retryAfterSeconds: 600 }) });
  const dialog = await openDialogInVietnamese();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Số tiền (₫)' }), '50000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi mã' }));
  expect(await within(dialog).findByText('Đã gửi quá nhiều mã chuyển tiền đến điện thoại chủ sở hữu. Bạn có thể yêu cầu lại sau 10 phút.')).toBeInTheDocument();
});

test('a transfer waiting for its code is resumed from Recent transfers, and cancelled there: its amount is given back', async () => {
  const waiting = { ...TRANSFER, id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', amount: 250_000, status: 'awaiting_code', completedAt: null, factors: ['sms'],
    expiresAt: new Date(Date.now() + 3 * 60_000).toISOString() };
  const calls = moneyApi({
    'POST /api/transaction/findTransfers': { body: { err: 200, message: 'ok', data: [waiting, TRANSFER], count: 2 } },
    'POST /api/transaction/cancelTransaction': ok({ ...waiting, status: 'cancelled' }),
  });
  await openMerchants();
  const transfers = await section('Recent transfers');
  // Only the waiting one offers its code (the completed one has nothing to do).
  const enter = await within(transfers).findAllByRole('button', { name: 'Enter code' });
  expect(enter).toHaveLength(1);
  await userEvent.click(enter[0]);
  const codeDialog = await screen.findByRole('dialog', { name: 'Enter the SMS code' });
  expect(within(codeDialog).getByText('A 6-digit code was sent to the owner\'s phone to move ₫250,000 to Vietcombank •••• 4567.')).toBeInTheDocument();
  expect(within(codeDialog).getByRole('timer')).toHaveTextContent(/^The code expires in [23]:\d\d\.$/);
  await userEvent.click(within(codeDialog).getByRole('button', { name: 'Cancel transfer' }));
  expect(await within(codeDialog).findByText('The transfer of ₫250,000 to Vietcombank •••• 4567 was cancelled. The amount is available again.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/transaction/cancelTransaction').map((request) => request.body)).toEqual([{ transferId: waiting.id }]);
  expect(calls.sent('POST', '/api/transaction/verifyTransaction')).toEqual([]);
});

test('an expired transfer ends the dialog with its reason, in Vietnamese', async () => {
  moneyApi({
    'POST /api/transaction/requestTransaction': ok(REQUESTED),
    'POST /api/transaction/verifyTransaction': refusal(409, 'app.money.errors.transferExpired', { field: 'otp', status: 'expired' }),
  });
  const dialog = await openDialogInVietnamese();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Số tiền (₫)' }), '50000');
  // What is typed stays as typed; the amount read is shown back as money.
  expect(within(dialog).getByRole('textbox', { name: 'Số tiền (₫)' })).toHaveValue('50000');
  expect(within(dialog).getByText(/^= 50\.000 ₫/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi mã' }));
  const codeDialog = await screen.findByRole('dialog', { name: 'Nhập mã SMS' });
  await userEvent.type(within(codeDialog).getByRole('textbox', { name: 'Mã SMS' }), '111111');
  await userEvent.click(within(codeDialog).getByRole('button', { name: 'Xác nhận chuyển tiền' }));
  expect(await screen.findByText(/Lệnh chuyển này đã hết hạn/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the code step counts down and stops at the expiry', async () => {
  // Only the clock's date is fake: the countdown's next tick reads it, the user's clicks run as usual.
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
  REQUESTED.expiresAt = new Date(Date.now() + 2_500).toISOString();
  moneyApi({ 'POST /api/transaction/requestTransaction': ok(REQUESTED) });
  await openMerchants();
  const dialog = await openDialog();
  await fillForm(dialog, '20000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  const codeDialog = await screen.findByRole('dialog', { name: 'Enter the SMS code' });
  expect(within(codeDialog).queryByText('The code has expired. Close this dialog and try again.')).toBeNull();
  jest.setSystemTime(Date.now() + 3_000);
  expect(await within(codeDialog).findByText('The code has expired. Close this dialog and try again.')).toBeInTheDocument();
  expect(within(codeDialog).getByRole('button', { name: 'Confirm transfer' })).toBeDisabled();
});

// Issue 30: '500000.5' became 5.000.005 ₫, '500,000.00' 50.000.000 ₫, '1e6' 16, and a minus was dropped; the
// transfer was really requested. Each is now refused by name, and nothing is requested.
test.each([
  ['en', '500000.5', 'Amount (₫): whole đồng only, without decimals'],
  ['en', '500,000.00', 'Amount (₫): whole đồng only, without decimals'],
  ['en', '1e6', 'Amount (₫): type digits only, e.g. 1,500,000'],
  ['en', '-500000', 'Amount (₫): enter the amount without a sign'],
  ['en', '1.500.000', 'Amount (₫): group thousands with commas (1,500,000) or type digits only'],
  ['vi', '500000,5', 'Số tiền (₫): chỉ nhập số đồng nguyên, không có phần thập phân'],
  ['vi', '1,500,000', 'Số tiền (₫): nhóm hàng nghìn bằng dấu chấm (1.500.000) hoặc chỉ nhập chữ số'],
  ['vi', '1e6', 'Số tiền (₫): chỉ nhập chữ số, ví dụ 1.500.000'],
  ['en', '0', 'Enter a whole amount in đồng'],
] as const)('refuses %s %j by name and requests nothing', async (locale, typed, message) => {
  const calls = moneyApi({ 'POST /api/transaction/requestTransaction': ok(REQUESTED) });
  await openMerchants(locale);
  const balance = await section(locale === 'vi' ? 'Số dư' : 'Balance');
  await within(balance).findByText(locale === 'vi' ? '8.900.000 ₫' : '₫8,900,000');
  await userEvent.click(within(balance).getByRole('button', { name: locale === 'vi' ? 'Chuyển tiền' : 'Move money' }));
  const dialog = await screen.findByRole('dialog', { name: locale === 'vi' ? 'Chuyển tiền về tài khoản ngân hàng' : 'Move money to a bank account' });
  const amount = within(dialog).getByRole('textbox', { name: locale === 'vi' ? 'Số tiền (₫)' : 'Amount (₫)' });
  await userEvent.type(amount, typed);
  // Leaving the field does not repair it.
  await userEvent.tab();
  expect(amount).toHaveValue(typed);
  await userEvent.click(within(dialog).getByRole('button', { name: locale === 'vi' ? 'Gửi mã' : 'Send code' }));
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(calls.sent('POST', '/api/transaction/requestTransaction')).toHaveLength(0);
});

test('nothing closes the dialog while its request is on its way, and a click beside the form keeps what was typed', async () => {
  let answer: (value: Answer) => void = () => undefined;
  moneyApi({ 'POST /api/transaction/requestTransaction': () => new Promise<Answer>((resolve) => { answer = resolve; }) });
  await openMerchants();
  const dialog = await openDialog();
  await fillForm(dialog, '1500000');
  // The dialog's backdrop: the area around the form.
  const beside = dialog.parentElement as HTMLElement;
  await userEvent.click(beside);
  expect(dialog).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Amount (₫)' })).toHaveValue('1,500,000');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  await userEvent.click(beside);
  expect(screen.getByRole('dialog', { name: 'Move money to a bank account' })).toBeInTheDocument();
  // The answer in, the code is asked for: the transfer is not left waiting unseen.
  answer(ok(REQUESTED));
  const codeDialog = await screen.findByRole('dialog', { name: 'Enter the SMS code' });
  await userEvent.click(beside);
  expect(codeDialog).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
