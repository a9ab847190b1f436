import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captchaHandler, mockApi, SVG } from '../support/api';
import { preloadShell } from '../../../src/entry/loadShell';
import { renderEntryAt } from '../support/renderEntry';

jest.mock('../../../src/entry/loadShell', () => ({ loadShell: jest.fn(() => new Promise(() => undefined)), preloadShell: jest.fn() }));

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no input named ${name}`);
  return element;
};

const captchaImage = () => screen.findByRole('img', { name: /captcha/i });

beforeEach(() => {
  localStorage.clear();
});

test('shows the named inputs, one submit button and the captcha from the server as an SVG data URL', async () => {
  const api = mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  await renderEntryAt('#/login');
  for (const name of ['code', 'username', 'password', 'captchaText']) expect(input(name)).toBeInTheDocument();
  expect(input('password')).toHaveAttribute('type', 'password');
  expect(document.querySelectorAll('button[type="submit"]')).toHaveLength(1);
  const image = await captchaImage();
  expect(image).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG.replace('ab12', 'c1'))}`);
  expect(document.querySelector('svg text')).toBeNull();
  expect(api.sent('GET', '/api/user/create-captcha')).toHaveLength(1);
});

test('the refresh button loads a new captcha', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  await renderEntryAt('#/login');
  const first = (await captchaImage()).getAttribute('src');
  await userEvent.click(screen.getByRole('button', { name: 'Refresh captcha' }));
  await waitFor(async () => expect((await captchaImage()).getAttribute('src')).not.toBe(first));
});

test('prefills Owner ID and phone from storage and clears everything else on load', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  localStorage.setItem('code', 'DEMO01');
  localStorage.setItem('phone', '0901234567');
  localStorage.setItem('deviceId', 'device-1');
  localStorage.setItem('session', 'old-session');
  localStorage.setItem('user', '{}');
  await renderEntryAt('#/login');
  expect(input('code')).toHaveValue('DEMO01');
  expect(input('username')).toHaveValue('0901234567');
  await captchaImage();
  expect(localStorage.getItem('session')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(localStorage.getItem('deviceId')).toBe('device-1');
});

test('checks the fields in order, one alert each, marking and focusing the field', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  const user = userEvent.setup();
  await renderEntryAt('#/login');
  await captchaImage();
  const submit = screen.getByRole('button', { name: 'Sign in' });
  const steps: [string, string, string][] = [
    ['code', 'Please enter Owner ID.', 'DEMO01'],
    ['username', 'Please enter username', '0901234567'],
    ['password', 'Please enter password', 'secret-password'],
    ['captchaText', 'Please enter captcha', 'ab12'],
  ];
  for (const [name, message, value] of steps) {
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input(name)).toHaveAttribute('aria-invalid', 'true');
    expect(input(name)).toHaveFocus();
    await user.type(input(name), value);
  }
});

test('a sign-in without OTP stores the session and goes to the dashboard', async () => {
  const user = userEvent.setup();
  const userInfo = { phone: '0912345678', code: 'EMP01', type: 'submerchant', isSubMerchant: true, owner: { code: 'DEMO01' }, webPermissions: [] };
  const api = mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'POST /api/merchant/login': () => ({
      body: { err: 200, message: 'ok', data: { token: 'tok', userInfo, deviceId: 'dev-9', otp: false, tokenMcPt: { token: 'mc' } } },
    }),
  });
  await renderEntryAt('#/login');
  await captchaImage();
  await user.type(input('code'), 'DEMO01');
  await user.type(input('username'), '0912345678');
  await user.type(input('password'), 'demo-employee-2026');
  await user.type(input('captchaText'), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  const [login] = api.sent('POST', '/api/merchant/login');
  expect(login.body).toEqual(
    expect.objectContaining({
      code: 'DEMO01',
      username: '0912345678',
      password: 'demo-employee-2026',
      captchaId: 'captcha-1',
      captchaText: 'captcha-1,ab12',
      ip: '127.0.0.1',
      deviceId: '',
      os: expect.any(String),
      osVersion: expect.any(String),
      browser: expect.any(String),
      browserVersion: expect.any(String),
    }),
  );
  expect(localStorage.getItem('session')).toBe('tok');
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(userInfo);
  expect(localStorage.getItem('deviceId')).toBe('dev-9');
  expect(localStorage.getItem('code')).toBe('DEMO01');
  expect(localStorage.getItem('phone')).toBe('0912345678');
  expect(JSON.parse(localStorage.getItem('tokenMcPt') ?? 'null')).toEqual({ token: 'mc' });
});

/** The demo owner's Owner ID, phone, password and a captcha answer, submitted. */
const signInAsOwner = async (user: ReturnType<typeof userEvent.setup>) => {
  await captchaImage();
  await user.type(input('code'), 'DEMO01');
  await user.type(input('username'), '0901234567');
  await user.type(input('password'), 'demo-merchant-2026');
  await user.type(input('captchaText'), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

test('an OTP challenge keeps otpId and the device value and opens /verifyLogin', async () => {
  const user = userEvent.setup();
  localStorage.setItem('deviceId', 'issued-before');
  mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'POST /api/merchant/login': (request) => ({
      body: { err: 200, message: 'ok', data: { otp: true, otpId: 'otp-7', deviceId: (request.body as { deviceId: string }).deviceId } },
    }),
  });
  await renderEntryAt('#/login');
  jest.mocked(preloadShell).mockClear();
  await signInAsOwner(user);
  expect(await screen.findByRole('button', { name: 'Validate OTP' })).toBeInTheDocument();
  // The shell started loading with the password's submission (the entry's preload, through the screens' context).
  expect(preloadShell).toHaveBeenCalled();
  expect(window.location.hash).toBe('#/verifyLogin');
  expect(localStorage.getItem('otpId')).toBe('otp-7');
  expect(localStorage.getItem('deviceId')).toBe('issued-before');
  expect(localStorage.getItem('session')).toBeNull();
});

