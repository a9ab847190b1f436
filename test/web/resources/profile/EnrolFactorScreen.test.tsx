import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FactorStatus } from '../../../../src/api/factors';
import { readUser } from '../../../../src/authProvider/session';
import { captchaHandler, type Handler, mockApi, ok } from '../../support/api';
import { renderEntryAt } from '../../support/renderEntry';
import { signInAs, userOf } from '../../support/users';
// The shell and this screen are lazy chunks: loaded with the file, so that a test waits for the screen to draw.
import '../../../../src/app/AdminApp';
import '../../../../src/resources/profile/EnrolFactorScreen';
import { NO_FACTORS, WITH_APP } from '../../support/factorStatus';
import { APP_START, profileOf, RECOVERY_CODES } from './profileFixtures';

/**
 * /enrolFactor: a user whose role requires a passkey or an authenticator app and who has neither is kept to adding
 * one (any address leads here); once it is added and the recovery codes are saved, the dashboard opens.
 */

const user = userOf('merchant', { name: 'Nguyễn Văn An', mustEnrolStrongFactor: true });
const PROFILE = profileOf(user);

const api = (overrides: Record<string, Handler> = {}) => {
  let status: FactorStatus = NO_FACTORS;
  return mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'GET /api/merchant/profile': () => ok(PROFILE),
    'POST /api/security/findFactors': () => ok(status),
    'POST /api/security/startAuthenticator': () => ok(APP_START),
    'POST /api/security/confirmAuthenticator': () => {
      status = WITH_APP;
      return ok({ recoveryCodes: RECOVERY_CODES });
    },
    ...overrides,
  });
};

beforeEach(() => {
  localStorage.clear();
  signInAs(user);
});

test('any address leads to adding one; the app, its recovery codes saved, opens the dashboard', async () => {
  api();
  const events = userEvent.setup();
  await renderEntryAt('#/transactions');
  expect(await screen.findByRole('heading', { name: 'Add a passkey or an authenticator app' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/enrolFactor');
  expect(screen.getByText(/^Your role requires a passkey or an authenticator app to sign in/)).toBeInTheDocument();
  const app = within(await screen.findByRole('region', { name: 'Authenticator app' }));
  await events.click(app.getByRole('button', { name: 'Set up an authenticator app' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Set up an authenticator app?' }));
  await events.type(dialog.getByLabelText(/^Password/), 'right-password');
  await events.click(dialog.getByRole('button', { name: 'Continue' }));
  await events.type(await app.findByLabelText('Code from the app'), '492039');
  await events.click(app.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
  await events.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
  await events.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  expect(readUser()?.mustEnrolStrongFactor).toBeUndefined();
});

test('speaks Vietnamese', async () => {
  api();
  localStorage.setItem('locale', 'vi');
  await renderEntryAt('#/dashboard');
  expect(await screen.findByRole('heading', { name: 'Thêm khoá truy cập hoặc ứng dụng xác thực' })).toBeInTheDocument();
  expect(screen.getByText(/^Vai trò của bạn yêu cầu đăng nhập bằng khoá truy cập/)).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Ứng dụng xác thực' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
});
