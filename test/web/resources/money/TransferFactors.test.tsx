import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../../support/api';
import { signInAs, userOf } from '../../support/users';
import { moneyApi, openMerchants, section, TRANSFER } from './moneyFixtures';

const OPTIONS = { challenge: 'dHJhbnNmZXItY2hhbGxlbmdl', rpId: 'localhost', timeout: 60000, allowCredentials: [{ id: 'AW4bY1kz0cQ', type: 'public-key' }], userVerification: 'preferred' };
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const refusal = (status: number, message: string, data: Record<string, unknown>) => ({ status, body: { err: status, message, data } });
const requested = (factors: string[]) => ({ transferId: TRANSFER.id, otpId: `transfer:${TRANSFER.id}:1500000`, expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(), factors });

/**
 * jsdom has no WebAuthn: these give the page what a browser with a passkey would (the prompt's outcome), so the
 * screen's side is checked here and the real ceremony in the browser test (test/e2e/passkeys.e2e.ts).
 */
const browserAnswers = (get: () => Promise<unknown>) => {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', { value: { get: jest.fn(get) }, configurable: true });
};
const signed = async () => ({
  id: 'AW4bY1kz0cQ', rawId: bytes('raw'), type: 'public-key', authenticatorAttachment: 'platform',
  response: { clientDataJSON: bytes('{"type":"webauthn.get"}'), authenticatorData: bytes('data'), signature: bytes('sig'), userHandle: null },
  getClientExtensionResults: () => ({}),
});

/** Asks for a transfer of 1,500,000 đồng from the balance section; the dialog at its confirmation step. */
const askFor = async (locale: 'en' | 'vi', confirmTitle: string) => {
  await openMerchants(locale);
  const balance = await section(locale === 'vi' ? 'Số dư' : 'Balance');
  await userEvent.click(await within(balance).findByRole('button', { name: locale === 'vi' ? 'Chuyển tiền' : 'Move money' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: locale === 'vi' ? 'Số tiền (₫)' : 'Amount (₫)' }), '1500000');
  await userEvent.click(within(dialog).getByRole('button', { name: locale === 'vi' ? 'Gửi mã' : 'Send code' }));
  return screen.findByRole('dialog', { name: confirmTitle });
};

beforeEach(() => {
  localStorage.clear();
  signInAs(userOf('merchant'));
});

afterEach(() => {
  for (const name of ['isSecureContext', 'PublicKeyCredential'] as const) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'credentials');
});

test('the owner with a passkey confirms with it: no code field, the browser signs the transfer\'s options, sent as factor passkey', async () => {
  browserAnswers(signed);
  const calls = moneyApi({
    'POST /api/transaction/requestTransaction': ok(requested(['passkey', 'totp', 'sms'])),
    'POST /api/transaction/transferPasskeyOptions': ok(OPTIONS),
    'POST /api/transaction/verifyTransaction': ok({ ...TRANSFER, factors: [] }),
  });
  const dialog = await askFor('en', 'Confirm the transfer');
  expect(within(dialog).getByText('Confirm moving ₫1,500,000 to Vietcombank •••• 4567 with your passkey: your device asks for your fingerprint, face or screen lock.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox')).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Use the authenticator app' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Send a code by SMS instead' })).toBeEnabled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm with passkey' }));
  expect(await within(dialog).findByText('₫1,500,000 was moved to Vietcombank •••• 4567.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/transaction/transferPasskeyOptions').map((request) => request.body)).toEqual([{ transferId: TRANSFER.id }]);
  const [verify] = calls.sent('POST', '/api/transaction/verifyTransaction');
  expect(verify.body).toMatchObject({ transferId: TRANSFER.id, factor: 'passkey', passkey: { id: 'AW4bY1kz0cQ', type: 'public-key' } });
  expect(verify.body).not.toHaveProperty('otp');
  expect(calls.sent('POST', '/api/transaction/sendTransferCode')).toEqual([]);
});