// A second sign-in within a code's life: the code screen says what happened to the code and when a new one may be
// asked for, instead of the refusal that made the user type the password and a captcha again.
test.each([
  ['a code sent 20 s ago is still valid', { codeSentAt: new Date(Date.now() - 20_000).toISOString() },
    'Enter the code we sent to your phone a moment ago: it is still valid, so no new one was sent.', /^Resend code in (2\d|3\d|40) s$/],
  ['the phone had a code within the minute', { resendAfterSeconds: 35 },
    'Your phone received a code less than a minute ago. When the button below is ready, send a new code and enter it here.', /^Resend code in 35 s$/],
])('a second sign-in where %s: the code screen says so and counts down from there', async (_what, extra, intro, countdown) => {
  const user = userEvent.setup();
  mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'POST /api/merchant/login': () => ({ body: { err: 200, message: 'ok', data: { otp: true, otpId: 'otp-9', deviceId: '', ...extra } } }),
  });
  await renderEntryAt('#/login');
  await signInAsOwner(user);
  expect(await screen.findByText(intro)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: countdown })).toBeDisabled();
});

const fillAndSubmit = async (user: ReturnType<typeof userEvent.setup>) => {
  await captchaImage();
  await user.type(input('code'), 'DEMO01');
  await user.type(input('username'), '0901234567');
  await user.type(input('password'), 'wrong-password-1');
  await user.type(input('captchaText'), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

const refusingLogin = (status: number, body: unknown) =>
  mockApi({ 'GET /api/user/create-captcha': captchaHandler(), 'POST /api/merchant/login': () => ({ status, body }) });

test('a refused sign-in shows exactly one alert, the translated server message, and loads a new captcha', async () => {
  const user = userEvent.setup();
  const api = refusingLogin(400, { err: 400, message: 'app.auth.invalidCredentials', data: null });
  await renderEntryAt('#/login');
  const first = (await captchaImage()).getAttribute('src');
  await fillAndSubmit(user);
  await waitFor(() => expect(api.sent('GET', '/api/user/create-captcha')).toHaveLength(2));
  await waitFor(async () => expect((await captchaImage()).getAttribute('src')).not.toBe(first));
  const alerts = screen.getAllByRole('alert');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveTextContent('Owner ID, phone number or password is incorrect.');
  expect(alerts[0]).toHaveClass('MuiAlert-standardError');
  expect(input('captchaText')).toHaveValue('');
  expect(window.location.hash).toBe('#/login');
});

test('a server message without a translation is shown as it is', async () => {
  const user = userEvent.setup();
  refusingLogin(400, { err: 400, message: 'Wrong Owner ID, username or password', data: null });
  await renderEntryAt('#/login');
  await fillAndSubmit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Owner ID, username or password');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

test("a refusal without a message shows one 'Bad Request' warning", async () => {
  const user = userEvent.setup();
  refusingLogin(400, { err: 400, data: null });
  await renderEntryAt('#/login');
  await fillAndSubmit(user);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Bad Request');
  expect(alert).toHaveClass('MuiAlert-standardWarning');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

test('too many attempts (429) says how many seconds to wait, in both languages', async () => {
  const user = userEvent.setup();
  refusingLogin(429, { err: 429, message: 'app.auth.tooManyAttempts', data: { retryAfterSeconds: 120 } });
  await renderEntryAt('#/login');
  await fillAndSubmit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 120 seconds and try again.');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Bạn đã thử quá nhiều lần. Vui lòng đợi 120 giây rồi thử lại.');
});

test('one second is singular', async () => {
  const user = userEvent.setup();
  refusingLogin(429, { err: 429, message: 'app.auth.tooManyAttempts', data: { retryAfterSeconds: 1 } });
  await renderEntryAt('#/login');
  await fillAndSubmit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 1 second and try again.');
});

test('Enter in a field submits the form', async () => {
  const user = userEvent.setup();
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  await renderEntryAt('#/login');
  await captchaImage();
  await user.type(input('code'), 'DEMO01{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter username');
  expect(input('username')).toHaveFocus();
  expect(input('username')).toHaveAttribute('aria-describedby', 'login-alert');
  expect(screen.getByRole('alert')).toHaveAttribute('id', 'login-alert');
});

test('the forgot-password link opens /forgotPass', async () => {
  const user = userEvent.setup();
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  await renderEntryAt('#/login');
  await captchaImage();
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/forgotPass');
  await captchaImage();
});

test('every field has a label and every button an accessible name', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  await renderEntryAt('#/login');
  await captchaImage();
  expect(screen.getByLabelText('Owner ID')).toBe(input('code'));
  expect(screen.getByLabelText('Phone number')).toBe(input('username'));
  expect(screen.getByLabelText('Password')).toBe(input('password'));
  expect(screen.getByLabelText('Captcha')).toBe(input('captchaText'));
  for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();
  expect(input('password')).toHaveAttribute('autocomplete', 'current-password');
});

test('the language switch changes the texts and is remembered', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  const user = userEvent.setup();
  await renderEntryAt('#/login');
  await captchaImage();
  await user.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
  expect(screen.getByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
  expect(screen.getByLabelText('Mã chủ sở hữu')).toBe(input('code'));
  expect(localStorage.getItem('locale')).toBe('vi');
  expect(document.documentElement.lang).toBe('vi');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng nhập mã chủ sở hữu.');
  const group = screen.getByRole('group', { name: 'Ngôn ngữ' });
  await user.click(within(group).getByRole('button', { name: 'English' }));
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(localStorage.getItem('locale')).toBe('en');
});
