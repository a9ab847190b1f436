import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '../../../../src/authProvider/signIn';
import { captchaHandler, type Handler, mockApi, ok } from '../../support/api';
import { renderEntryAt } from '../../support/renderEntry';
import { signInAs, userOf } from '../../support/users';
// The shell and this screen are lazy chunks: loaded with the file, so that a test waits for the screen to draw, not
// for its modules to compile (seconds when the whole suite runs on every core). test/web/entry tests the lazy loading.
import '../../../../src/app/AdminApp';
import '../../../../src/resources/profile/ProfilePage';
import { findFactors } from '../../support/factorStatus';

const owner = userOf('merchant', { name: 'Nguyễn Văn An' });

const PROFILE = {
  userInfo: { ...owner, owner: { code: 'DEMO01' } },
  fullName: 'Nguyễn Văn An',
  email: 'merchant@demo.local',
  ownerName: 'Demo Merchant',
  lastSignInAt: null,
  passwordChangedAt: null,
  passwordRules: { pattern: '^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$', minLength: 9, maxLength: 40 },
};

const api = (overrides: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'GET /api/merchant/profile': () => ok(PROFILE),
    'POST /api/merchant/forgetDevice': () => ok(null),
    ...findFactors(),
    ...overrides,
  });

const openProfile = async (heading = 'Profile') => {
  await renderEntryAt('#/profile');
  expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
};

const forgetButton = () => screen.getByRole('button', { name: 'Forget this device' });

beforeEach(() => {
  localStorage.clear();
  signInAs(owner);
});

test('forgets this device after a confirmation: the server is told, the browser drops its secret, a notice says so', async () => {
  const calls = api();
  const user = userEvent.setup();
  await openProfile();
  await screen.findByText('merchant@demo.local');
  expect(screen.getByText('This browser is remembered: signing in here does not ask for the code sent by SMS.')).toBeInTheDocument();

  // Cancelling the confirmation changes nothing.
  await user.click(forgetButton());
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Forget this device?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.sent('POST', '/api/merchant/forgetDevice')).toHaveLength(0);

  await user.click(forgetButton());
  dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('The next sign-in on this browser will ask for the code sent by SMS again.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Forget this device' }));

  expect(await screen.findByText('This device is forgotten. The next sign-in here will ask for the SMS code.')).toBeInTheDocument();
  const [sent] = calls.sent('POST', '/api/merchant/forgetDevice');
  expect(sent.body).toEqual({ deviceId: 'device-1' });
  expect(sent.headers.authorization).toBe('Bearer session-token');
  expect(localStorage.getItem('deviceId')).toBeNull();
  expect(localStorage.getItem('session')).toBe('session-token');
  expect(screen.getByText('This browser is not remembered: each sign-in here asks for the code sent by SMS.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Forget this device' })).toBeNull());
});

test('the next sign-in on this browser sends no device secret, so the server asks for the SMS code', async () => {
  const calls = api({ 'POST /api/merchant/login': () => ok({ token: null, userInfo: null, deviceId: '', otp: true, otpId: 'otp-1', tokenMcPt: { token: null } }) });
  const user = userEvent.setup();
  await openProfile();
  await user.click(forgetButton());
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forget this device' }));
  await screen.findByText('This device is forgotten. The next sign-in here will ask for the SMS code.');

  expect(await login({ code: 'DEMO01', username: '0901234567', password: 'demo-merchant-2026', captchaId: 'c', captchaText: 'ab12' })).toBe('/verifyLogin');
  expect(calls.sent('POST', '/api/merchant/login')[0].body).toMatchObject({ deviceId: '' });
});

test('a failed call says so once and keeps the device remembered, to try again', async () => {
  api({ 'POST /api/merchant/forgetDevice': () => ({ status: 500, body: { err: 500, message: 'internalServerError', data: null } }) });
  const user = userEvent.setup();
  await openProfile();
  await user.click(forgetButton());
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forget this device' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Internal Server Error');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(localStorage.getItem('deviceId')).toBe('device-1');
  expect(forgetButton()).toBeEnabled();
});

test('offers nothing to forget on a browser that is not remembered', async () => {
  localStorage.removeItem('deviceId');
  api();
  await openProfile();
  expect(await screen.findByText('This browser is not remembered: each sign-in here asks for the code sent by SMS.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Forget this device' })).toBeNull();
});

test('speaks Vietnamese', async () => {
  api();
  localStorage.setItem('locale', 'vi');
  const user = userEvent.setup();
  await openProfile('Hồ sơ');
  expect(screen.getByRole('heading', { name: 'Thiết bị này', level: 2 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Quên thiết bị này' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Quên thiết bị này?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Quên thiết bị này' }));
  expect(await screen.findByText('Đã quên thiết bị này. Lần đăng nhập tới tại đây sẽ yêu cầu mã SMS.')).toBeInTheDocument();
});
