import { screen, waitFor, within } from '@testing-library/react';
import { API_KEY_MESSAGES, API_SCOPE_CATALOGUE } from '../../../../src/api/apiKeys';
import { findFactors, WITH_APP } from '../../support/factorStatus';
import { ok } from '../../support/api';
import { apiKeysApi, NEW_KEY } from './apiKeysFixtures';
import { renderApiKeys } from './renderApiKeys';

/**
 * /api-key/create: scopes with what they open, the allow-list checked, then "Confirm it's you" (the password, or the
 * authenticator app's code for a user with one); the key shown once with Copy.
 */

beforeEach(() => localStorage.clear());

const BODY = { name: 'Khóa mới', scopes: ['transactions:read', 'points:read'], ipAllow: ['203.0.113.7', '10.0.0.0/8'], expiresAt: null };

const fill = async (user: ReturnType<typeof renderApiKeys>['user']) => {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Khóa mới');
  await user.click(screen.getByRole('checkbox', { name: /Read transactions/ }));
  await user.click(screen.getByRole('checkbox', { name: /Read customer points/ }));
  await user.type(screen.getByRole('textbox', { name: 'IP allow-list (optional)' }), '203.0.113.7{enter}10.0.0.0/8');
};

const confirmDialog = () => screen.findByRole('dialog', { name: 'Create the key: confirm it\'s you' });

test('creates the key after the password, shows it once with Copy, and leaves only after "I have stored it"', async () => {
  const api = apiKeysApi();
  const { user, address } = renderApiKeys('/api-key/create');
  expect(await screen.findByText(/List the merchant's transactions by date and status/)).toBeInTheDocument();
  expect(screen.queryByLabelText(/Your password/)).toBeNull();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const confirm = await confirmDialog();
  expect(api.sent('POST', '/api/api-key/createApiKey')).toHaveLength(0);
  await user.type(await within(confirm).findByLabelText(/^Your password/), 'demo-partner-2026');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
  expect(api.sent('POST', '/api/api-key/createApiKey').map((request) => request.body)).toEqual([{ ...BODY, password: 'demo-partner-2026' }]);
  expect(within(dialog).getByRole('textbox', { name: 'API key' })).toHaveValue(NEW_KEY);
  expect(within(dialog).getByText(/It will not be shown again/)).toBeInTheDocument();

  // user-event puts a clipboard stub on navigator at setup.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
  expect(writeText).toHaveBeenCalledWith(NEW_KEY);
  expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');

  const done = within(dialog).getByRole('button', { name: 'Done' });
  expect(done).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Your new API key' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: 'I have stored the key safely' }));
  await user.click(done);
  await waitFor(() => expect(address()).toBe('/api-key/detail/11111111-2222-4333-8444-555555555555'));
  expect(screen.queryByText(NEW_KEY)).toBeNull();
  expect(screen.queryByDisplayValue(NEW_KEY)).toBeNull();
});

test('a user with an authenticator app confirms with its code, or with the password by "use your password instead"', async () => {
  const api = apiKeysApi(findFactors(WITH_APP));
  const { user } = renderApiKeys('/api-key/create');
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const confirm = await confirmDialog();
  expect(await within(confirm).findByText('Enter the code your authenticator app shows now.')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Use your password instead' }));
  expect(within(confirm).getByLabelText(/^Your password/)).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Use your authenticator app instead' }));
  await user.type(within(confirm).getByLabelText(/^Code from your authenticator app/), '492039');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('dialog', { name: 'Your new API key' });
  expect(api.sent('POST', '/api/api-key/createApiKey').map((request) => request.body)).toEqual([{ ...BODY, stepUp: { factor: 'totp', code: '492039' } }]);
});

test('refuses a bad allow-list entry in the form; a wrong password is said in the dialog; a refused value goes back under its input', async () => {
  let answers = 0;
  const api = apiKeysApi({
    'POST /api/api-key/createApiKey': () => {
      answers += 1;
      return answers === 1
        ? { status: 400, body: { err: 400, message: API_KEY_MESSAGES.passwordWrong, data: { field: 'password' } } }
        : { status: 400, body: { err: 400, message: API_KEY_MESSAGES.expiryPast, data: { field: 'expiresAt' } } };
    },
  });
  // react-admin logs every failed data call outside production builds: expected here, once a refusal.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderApiKeys('/api-key/create');
  await fill(user);
  await user.type(screen.getByRole('textbox', { name: 'IP allow-list (optional)' }), '{enter}10.0.0.300');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Not an IP address or CIDR range: 10.0.0.300')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();

  // 10.0.0.300 → 10.0.0.30, an address.
  await user.type(screen.getByRole('textbox', { name: 'IP allow-list (optional)' }), '{backspace}');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const confirm = await confirmDialog();
  await user.type(await within(confirm).findByLabelText(/^Your password/), 'wrong');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent('The password is not correct.');

  await user.type(within(confirm).getByLabelText(/^Your password/), 'demo-partner-2026');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findAllByText('The expiry date must be in the future.')).not.toHaveLength(0);
  expect(api.sent('POST', '/api/api-key/createApiKey')).toHaveLength(2);
  expect(logged).toHaveBeenCalledTimes(2);
  logged.mockRestore();
});

test('in Vietnamese', async () => {
  apiKeysApi();
  const { user } = renderApiKeys('/api-key/create', { locale: 'vi' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Tạo khoá API' })).toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: 'Tên' }), 'Khóa mới');
  await user.click(await screen.findByRole('checkbox', { name: /Xem điểm khách hàng/ }));
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  const confirm = await screen.findByRole('dialog', { name: 'Tạo khoá: xác nhận đó là bạn' });
  expect(await within(confirm).findByLabelText(/^Mật khẩu của bạn/)).toBeInTheDocument();
});

test('offers a scope the user\'s role does not allow disabled, saying whom to ask', async () => {
  apiKeysApi({
    'POST /api/api-key/onlineMerchantApis': ok(API_SCOPE_CATALOGUE.map((scope) => ({ ...scope, held: scope.scope === 'transactions:read' }))),
  });
  renderApiKeys('/api-key/create');
  expect(await screen.findByRole('checkbox', { name: /Read transactions/ })).toBeEnabled();
  for (const name of [/Read shops/, /Read customer points/]) {
    const box = screen.getByRole('checkbox', { name });
    expect(box).toBeDisabled();
    expect(box.closest('label')).toHaveTextContent('Your role does not allow this: ask the business owner to add the permission for you.');
  }
});
