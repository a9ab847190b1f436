import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captchaHandler, type Handler, mockApi } from '../../support/api';
import { renderEntryAt } from '../../support/renderEntry';
import { signInAs, userOf } from '../../support/users';
// The shell and this screen are lazy chunks: loaded with the file, so that a test waits for the screen to draw, not
// for its modules to compile (seconds when the whole suite runs on every core). test/web/entry tests the lazy loading.
import '../../../../src/app/AdminApp';
import '../../../../src/resources/profile/ProfilePage';
import { findFactors } from '../../support/factorStatus';

const employee = userOf('submerchant', { name: 'Trần Thị Bình' });
// 08:07 in Ho Chi Minh City (UTC+7), where every time is shown, whatever the machine's zone.
const lastSignIn = new Date('2026-03-05T01:07:00Z');

const PROFILE = {
  userInfo: { ...employee, owner: { code: 'DEMO01' }, webPermissions: [...employee.webPermissions, { action: 'somethingnew' }] },
  fullName: 'Trần Thị Bình',
  email: 'employee@demo.local',
  ownerName: 'Demo Merchant',
  lastSignInAt: lastSignIn.toISOString(),
  passwordChangedAt: null,
  passwordRules: { pattern: '^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$', minLength: 9, maxLength: 40 },
};

const api = (overrides: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'GET /api/merchant/profile': () => ({ body: { err: 200, message: 'ok', data: PROFILE } }),
    'POST /api/merchant/changePassword': () => ({ body: { err: 200, message: 'app.auth.passwordChanged', data: null } }),
    ...findFactors(),
    ...overrides,
  });

