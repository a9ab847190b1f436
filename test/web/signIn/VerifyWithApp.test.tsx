import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../support/api';
import { renderEntryAt } from '../support/renderEntry';

jest.mock('../../../src/entry/loadShell', () => ({ loadShell: jest.fn(() => new Promise(() => undefined)), preloadShell: jest.fn() }));

const otpInput = () => document.querySelector<HTMLInputElement>('input[name="otp"]') as HTMLInputElement;
const userInfo = { phone: '0901234567', code: 'DEMO01', type: 'merchant', isSubMerchant: false, owner: { code: 'DEMO01' }, webPermissions: [] };
const signedIn = () => ({ body: { err: 200, message: 'ok', data: { token: 'tok', userInfo, deviceId: 'issued-after-code', otp: false, otpId: null } } });

// A login of a user with an authenticator app left the challenge and what may answer it (no SMS was sent).
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('otpId', 'otp-7');
  localStorage.setItem('deviceId', 'device-1');
  localStorage.setItem('otpFactors', 'totp,recoveryCode,sms');
});

test('asks for the app code first and sends it as factor totp', async () => {
  const api = mockApi({ 'POST /api/merchant/verifyLogin': signedIn });
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  expect(screen.getByText('Enter the 6-digit code your authenticator app shows for this account.')).toBeInTheDocument();
  expect(screen.getByLabelText('Authenticator app code')).toBe(otpInput());
  expect(otpInput()).toHaveAttribute('autocomplete', 'one-time-code');
  // No countdown: no SMS went out, so one may be asked for at once.
  expect(screen.getByRole('button', { name: 'Use another way: send a code by SMS' })).toBeEnabled();
  await user.type(otpInput(), '492039');
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
  await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  expect(api.sent('POST', '/api/merchant/verifyLogin')[0].body).toEqual({ otp: '492039', otpId: 'otp-7', deviceId: 'device-1', factor: 'totp' });
  expect(localStorage.getItem('otpFactors')).toBeNull();
});

test('a wrong app code keeps the user here with the refusal on the field', async () => {
  mockApi({ 'POST /api/merchant/verifyLogin': () => ({ status: 400, body: { err: 400, message: 'app.auth.otpInvalid', data: null } }) });
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await user.type(otpInput(), '000000');
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(otpInput()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Authenticator app code')).toHaveValue('');
});

test('a recovery code is sent as factor recoveryCode, and the app can be chosen again', async () => {
  const api = mockApi({ 'POST /api/merchant/verifyLogin': signedIn });
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  expect(screen.getByLabelText('Recovery code')).toBe(otpInput());
  expect(screen.getByText(/Each code works once/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
  expect(screen.getByLabelText('Authenticator app code')).toBe(otpInput());
  await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  await user.type(otpInput(), 'k7m2p-9qx4t');
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
  await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  expect(api.sent('POST', '/api/merchant/verifyLogin')[0].body).toMatchObject({ otp: 'k7m2p-9qx4t', factor: 'recoveryCode' });
});

test('"use another way" sends the SMS for the same challenge, then takes the SMS code', async () => {
  const api = mockApi({
    'POST /api/merchant/resendLoginOtp': () => ({ body: { err: 200, message: 'ok', data: { otpId: 'otp-7', retryAfterSeconds: 60 } } }),
    'POST /api/merchant/verifyLogin': signedIn,
  });
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await user.click(screen.getByRole('button', { name: 'Use another way: send a code by SMS' }));
  expect(await screen.findByText('We sent a one-time code to your phone by SMS. Enter it here.')).toBeInTheDocument();
  expect(api.sent('POST', '/api/merchant/resendLoginOtp')).toHaveLength(1);
  expect(screen.getByLabelText('One-time code')).toBe(otpInput());
  expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Use the authenticator app' })).toBeInTheDocument();
  await user.type(otpInput(), '123456');
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
  await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  expect(api.sent('POST', '/api/merchant/verifyLogin')[0].body).toEqual({ otp: '123456', otpId: 'otp-7', deviceId: 'device-1' });
});

test('the screen speaks Vietnamese', async () => {
  mockApi({});
  localStorage.setItem('locale', 'vi');
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  expect(screen.getByText('Nhập mã 6 chữ số mà ứng dụng xác thực đang hiển thị cho tài khoản này.')).toBeInTheDocument();
  expect(screen.getByLabelText('Mã từ ứng dụng xác thực')).toBe(otpInput());
  expect(screen.getByRole('button', { name: 'Cách khác: gửi mã qua SMS' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Dùng mã khôi phục' }));
  expect(screen.getByLabelText('Mã khôi phục')).toBe(otpInput());
  expect(screen.getByRole('button', { name: 'Dùng ứng dụng xác thực' })).toBeInTheDocument();
});

test('offers no SMS to a user whose role requires the app they have (login left sms out)', async () => {
  localStorage.setItem('otpFactors', 'totp,recoveryCode');
  mockApi({});
  await renderEntryAt('#/verifyLogin');
  expect(screen.getByLabelText('Authenticator app code')).toBe(otpInput());
  expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Use another way: send a code by SMS' })).toBeNull();
});
