import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FactorStatus } from '../../../../src/api/factors';
import { captchaHandler, type Handler, mockApi, ok } from '../../support/api';
import { renderEntryAt } from '../../support/renderEntry';
import { signInAs, userOf } from '../../support/users';
// The shell and this screen are lazy chunks: loaded with the file, so that a test waits for the screen to draw.
import '../../../../src/app/AdminApp';
import '../../../../src/resources/profile/ProfilePage';
import { NO_APP, NO_FACTORS } from '../../support/factorStatus';
import { profileOf } from './profileFixtures';

const owner = userOf('merchant', { name: 'Nguyễn Văn An' });
const PROFILE = profileOf(owner);
const TWO: FactorStatus = {
  authenticator: NO_APP,
  passkeys: [
    // Used at 01:30 on 28/11 in Ho Chi Minh City, still the 27th in UTC: shown as the business's day.
    { id: 3, name: 'Work laptop', createdAt: '2026-11-02T08:12:00.000Z', lastUsedAt: '2026-11-27T18:30:00.000Z' },
    { id: 4, name: 'My phone', createdAt: '2026-11-20T08:12:00.000Z', lastUsedAt: null },
  ],
  recoveryCodesLeft: 9,
};
const OPTIONS = {
  challenge: 'cmVnaXN0ZXItY2hhbGxlbmdl', rp: { name: 'Merchant Portal', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'DEMO01/0901234567', displayName: 'Nguyễn Văn An' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }], timeout: 60000, attestation: 'none',
};

const api = (overrides: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'GET /api/merchant/profile': () => ok(PROFILE),
    'POST /api/security/findFactors': () => ok(NO_FACTORS),
    ...overrides,
  });

const section = async () => {
  await renderEntryAt('#/profile');
  return within(await screen.findByRole('region', { name: /^(Passkeys|Khoá truy cập)$/ }));
};

/** jsdom has no WebAuthn: a browser that has it, whose prompt the user closes (the real ceremony: test/e2e/passkeys.e2e.ts). */
const browserWithPasskeys = () => {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', {
    value: { create: jest.fn(() => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))) },
    configurable: true,
  });
};

beforeEach(() => {
  localStorage.clear();
  signInAs(owner);
});

afterEach(() => {
  for (const name of ['isSecureContext', 'PublicKeyCredential'] as const) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'credentials');
});

test('lists the passkeys with when each was added and last used (DD/MM/YYYY), and the recovery codes left', async () => {
  api({ 'POST /api/security/findFactors': () => ok(TWO) });
  const box = await section();
  const items = within(box.getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Work laptopAdded 02/11/2026 · last used 28/11/2026Remove',
    'My phoneAdded 20/11/2026 · not used yetRemove',
  ]);
  expect(box.getByText('Sign-in asks for one of these passkeys instead of an SMS code.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Recovery codes' })).getByText('9 recovery codes left')).toBeInTheDocument();
});

test('removes one passkey after the password, named in the dialog', async () => {
  let status = TWO;
  const calls = api({
    'POST /api/security/findFactors': () => ok(status),
    'POST /api/security/removePasskey': () => {
      status = { ...TWO, passkeys: TWO.passkeys.slice(1) };
      return ok(null);
    },
  });
  const user = userEvent.setup();
  const box = await section();
  await user.click(box.getByRole('button', { name: 'Remove passkey Work laptop' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Remove passkey "Work laptop"?' }));
  await user.type(dialog.getByLabelText(/^Password/), 'right-password');
  await user.click(dialog.getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(box.queryByText('Work laptop')).toBeNull());
  expect(box.getByText('My phone')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/security/removePasskey').map((request) => request.body)).toEqual([{ id: 3, password: 'right-password' }]);
});

test('a new passkey needs a name and the password again; a prompt the user closes saves nothing and says so', async () => {
  browserWithPasskeys();
  const calls = api({ 'POST /api/security/startPasskeyRegistration': () => ok(OPTIONS) });
  const user = userEvent.setup();
  const box = await section();
  await user.click(box.getByRole('button', { name: 'Add a passkey' }));
  await user.click(box.getByRole('button', { name: 'Create passkey' }));
  expect(box.getByRole('alert')).toHaveTextContent('Give the passkey a name.');
  expect(calls.sent('POST', '/api/security/startPasskeyRegistration')).toHaveLength(0);
  await user.type(box.getByLabelText(/^Name of this passkey/), 'Work laptop');
  await user.click(box.getByRole('button', { name: 'Create passkey' }));
  expect(box.getByRole('alert')).toHaveTextContent('Enter your password.');
  expect(box.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  expect(calls.sent('POST', '/api/security/startPasskeyRegistration')).toHaveLength(0);
  await user.type(box.getByLabelText(/^Password/), 'right-password');
  await user.click(box.getByRole('button', { name: 'Create passkey' }));
  expect(await box.findByRole('alert')).toHaveTextContent(/^The passkey prompt was closed or timed out/);
  expect(calls.sent('POST', '/api/security/startPasskeyRegistration').map((request) => request.body)).toEqual([{ password: 'right-password' }]);
  expect(calls.sent('POST', '/api/security/finishPasskeyRegistration')).toHaveLength(0);
  expect(box.getByLabelText(/^Name of this passkey/)).toHaveValue('Work laptop');
});

test('a browser without passkeys is told so instead of offered a button; the section speaks Vietnamese', async () => {
  api();
  localStorage.setItem('locale', 'vi');
  const box = await section();
  expect(box.getByText(/^Trình duyệt này không dùng được khoá truy cập/)).toBeInTheDocument();
  expect(box.queryByRole('button', { name: 'Thêm khoá truy cập' })).toBeNull();
  expect(box.getByText(/^Đăng nhập bằng vân tay, khuôn mặt/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Mã khôi phục' })).toBeNull();
});
