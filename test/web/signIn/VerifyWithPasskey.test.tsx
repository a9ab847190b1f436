import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../support/api';
import { renderEntryAt } from '../support/renderEntry';

jest.mock('../../../src/entry/loadShell', () => ({ loadShell: jest.fn(() => new Promise(() => undefined)), preloadShell: jest.fn() }));

const userInfo = { phone: '0901234567', code: 'DEMO01', type: 'merchant', isSubMerchant: false, owner: { code: 'DEMO01' }, webPermissions: [] };
const signedIn = () => ({ body: { err: 200, message: 'ok', data: { token: 'tok', userInfo, deviceId: 'issued-after-code', otp: false, otpId: null } } });
const OPTIONS = { challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U', rpId: 'localhost', timeout: 60000, allowCredentials: [{ id: 'AW4bY1kz0cQ', type: 'public-key' }], userVerification: 'preferred' };
const options = () => ({ body: { err: 200, message: 'ok', data: OPTIONS } });
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/**
 * jsdom has no WebAuthn: these give the page what a browser with a passkey would (the prompt's outcome), so the
 * screen's side is checked here and the real ceremony in the browser test (test/e2e/passkeys.e2e.ts).
 */
const browserAnswers = (get: () => Promise<unknown>) => {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', { value: { get: jest.fn(get) }, configurable: true });
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('otpId', 'otp-9');
  localStorage.setItem('deviceId', 'device-1');
  localStorage.setItem('otpFactors', 'passkey,recoveryCode,sms');
});

afterEach(() => {
  for (const name of ['isSecureContext', 'PublicKeyCredential'] as const) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'credentials');
});

test('offers the passkey first, with no code field, and signs in with what the browser signed as factor passkey', async () => {
  browserAnswers(async () => ({
    id: 'AW4bY1kz0cQ', rawId: bytes('raw'), type: 'public-key', authenticatorAttachment: 'platform',
    response: { clientDataJSON: bytes('{"type":"webauthn.get"}'), authenticatorData: bytes('data'), signature: bytes('sig'), userHandle: null },
    getClientExtensionResults: () => ({}),
  }));
  const api = mockApi({ 'POST /api/merchant/passkeyOptions': options, 'POST /api/merchant/verifyLogin': signedIn });
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  expect(screen.getByText(/^Use your passkey: your device asks/)).toBeInTheDocument();
  expect(document.querySelector('input[name="otp"]')).toBeNull();
  expect(screen.getByRole('button', { name: 'Use another way: send a code by SMS' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
  await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  expect(api.sent('POST', '/api/merchant/passkeyOptions')[0].body).toEqual({ otpId: 'otp-9' });
  const sent = api.sent('POST', '/api/merchant/verifyLogin')[0].body as Record<string, unknown>;
  expect(sent).toMatchObject({ otpId: 'otp-9', deviceId: 'device-1', factor: 'passkey', passkey: { id: 'AW4bY1kz0cQ', type: 'public-key' } });
  expect(sent).not.toHaveProperty('otp');
  expect(localStorage.getItem('otpId')).toBeNull();
});

test('a closed prompt keeps the challenge: the user is told nothing changed and may try again or use another way', async () => {
  browserAnswers(() => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')));
  const api = mockApi({ 'POST /api/merchant/passkeyOptions': options });
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
  expect(await screen.findByText(/^The passkey prompt was closed or timed out/)).toBeInTheDocument();
  expect(api.sent('POST', '/api/merchant/verifyLogin')).toHaveLength(0);
  expect(window.location.hash).toBe('#/verifyLogin');
  expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
});

test('a passkey the server refuses stays here with a way out; a browser without passkeys is told so before any call', async () => {
  browserAnswers(async () => ({
    id: 'AW4bY1kz0cQ', rawId: bytes('raw'), type: 'public-key',
    response: { clientDataJSON: bytes('{}'), authenticatorData: bytes('data'), signature: bytes('sig'), userHandle: null },
    getClientExtensionResults: () => ({}),
  }));
  const api = mockApi({
    'POST /api/merchant/passkeyOptions': options,
    'POST /api/merchant/verifyLogin': () => ({ status: 400, body: { err: 400, message: 'app.auth.otpInvalid', data: null } }),
  });
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
  expect(await screen.findByText('That passkey could not be checked for this sign-in. Try again, or use another way.')).toBeInTheDocument();
  expect(window.location.hash).toBe('#/verifyLogin');

  Reflect.deleteProperty(window, 'PublicKeyCredential');
  await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
  expect(await screen.findByText(/^This browser cannot use passkeys here/)).toBeInTheDocument();
  expect(api.sent('POST', '/api/merchant/passkeyOptions')).toHaveLength(1);
});

test('a recovery code stands in for the passkey; the screen speaks Vietnamese', async () => {
  const api = mockApi({ 'POST /api/merchant/verifyLogin': signedIn });
  localStorage.setItem('locale', 'vi');
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  expect(screen.getByText(/^Dùng khoá truy cập: thiết bị sẽ hỏi/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dùng mã khôi phục' }));
  expect(screen.getByText(/khi thiết lập khoá truy cập hoặc ứng dụng xác thực/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Mã khôi phục'), 'k7m2p-9qx4t');
  expect(screen.getByRole('button', { name: 'Dùng khoá truy cập' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Xác thực OTP' }));
  await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  expect(api.sent('POST', '/api/merchant/verifyLogin')[0].body).toMatchObject({ otp: 'k7m2p-9qx4t', factor: 'recoveryCode' });
});
