import { screen, waitFor, within } from '@testing-library/react';
import { API_KEY_MESSAGES } from '../../../../src/api/apiKeys';
import { apiKeysApi, NEW_KEY } from './apiKeysFixtures';
import { renderApiKeys } from './renderApiKeys';

/** /api-key/create: scopes with what they open, the allow-list checked, the password again; the key shown once with Copy. */

beforeEach(() => localStorage.clear());

const fill = async (user: ReturnType<typeof renderApiKeys>['user']) => {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Khóa mới');
  await user.click(screen.getByRole('checkbox', { name: /Read transactions/ }));
  await user.click(screen.getByRole('checkbox', { name: /Read customer points/ }));
  await user.type(screen.getByRole('textbox', { name: 'IP allow-list (optional)' }), '203.0.113.7{enter}10.0.0.0/8');
  await user.type(screen.getByLabelText('Your password *'), 'demo-partner-2026');
};

test('creates the key with the password, shows it once with Copy, and leaves only after "I have stored it"', async () => {
  const api = apiKeysApi();
  const { user, address } = renderApiKeys('/api-key/create');
  expect(await screen.findByText(/List the merchant's transactions by date and status/)).toBeInTheDocument();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
  expect(api.sent('POST', '/api/api-key/createApiKey').map((request) => request.body)).toEqual([{
    name: 'Khóa mới', scopes: ['transactions:read', 'points:read'], ipAllow: ['203.0.113.7', '10.0.0.0/8'], expiresAt: null, password: 'demo-partner-2026',
  }]);
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

test('refuses a bad allow-list entry in the form, and says a wrong password under the password', async () => {
  const api = apiKeysApi({
    'POST /api/api-key/createApiKey': { status: 400, body: { err: 400, message: API_KEY_MESSAGES.passwordWrong, data: { field: 'password' } } },
  });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { user } = renderApiKeys('/api-key/create');
  await fill(user);
  await user.type(screen.getByRole('textbox', { name: 'IP allow-list (optional)' }), '{enter}10.0.0.300');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Not an IP address or CIDR range: 10.0.0.300')).toBeInTheDocument();
  expect(api.sent('POST', '/api/api-key/createApiKey')).toHaveLength(0);

  // 10.0.0.300 → 10.0.0.30, an address.
  await user.type(screen.getByRole('textbox', { name: 'IP allow-list (optional)' }), '{backspace}');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('The password is not correct.')).not.toHaveLength(0);
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
  expect(screen.getByLabelText('Your password *')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('in Vietnamese', async () => {
  apiKeysApi();
  renderApiKeys('/api-key/create', { locale: 'vi' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Tạo khoá API' })).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: /Xem điểm khách hàng/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Mật khẩu của bạn *')).toBeInTheDocument();
});
