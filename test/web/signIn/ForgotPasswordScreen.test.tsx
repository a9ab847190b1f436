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
  await renderEntryAt('#/forgotPass');
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
  // The rule that failed, not every rule.
  expect(screen.getByRole('alert')).toHaveTextContent('The password needs at least 9 characters.');
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
  await renderEntryAt('#/forgotPass');
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
  const calls = api({
    'POST /api/merchant/createNewPass': () => ({
      status: 400,
      body: { err: 400, message: 'app.auth.resetStepExpired', data: { token: null, otp: false, expired: true } },
    }),
  });
  const user = userEvent.setup();
  await renderEntryAt('#/forgotPass');
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
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The time to choose a new password has run out. Please enter the one-time code again.',
  );
  expect(calls.sent('POST', '/api/merchant/createNewPass')[0].body).toMatchObject({ token: 'reset-2' });

  // The code step answers to the token of step 1 again.
  await user.type(named('otp'), '777777');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(calls.sent('POST', '/api/merchant/resetPassVerifyOTP')).toHaveLength(2));
  expect(calls.sent('POST', '/api/merchant/resetPassVerifyOTP')[1].body).toEqual({ otp: '777777', token: 'reset-1' });
  await waitFor(() => expect(input('password')).not.toBeNull());
  expect(named('password')).toHaveValue('');
});

test('step 1 says a code was sent without telling whether the account exists; tokens never reach storage', async () => {
  api();
  const user = userEvent.setup();
  await renderEntryAt('#/forgotPass');
  await stepOne(user);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('If the account exists, a one-time code has been sent to its e-mail.');
  expect(alert).toHaveClass('MuiAlert-standardInfo');
  await user.type(named('otp'), '654321');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(input('password')).not.toBeNull());
  expect(Object.values(localStorage)).not.toEqual(expect.arrayContaining(['reset-1']));
  expect(Object.values(localStorage)).not.toEqual(expect.arrayContaining(['reset-2']));
  expect(named('password')).toHaveAttribute('autocomplete', 'new-password');
  expect(named('confirmPassword')).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByLabelText('New password')).toBe(named('password'));
  expect(screen.getByLabelText('Confirm password')).toBe(named('confirmPassword'));
});

test('a wrong code (400 otpInvalid) keeps the code step with one message', async () => {
  api({
    'POST /api/merchant/resetPassVerifyOTP': () => ({
      status: 400,
      body: { err: 400, message: 'app.auth.otpInvalid', data: { token: null, otp: true, expired: false } },
    }),
  });
  const user = userEvent.setup();
  await renderEntryAt('#/forgotPass');
  await stepOne(user);
  await user.type(named('otp'), '000000');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('The code is incorrect. Please check it and try again.')).toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(input('otp')).not.toBeNull();
});

test('a refused first step (wrong captcha) shows the message and a new captcha', async () => {
  const calls = api({
    'POST /api/merchant/resetPass': () => ({ status: 400, body: { err: 400, message: 'app.auth.captchaInvalid', data: null } }),
  });
  const user = userEvent.setup();
  await renderEntryAt('#/forgotPass');
  await screen.findByRole('img', { name: /captcha/i });
  await user.type(named('username'), 'merchant@demo.local');
  await user.type(named('captchaText'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('The captcha is incorrect. Please enter the new one.')).toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  await waitFor(() => expect(calls.sent('GET', '/api/user/create-captcha')).toHaveLength(2));
  expect(named('captchaText')).toHaveValue('');
});

test('a second request within the minute (429) says when to try again, and stays on step 1', async () => {
  api({
    'POST /api/merchant/resetPass': () => ({ status: 429, body: { err: 429, message: 'app.auth.otpSendLimited', data: { retryAfterSeconds: 40 } } }),
  });
  const user = userEvent.setup();
  await renderEntryAt('#/forgotPass');
  await screen.findByRole('img', { name: /captcha/i });
  await user.type(named('username'), 'merchant@demo.local');
  await user.type(named('captchaText'), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('A code was sent recently. Please wait 40 seconds before asking for a new one.')).toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(input('otp')).toBeNull();
});

test('the screen speaks Vietnamese', async () => {
  api();
  localStorage.setItem('locale', 'vi');
  const user = userEvent.setup();
  await renderEntryAt('#/forgotPass');
  await screen.findByRole('img', { name: /captcha/i });
  expect(screen.getByRole('heading', { name: 'Quên mật khẩu' })).toBeInTheDocument();
  expect(screen.getByText(/Bước 1\/3/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng nhập email');
});

test('the Login link returns to /login', async () => {
  api();
  const user = userEvent.setup();
  await renderEntryAt('#/forgotPass');
  await screen.findByRole('img', { name: /captcha/i });
  await user.click(screen.getByRole('link', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

test("the password step follows the rules the server says, and shows the server's refusal on the password field", async () => {
  const rules = { pattern: '^[a-z]+(?: [a-z]+)+$', minLength: 16, maxLength: 64 };
  const calls = api({
    'POST /api/merchant/resetPassVerifyOTP': () => ok({ token: 'reset-2', otp: true, expired: false, passwordRules: rules }),
    'POST /api/merchant/createNewPass': () => ({
      status: 400,
      body: { err: 400, message: 'app.validation.passwordCommon', data: null },
    }),
  });
  const user = userEvent.setup();
  await renderEntryAt('#/forgotPass');
  await stepOne(user);
  await user.type(named('otp'), '654321');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(input('password')).not.toBeNull());
  const change = screen.getByRole('button', { name: 'Change password' });

  // Spec §5's pattern would take it, the server's passphrase rule does not: refused here, never sent.
  await user.type(named('password'), 'new-password-2026');
  await user.type(named('confirmPassword'), 'new-password-2026');
  await user.click(change);
  expect(screen.getByRole('alert')).toHaveTextContent('Password invalid or too easy, please use a different password');
  expect(calls.sent('POST', '/api/merchant/createNewPass')).toHaveLength(0);

  await user.clear(named('password'));
  await user.clear(named('confirmPassword'));
  await user.type(named('password'), 'correct horse battery');
  await user.type(named('confirmPassword'), 'correct horse battery');
  await user.click(change);
  await waitFor(() => expect(calls.sent('POST', '/api/merchant/createNewPass')).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This password is one of the most common or leaked passwords.'));
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(named('password')).toHaveAttribute('aria-invalid', 'true');
  expect(named('password')).toHaveAttribute('aria-describedby', 'forgot-alert');
  expect(named('password')).toHaveFocus();
  expect(window.location.hash).toBe('#/forgotPass');
});