test('a closed prompt changes nothing; a refused passkey says the tries left; the app\'s code then confirms, in Vietnamese', async () => {
  let prompts = 0;
  browserAnswers(() => (prompts++ === 0 ? Promise.reject(new DOMException('timed out or not allowed', 'NotAllowedError')) : signed()));
  const calls = moneyApi({
    'POST /api/transaction/requestTransaction': ok(requested(['passkey', 'totp', 'sms'])),
    'POST /api/transaction/transferPasskeyOptions': ok(OPTIONS),
    'POST /api/transaction/verifyTransaction': ({ body }) => ((body as { factor?: string }).factor === 'totp'
      ? ok({ ...TRANSFER, factors: [] })
      : refusal(400, 'app.money.errors.codeWrong', { field: 'passkey', triesLeft: 4 })),
  });
  const dialog = await askFor('vi', 'Xác nhận chuyển tiền');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận bằng khoá truy cập' }));
  expect(await within(dialog).findByText('Hộp thoại khoá truy cập đã bị đóng hoặc hết thời gian. Chưa có gì thay đổi: hãy thử lại khi sẵn sàng.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/transaction/verifyTransaction')).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận bằng khoá truy cập' }));
  expect(await within(dialog).findByText('Khoá truy cập không xác nhận được lệnh chuyển này. Còn 4 lần thử: hãy thử lại hoặc dùng cách khác.')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Dùng ứng dụng xác thực' }));
  expect(within(dialog).getByText('Nhập mã 6 chữ số trên ứng dụng xác thực để chuyển 1.500.000 ₫ đến Vietcombank •••• 4567.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mã ứng dụng xác thực' }), '492039');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận chuyển tiền' }));
  expect(await within(dialog).findByText('Đã chuyển 1.500.000 ₫ đến Vietcombank •••• 4567.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/transaction/verifyTransaction').at(-1)!.body).toEqual({ transferId: TRANSFER.id, factor: 'totp', otp: '492039' });
});

test('"Send a code by SMS instead" texts the owner\'s phone, then asks for the SMS code, which confirms', async () => {
  const calls = moneyApi({
    'POST /api/transaction/requestTransaction': ok(requested(['totp', 'sms'])),
    'POST /api/transaction/sendTransferCode': ok({ transferId: TRANSFER.id, expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() }),
    'POST /api/transaction/verifyTransaction': ok({ ...TRANSFER, factors: [] }),
  });
  const dialog = await askFor('en', 'Confirm the transfer');
  expect(within(dialog).getByRole('textbox', { name: 'Authenticator app code' })).toBeInTheDocument();
  // No passkey: no passkey button.
  expect(within(dialog).queryByRole('button', { name: /passkey/ })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send a code by SMS instead' }));
  expect(await within(dialog).findByText('A 6-digit code was sent to the owner\'s phone to move ₫1,500,000 to Vietcombank •••• 4567.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/transaction/sendTransferCode').map((request) => request.body)).toEqual([{ transferId: TRANSFER.id }]);
  expect(within(dialog).queryByRole('button', { name: 'Send a code by SMS instead' })).toBeNull();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'SMS code' }), '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
  expect(await within(dialog).findByText('₫1,500,000 was moved to Vietcombank •••• 4567.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/transaction/verifyTransaction')[0].body).toEqual({ transferId: TRANSFER.id, otp: '123456' });
});

test('a transfer reopened from Recent transfers offers the ways it lists, in Vietnamese', async () => {
  const waiting = { ...TRANSFER, id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', amount: 250_000, status: 'awaiting_code', completedAt: null,
    factors: ['passkey', 'sms'], expiresAt: new Date(Date.now() + 3 * 60_000).toISOString() };
  moneyApi({ 'POST /api/transaction/findTransfers': { body: { err: 200, message: 'ok', data: [waiting], count: 1 } } });
  await openMerchants('vi');
  const transfers = await section('Lệnh chuyển tiền gần đây');
  await userEvent.click(await within(transfers).findByRole('button', { name: 'Nhập mã' }));
  const dialog = await screen.findByRole('dialog', { name: 'Xác nhận chuyển tiền' });
  expect(within(dialog).getByRole('button', { name: 'Xác nhận bằng khoá truy cập' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Gửi mã qua SMS thay thế' })).toBeEnabled();
  expect(within(dialog).queryByRole('textbox')).toBeNull();
  expect(within(dialog).getByRole('timer')).toHaveTextContent(/^Hãy xác nhận trong [23]:\d\d\.$/);
});