const named = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no input named ${name}`);
  return element;
};

const openProfile = async () => {
  await renderEntryAt('#/profile');
  expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
  await screen.findByText('employee@demo.local');
};

beforeEach(() => {
  localStorage.clear();
  signInAs(employee);
});

test('shows the details of GET /api/merchant/profile, permissions by their label', async () => {
  const calls = api();
  await openProfile();
  const list = document.querySelector('dl') as HTMLElement;
  const rows = Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]),
  );
  expect(rows).toMatchObject({
    'Full name': 'Trần Thị Bình',
    'Phone number': '0912345678',
    'E-mail': 'employee@demo.local',
    'Owner ID': 'DEMO01',
    'Owner name': 'Demo Merchant',
    'User type': 'Employee (sub-merchant)',
    'Last sign-in': '05/03/2026 08:07',
    'Password last changed': 'Not known',
  });
  const permissions = within(list).getAllByRole('listitem').map((item) => item.textContent);
  expect(permissions).toEqual(['View transactions', 'View shops', 'View earned points', 'Record sales at the checkout', 'somethingnew']);
  expect(calls.sent('GET', '/api/merchant/profile')[0].headers.authorization).toBe('Bearer session-token');
});

test('speaks Vietnamese', async () => {
  api();
  localStorage.setItem('locale', 'vi');
  await renderEntryAt('#/profile');
  expect(await screen.findByRole('heading', { name: 'Hồ sơ', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Họ và tên')).toBeInTheDocument();
  expect(screen.getByText('Xem giao dịch')).toBeInTheDocument();
  expect(screen.getByText('Nhân viên (tài khoản con)')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Đổi mật khẩu', level: 2 })).toBeInTheDocument();
  expect(screen.getByLabelText('Mật khẩu hiện tại')).toBe(named('currentPassword'));
});

test('the password change checks its fields inline with the /forgotPass rules and focuses the first invalid one', async () => {
  const calls = api();
  const user = userEvent.setup();
  await openProfile();
  expect(named('currentPassword')).toHaveAttribute('autocomplete', 'current-password');
  expect(named('password')).toHaveAttribute('autocomplete', 'new-password');
  expect(named('confirmPassword')).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByLabelText('Current password')).toBe(named('currentPassword'));
  expect(screen.getByLabelText('New password')).toBe(named('password'));
  expect(screen.getByLabelText('Confirm new password')).toBe(named('confirmPassword'));

  const submit = screen.getByRole('button', { name: 'Change password' });
  await user.click(submit);
  expect(await screen.findByText('Please enter current password')).toBeInTheDocument();
  expect(screen.getByText('Please enter new password')).toBeInTheDocument();
  expect(screen.getByText('Please enter confirm password')).toBeInTheDocument();
  await waitFor(() => expect(named('currentPassword')).toHaveFocus());
  expect(named('currentPassword')).toHaveAttribute('aria-invalid', 'true');
  expect(named('currentPassword')).toHaveAccessibleDescription('Please enter current password');

  await user.type(named('currentPassword'), 'demo-employee-2026');
  await user.type(named('password'), 'short');
  await user.type(named('confirmPassword'), 'other');
  await user.click(submit);
  expect(await screen.findByText('The password needs at least 9 characters.')).toBeInTheDocument();
  expect(screen.getByText('Confirm password is incorrect')).toBeInTheDocument();
  await waitFor(() => expect(named('password')).toHaveFocus());
  expect(calls.sent('POST', '/api/merchant/changePassword')).toHaveLength(0);
});

const fillChange = async (user: ReturnType<typeof userEvent.setup>, current = 'demo-employee-2026') => {
  await user.type(named('currentPassword'), current);
  await user.type(named('password'), 'new-employee-2026');
  await user.type(named('confirmPassword'), 'new-employee-2026');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

test('a changed password signs out to /login, which says so; storage keeps only deviceId, code, phone', async () => {
  const calls = api();
  const user = userEvent.setup();
  await openProfile();
  await fillChange(user);
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/login');
  expect(screen.getByRole('alert')).toHaveTextContent('Your password has been changed. Please sign in.');
  expect(calls.sent('POST', '/api/merchant/changePassword')[0].body).toEqual({
    currentPassword: 'demo-employee-2026',
    password: 'new-employee-2026',
    confirmPassword: 'new-employee-2026',
  });
  expect(calls.sent('POST', '/api/merchant/logout')).toHaveLength(0);
  expect(Object.keys(localStorage).sort()).toEqual(['code', 'deviceId', 'phone']);
  await screen.findByRole('img', { name: /captcha/i });
});

test('a wrong current password shows one message and keeps the user signed in', async () => {
  api({
    'POST /api/merchant/changePassword': () => ({ status: 400, body: { err: 400, message: 'app.auth.currentPasswordWrong', data: null } }),
  });
  const user = userEvent.setup();
  await openProfile();
  await fillChange(user, 'wrong-password-1');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The current password is incorrect.');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.queryByText('Bad Request')).toBeNull();
  expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  expect(window.location.hash).toBe('#/profile');
  expect(localStorage.getItem('session')).toBe('session-token');
});

test('the submit button is disabled while the change is sent', async () => {
  let answer: (value: { body: unknown }) => void = () => undefined;
  api({ 'POST /api/merchant/changePassword': () => new Promise((resolve) => (answer = resolve)) });
  const user = userEvent.setup();
  await openProfile();
  await fillChange(user);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled());
  answer({ body: { err: 200, message: 'app.auth.passwordChanged', data: null } });
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  await screen.findByRole('img', { name: /captcha/i });
});

test('a profile that cannot be loaded says so, with one message, and can be tried again', async () => {
  let failing = true;
  api({
    'GET /api/merchant/profile': () =>
      failing ? { status: 500, body: { err: 500, message: 'internalServerError', data: null } } : { body: { err: 200, message: 'ok', data: PROFILE } },
  });
  const user = userEvent.setup();
  await renderEntryAt('#/profile');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The profile could not be loaded. Internal Server Error');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('employee@demo.local')).toBeInTheDocument();
});

test("each password field can be shown and hidden by a button named in the screen's language", async () => {
  api();
  const user = userEvent.setup();
  await openProfile();
  const toggles = screen.getAllByRole('button', { name: 'Show password' });
  expect(toggles).toHaveLength(3);
  await user.type(named('password'), 'Quiet river 77');
  await user.click(toggles[1]);
  expect(named('password')).toHaveAttribute('type', 'text');
  expect(named('password')).toHaveValue('Quiet river 77');
  expect(named('currentPassword')).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(named('password')).toHaveAttribute('type', 'password');
});

test('the password toggles speak Vietnamese', async () => {
  api();
  localStorage.setItem('locale', 'vi');
  await renderEntryAt('#/profile');
  await screen.findByRole('heading', { name: 'Đổi mật khẩu', level: 2 });
  expect(screen.getAllByRole('button', { name: 'Hiện mật khẩu' })).toHaveLength(3);
});

test('the new password follows the rules the profile answer carries', async () => {
  const calls = api({
    'GET /api/merchant/profile': () => ({
      body: { err: 200, message: 'ok', data: { ...PROFILE, passwordRules: { pattern: '^[a-z]+(?: [a-z]+)+$', minLength: 16, maxLength: 64 } } },
    }),
  });
  const user = userEvent.setup();
  await openProfile();
  // Spec §5's pattern would take it; the server's passphrase rule does not.
  await fillChange(user);
  expect(await screen.findByText('Password invalid or too easy, please use a different password')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/merchant/changePassword')).toHaveLength(0);
});
