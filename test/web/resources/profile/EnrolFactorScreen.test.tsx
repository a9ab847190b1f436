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

/**
 * /enrolFactor: a user whose role requires a passkey or an authenticator app and who has neither is kept to adding
 * one (any address leads here); once it is added and the recovery codes are saved, the dashboard opens.
 */

const user = userOf('merchant', { name: 'Nguyễn Văn An', mustEnrolStrongFactor: true });
const PROFILE = {
  userInfo: { ...user, owner: { code: 'DEMO01' } }, fullName: 'Nguyễn Văn An', email: 'merchant@demo.local', ownerName: 'Demo Merchant',
  lastSignInAt: null, passwordChangedAt: null, passwordRules: { pattern: '^.+$', minLength: 9, maxLength: 40 },
};
const NONE: FactorStatus = { authenticator: { state: 'none', confirmedAt: null, lastUsedAt: null }, passkeys: [], recoveryCodesLeft: 0 };
const ACTIVE: FactorStatus = { authenticator: { state: 'active', confirmedAt: '2026-11-29T08:10:00.000Z', lastUsedAt: null }, passkeys: [], recoveryCodesLeft: 10 };
const START = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Merchant%20Portal:DEMO01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

const api = (overrides: Record<string, Handler> = {}) => {
  let status: FactorStatus = NONE;
  return mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'GET /api/merchant/profile': () => ok(PROFILE),
    'POST /api/security/findFactors': () => ok(status),
    'POST /api/security/startAuthenticator': () => ok(START),
    'POST /api/security/confirmAuthenticator': () => {
      status = ACTIVE;
      return ok({ recoveryCodes: CODES });
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
