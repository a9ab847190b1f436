import { screen, waitFor } from '@testing-library/react';
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
  renderEntryAt('#/verifyLogin');
  expect(otpInput()).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter OTP');
  expect(otpInput()).toHaveAttribute('aria-invalid', 'true');
  expect(otpInput()).toHaveFocus();
});

test('a valid code stores the session under the owner code and opens the dashboard', async () => {
  const userInfo = { phone: '0912345678', code: 'EMP01', type: 'submerchant', isSubMerchant: true, owner: { code: 'DEMO01' }, webPermissions: [] };
  const api = mockApi({
    'POST /api/merchant/verifyLogin': () => ({ body: { err: 200, message: 'ok', data: { token: 'tok', userInfo, deviceId: 'device-1' } } }),
  });
  const user = userEvent.setup();
  renderEntryAt('#/verifyLogin');
  await user.type(otpInput(), '123456');
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
  await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  expect(api.sent('POST', '/api/merchant/verifyLogin')[0].body).toEqual({ otp: '123456', otpId: 'otp-7', deviceId: 'device-1' });
  expect(localStorage.getItem('session')).toBe('tok');
  expect(localStorage.getItem('code')).toBe('DEMO01');
  expect(localStorage.getItem('phone')).toBe('0912345678');
  expect(localStorage.getItem('otpId')).toBeNull();
});

test('a refused code (400) goes back to /login, which shows the message', async () => {
  mockApi({
    'POST /api/merchant/verifyLogin': () => ({ status: 400, body: { err: 400, message: 'OTP incorrect', data: null } }),
    'GET /api/user/create-captcha': captchaHandler(),
  });
  const user = userEvent.setup();
  renderEntryAt('#/verifyLogin');
  await user.type(otpInput(), '000000');
  await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/login');
  expect(screen.getByRole('alert')).toHaveTextContent('OTP incorrect');
});

test('Go Back to Login returns to /login', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  const user = userEvent.setup();
  renderEntryAt('#/verifyLogin');
  await user.click(screen.getByRole('button', { name: 'Go Back to Login' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  await screen.findByRole('img', { name: /captcha/i });
});
