import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captchaHandler, type Handler, mockApi } from '../support/api';
import { renderEntryAt } from '../support/renderEntry';

jest.mock('../../../src/entry/loadShell', () => ({ loadShell: jest.fn(() => new Promise(() => undefined)), preloadShell: jest.fn() }));

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const named = (name: string) => {
  const element = input(name);
  if (!element) throw new Error(`no input named ${name}`);
  return element;
};
const ok = (data: unknown): ReturnType<Handler> => ({ body: { err: 200, message: 'ok', data } });

beforeEach(() => localStorage.clear());

const api = (overrides: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'POST /api/merchant/resetPass': () => ok({ token: 'reset-1', otp: true }),
    'POST /api/merchant/resetPassVerifyOTP': () => ok({ token: 'reset-2' }),
    'POST /api/merchant/createNewPass': () => ok({}),
    ...overrides,
  });

const stepOne = async (user: ReturnType<typeof userEvent.setup>) => {
  await screen.findByRole('img', { name: /captcha/i });
  await user.type(named('username'), 'merchant@demo.local');
  await user.type(named('captchaText'), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(input('otp')).not.toBeNull());
};

test('walks the three steps with their validation messages, then goes to /login', async () => {
  const calls = api();
  const user = userEvent.setup();
  renderEntryAt('#/forgotPass');
  await screen.findByRole('img', { name: /captcha/i });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter email');
  await user.type(named('username'), 'merchant@demo.local');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter captcha');
  expect(named('captchaText')).toHaveFocus();
  await user.type(named('captchaText'), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await waitFor(() => expect(input('otp')).not.toBeNull());
  expect(input('username')).toBeNull();
  expect(calls.sent('POST', '/api/merchant/resetPass')[0].body).toEqual({
    username: 'merchant@demo.local',
    captchaId: 'captcha-1',
    captchaText: 'captcha-1,ab12',
  });
  expect(localStorage.getItem('session')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter OTP');
  await user.type(named('otp'), '654321');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await waitFor(() => expect(input('password')).not.toBeNull());
  expect(calls.sent('POST', '/api/merchant/resetPassVerifyOTP')[0].body).toEqual({ otp: '654321', token: 'reset-1' });
  const change = screen.getByRole('button', { name: 'Change password' });
  await user.click(change);
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter new password');
  await user.type(named('password'), 'short');
  await user.click(change);
  expect(screen.getByRole('alert')).toHaveTextContent('Password invalid or too easy, please use a different password');
  await user.clear(named('password'));
  await user.type(named('password'), 'new-password-2026');
  await user.click(change);
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter confirm password');
  await user.type(named('confirmPassword'), 'new-password-2025');
  await user.click(change);
  expect(screen.getByRole('alert')).toHaveTextContent('Confirm password is incorrect');
  expect(named('confirmPassword')).toHaveAttribute('aria-invalid', 'true');
  await user.clear(named('confirmPassword'));
  await user.type(named('confirmPassword'), 'new-password-2026');
  await user.click(change);

  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/login');
  expect(calls.sent('POST', '/api/merchant/createNewPass')[0].body).toEqual({
    password: 'new-password-2026',
    confirmPassword: 'new-password-2026',
    token: 'reset-2',
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Your password has been changed. Please sign in.');
});

test('an expired code restarts at step 1; Back resets to step 1', async () => {
  api({ 'POST /api/merchant/resetPassVerifyOTP': () => ok({ expired: true }) });
  const user = userEvent.setup();
  renderEntryAt('#/forgotPass');
  await stepOne(user);
  await user.type(named('otp'), '111111');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(input('username')).not.toBeNull());
  expect(named('username')).toHaveValue('');
  expect(screen.getByRole('alert')).toHaveTextContent('The one-time code has expired. Please start again.');

  await stepOne(user);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(input('username')).not.toBeNull();
  expect(input('otp')).toBeNull();
});

test('an expired password step clears the fields and returns to the code step', async () => {
  api({ 'POST /api/merchant/createNewPass': () => ({ status: 400, body: { err: 400, message: 'expired', data: { expired: true } } }) });
  const user = userEvent.setup();
  renderEntryAt('#/forgotPass');
  await stepOne(user);
  await user.type(named('otp'), '654321');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(input('password')).not.toBeNull());
  await user.type(named('password'), 'new-password-2026');
  await user.type(named('confirmPassword'), 'new-password-2026');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(input('otp')).not.toBeNull());
  expect(named('otp')).toHaveValue('');
  expect(input('password')).toBeNull();
});

test('the Login link returns to /login', async () => {
  api();
  const user = userEvent.setup();
  renderEntryAt('#/forgotPass');
  await screen.findByRole('img', { name: /captcha/i });
  await user.click(screen.getByRole('link', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});
