import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FactorStatus } from '../../../../src/api/factors';
import { captchaHandler, type Handler, mockApi, ok } from '../../support/api';
import { renderEntryAt } from '../../support/renderEntry';
import { signInAs, userOf } from '../../support/users';
// The shell and this screen are lazy chunks: loaded with the file, so that a test waits for the screen to draw.
import '../../../../src/app/AdminApp';
import '../../../../src/resources/profile/ProfilePage';
import { NO_FACTORS, WITH_APP } from '../../support/factorStatus';
import { APP_START, profileOf, RECOVERY_CODES } from './profileFixtures';

const owner = userOf('merchant', { name: 'Nguyễn Văn An' });
const PROFILE = profileOf(owner);

const api = (overrides: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'GET /api/merchant/profile': () => ok(PROFILE),
    'POST /api/security/findFactors': () => ok(NO_FACTORS),
    ...overrides,
  });

const section = async () => {
  await renderEntryAt('#/profile');
  return within(await screen.findByRole('region', { name: /^(Authenticator app|Ứng dụng xác thực)$/ }));
};
const recoverySection = () => within(screen.getByRole('region', { name: /^(Recovery codes|Mã khôi phục)$/ }));

beforeEach(() => {
  localStorage.clear();
  signInAs(owner);
});

test('sets up an app: QR code and key, a first code, then the recovery codes once until the user says they are saved', async () => {
  let status: FactorStatus = NO_FACTORS;
  const calls = api({
    'POST /api/security/findFactors': () => ok(status),
    'POST /api/security/startAuthenticator': () => ok(APP_START),
    'POST /api/security/confirmAuthenticator': ({ body }) => {
      if ((body as { code: string }).code !== '492039') return { status: 400, body: { err: 400, message: 'app.factors.errors.codeWrong', data: { field: 'code' } } };
      status = WITH_APP;
      return ok({ recoveryCodes: RECOVERY_CODES });
    },
  });
  const user = userEvent.setup();
  const box = await section();
  await user.click(await box.findByRole('button', { name: 'Set up an authenticator app' }));
  // The password again first: a session left open must not be enough to add a factor.
  const dialog = within(await screen.findByRole('dialog', { name: 'Set up an authenticator app?' }));
  await user.type(dialog.getByLabelText(/^Password/), 'right-password');
  await user.click(dialog.getByRole('button', { name: 'Continue' }));
  expect(await box.findByRole('img', { name: 'QR code to add this account to your authenticator app' })).toHaveAttribute('src', APP_START.qrCode);
  expect(box.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

  await user.click(box.getByRole('button', { name: 'Confirm' }));
  expect(box.getByRole('alert')).toHaveTextContent('Enter the 6 digits the app shows.');
  expect(calls.sent('POST', '/api/security/confirmAuthenticator')).toHaveLength(0);
  await user.type(box.getByLabelText('Code from the app'), '111111');
  await user.click(box.getByRole('button', { name: 'Confirm' }));
  expect(await box.findByText('That code is not right. Enter the code your app shows now.')).toBeInTheDocument();
  expect(box.getByLabelText('Code from the app')).toHaveAttribute('aria-invalid', 'true');

  expect(calls.sent('POST', '/api/security/startAuthenticator').map((request) => request.body)).toEqual([{ password: 'right-password' }]);
  await user.type(box.getByLabelText('Code from the app'), '492039');
  await user.click(box.getByRole('button', { name: 'Confirm' }));
  const list = await screen.findByRole('list', { name: 'Your recovery codes' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
  const recovery = recoverySection();
  const done = recovery.getByRole('button', { name: 'Done' });
  expect(done).toBeDisabled();
  await user.click(recovery.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
  await user.click(done);
  expect(await box.findByText(/^On since /)).toBeInTheDocument();
  expect(await recovery.findByText('10 recovery codes left')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
});

test('removes the app after the password; a wrong password stays in the dialog on its field', async () => {
  let status: FactorStatus = WITH_APP;
  const calls = api({
    'POST /api/security/findFactors': () => ok(status),
    'POST /api/security/removeAuthenticator': ({ body }) => {
      if ((body as { password: string }).password !== 'right-password') {
        return { status: 400, body: { err: 400, message: 'app.factors.errors.passwordWrong', data: { field: 'password' } } };
      }
      status = NO_FACTORS;
      return ok(null);
    },
  });
  const user = userEvent.setup();
  const box = await section();
  await user.click(await box.findByRole('button', { name: 'Remove the app' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Remove the authenticator app?' }));
  await user.type(dialog.getByLabelText(/^Password/), 'wrong');
  await user.click(dialog.getByRole('button', { name: 'Remove the app' }));
  expect(await dialog.findByText('The password is not right.')).toBeInTheDocument();
  expect(dialog.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  await user.clear(dialog.getByLabelText(/^Password/));
  await user.type(dialog.getByLabelText(/^Password/), 'right-password');
  await user.click(dialog.getByRole('button', { name: 'Remove the app' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await box.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  expect(calls.sent('POST', '/api/security/removeAuthenticator').map((request) => request.body)).toEqual([{ password: 'wrong' }, { password: 'right-password' }]);
});

test('renews the recovery codes after the password and shows the new ones once', async () => {
  api({
    'POST /api/security/findFactors': () => ok(WITH_APP),
    'POST /api/security/regenerateRecoveryCodes': () => ok({ recoveryCodes: RECOVERY_CODES }),
  });
  const user = userEvent.setup();
  await section();
  await user.click(recoverySection().getByRole('button', { name: 'New recovery codes' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Make new recovery codes?' }));
  await user.type(dialog.getByLabelText(/^Password/), 'right-password');
  await user.click(dialog.getByRole('button', { name: 'New recovery codes' }));
  expect(await recoverySection().findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
});

test('the section speaks Vietnamese', async () => {
  api({ 'POST /api/security/findFactors': () => ok(WITH_APP) });
  localStorage.setItem('locale', 'vi');
  const box = await section();
  expect(await box.findByText(/^Đang bật từ /)).toBeInTheDocument();
  expect(recoverySection().getByText('Còn 10 mã khôi phục')).toBeInTheDocument();
  expect(recoverySection().getByRole('button', { name: 'Tạo mã khôi phục mới' })).toBeInTheDocument();
  expect(box.getByRole('button', { name: 'Gỡ ứng dụng' })).toBeInTheDocument();
});
