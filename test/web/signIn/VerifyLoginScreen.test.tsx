import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captchaHandler, mockApi } from '../support/api';
import { renderEntryAt } from '../support/renderEntry';

jest.mock('../../../src/entry/loadShell', () => ({ loadShell: jest.fn(() => new Promise(() => undefined)), preloadShell: jest.fn() }));

const otpInput = () => document.querySelector<HTMLInputElement>('input[name="otp"]') as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('otpId', 'otp-7');
  localStorage.setItem('deviceId', 'device-1');
});

test('asks for the code first', async () => {
  mockApi({});
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  expect(otpInput()).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter OTP');
  expect(otpInput()).toHaveAttribute('aria-invalid', 'true');
  expect(otpInput()).toHaveFocus();
});

test('a valid code stores the session under the owner code and opens the dashboard', async () => {
  const userInfo = { phone: '0912345678', code: 'EMP01', type: 'submerchant', isSubMerchant: true, owner: { code: 'DEMO01' }, webPermissions: [] };
  const api = mockApi({
    'POST /api/merchant/verifyLogin': () => ({ body: { err: 200, message: 'ok', data: { token: 'tok', userInfo, deviceId: 'issued-after-code' } } }),
  });
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await user.type(otpInput(), '123456');
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
  await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  expect(api.sent('POST', '/api/merchant/verifyLogin')[0].body).toEqual({ otp: '123456', otpId: 'otp-7', deviceId: 'device-1' });
  expect(localStorage.getItem('session')).toBe('tok');
  // The server's new device secret replaces the one sent: the next login sends it back.
  expect(localStorage.getItem('deviceId')).toBe('issued-after-code');
  expect(localStorage.getItem('code')).toBe('DEMO01');
  expect(localStorage.getItem('phone')).toBe('0912345678');
  expect(localStorage.getItem('otpId')).toBeNull();
});

const refusing = (status: number, message: string) =>
  mockApi({
    'POST /api/merchant/verifyLogin': () => ({ status, body: { err: status, message, data: null } }),
    'GET /api/user/create-captcha': captchaHandler(),
  });

const submitCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.type(otpInput(), code);
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
};

test('an expired challenge (400 otpExpired) goes back to /login, which shows the message', async () => {
  refusing(400, 'app.auth.otpExpired');
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await submitCode(user, '000000');
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/login');
  expect(screen.getByRole('alert')).toHaveTextContent('The code has expired or is no longer valid. Please sign in again.');
  await screen.findByRole('img', { name: /captcha/i });
});

test('any other 400 also goes back to /login (spec §4), with the server message', async () => {
  refusing(400, 'OTP incorrect');
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await submitCode(user, '000000');
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('OTP incorrect');
  await screen.findByRole('img', { name: /captcha/i });
});

test('a mistyped code (400 otpInvalid) keeps the user here with one warning and the field ready again', async () => {
  const api = refusing(400, 'app.auth.otpInvalid');
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await submitCode(user, '000000');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The code is incorrect. Please check it and try again.');
  expect(alert).toHaveClass('MuiAlert-standardWarning');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(window.location.hash).toBe('#/verifyLogin');
  expect(otpInput()).toHaveValue('');
  expect(otpInput()).toHaveFocus();
  expect(otpInput()).toHaveAttribute('aria-invalid', 'true');
  expect(localStorage.getItem('otpId')).toBe('otp-7');
  await submitCode(user, '111111');
  await waitFor(() => expect(api.sent('POST', '/api/merchant/verifyLogin')).toHaveLength(2));
});

test('another failure (500) is one warning and keeps the user here', async () => {
  refusing(500, 'internalServerError');
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await submitCode(user, '123456');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Internal Server Error');
  expect(alert).toHaveClass('MuiAlert-standardWarning');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(window.location.hash).toBe('#/verifyLogin');
});

test('the code field is numeric, a one-time code, and labelled', async () => {
  mockApi({});
  await renderEntryAt('#/verifyLogin');
  expect(screen.getByLabelText('One-time code')).toBe(otpInput());
  expect(otpInput()).toHaveAttribute('inputmode', 'numeric');
  expect(otpInput()).toHaveAttribute('autocomplete', 'one-time-code');
});

describe('Resend code', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const tick = (seconds: number) =>
    act(() => {
      jest.advanceTimersByTime(seconds * 1000);
    });

  test('waits 60 s from arrival, then sends { otpId, deviceId } and waits what the answer says', async () => {
    const api = mockApi({
      'POST /api/merchant/resendLoginOtp': () => ({ body: { err: 200, message: 'ok', data: { otpId: 'otp-8', retryAfterSeconds: 90 } } }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderEntryAt('#/verifyLogin');
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    await tick(1);
    expect(screen.getByRole('button', { name: 'Resend code in 59 s' })).toBeDisabled();
    await tick(58);
    expect(screen.getByRole('button', { name: 'Resend code in 1 s' })).toBeDisabled();
    await tick(1);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend code in 90 s' })).toBeDisabled();
    expect(api.sent('POST', '/api/merchant/resendLoginOtp').map((request) => request.body)).toEqual([
      { otpId: 'otp-7', deviceId: 'device-1' },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('A new code has been sent to your phone.');
    expect(localStorage.getItem('otpId')).toBe('otp-8');
    await tick(90);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  test('a refused resend (429) says how long to wait and counts that down', async () => {
    mockApi({
      'POST /api/merchant/resendLoginOtp': () => ({
        status: 429,
        body: { err: 429, message: 'app.auth.otpSendLimited', data: { retryAfterSeconds: 30 } },
      }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderEntryAt('#/verifyLogin');
    await tick(60);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A code was sent recently. Please wait 30 seconds before asking for a new one.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test('a resend for a challenge that is gone goes back to /login', async () => {
    mockApi({
      'POST /api/merchant/resendLoginOtp': () => ({ status: 400, body: { err: 400, message: 'app.auth.otpExpired', data: null } }),
      'GET /api/user/create-captcha': captchaHandler(),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderEntryAt('#/verifyLogin');
    await tick(60);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The code has expired or is no longer valid. Please sign in again.');
    await screen.findByRole('img', { name: /captcha/i });
  });
});

test('Go Back to Login returns to /login', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  const user = userEvent.setup();
  await renderEntryAt('#/verifyLogin');
  await user.click(screen.getByRole('button', { name: 'Go Back to Login' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  await screen.findByRole('img', { name: /captcha/i });
});
