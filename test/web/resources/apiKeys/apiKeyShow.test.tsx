import { screen, waitFor, within } from '@testing-library/react';
import { API_KEY_MESSAGES } from '../../../../src/api/apiKeys';
import { notFound } from '../../support/api';
import { apiKeysApi, KEYS, ROLLED_KEY } from './apiKeysFixtures';
import { renderApiKeys } from './renderApiKeys';

/** /api-key/detail/:id: the key's details, edit, Revoke / Enable with a confirmation, Roll with its overlap, then "Confirm it's you". */

const details = () =>
  Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]));

beforeEach(() => localStorage.clear());

test('every detail, and the edit form saving name, scopes, allow-list and expiry', async () => {
  const api = apiKeysApi();
  const { user } = renderApiKeys(`/api-key/detail/${KEYS[0].id}`);
  await screen.findByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(details()).toMatchObject({
    Name: 'Đồng bộ kế toán MISA', Key: 'mpk_live_3fK9…', Status: 'Active', Scopes: 'Read transactionsRead shops', 'IP allow-list': '203.113.152.0/24',
    Created: '03/11/2026 09:15', 'Last used': '20/11/2026 08:00 from 203.113.152.14', Expires: '20/11/2027',
  }));
  // Keys are revoked, never deleted: the form has Save alone.
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Kế toán');
  await user.click(screen.getByRole('checkbox', { name: /Read shops/ }));
  const ips = screen.getByRole('textbox', { name: 'IP allow-list (optional)' });
  await user.clear(ips);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.sent('POST', '/api/api-key/updateApiKey').map((request) => request.body)).toEqual([{
    id: KEYS[0].id, name: 'Kế toán', scopes: ['transactions:read'], ipAllow: [], expiresAt: '2027-11-20T23:59:59.999+07:00',
  }]));
});

test('Revoke asks first, naming the key, then revokes it', async () => {
  const api = apiKeysApi();
  const { user } = renderApiKeys(`/api-key/detail/${KEYS[0].id}`);
  await user.click(await screen.findByRole('button', { name: 'Revoke' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Revoke Đồng bộ kế toán MISA?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(api.sent('POST', '/api/api-key/revokeApiKey').map((request) => request.body)).toEqual([{ id: KEYS[0].id }]));
  expect(await screen.findByText('The API key was revoked.')).toBeInTheDocument();
});

test('a revoked key offers Enable', async () => {
  const api = apiKeysApi();
  const { user } = renderApiKeys(`/api-key/detail/${KEYS[1].id}`);
  await user.click(await screen.findByRole('button', { name: 'Enable' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enable' }));
  await waitFor(() => expect(api.sent('POST', '/api/api-key/enableApiKey').map((request) => request.body)).toEqual([{ id: KEYS[1].id }]));
});

test('Roll: the overlap, then "Confirm it\'s you": a wrong password said there, then the new key shown once', async () => {
  let attempts = 0;
  const api = apiKeysApi({
    'POST /api/api-key/rollApiKey': () => {
      attempts += 1;
      return attempts === 1
        ? { status: 400, body: { err: 400, message: API_KEY_MESSAGES.passwordWrong, data: { field: 'password' } } }
        : { body: { err: 200, message: 'ok', data: { ...KEYS[0], prefix: ROLLED_KEY.slice(0, 13), key: ROLLED_KEY } } };
    },
  });
  const { user } = renderApiKeys(`/api-key/detail/${KEYS[0].id}`);
  await user.click(await screen.findByRole('button', { name: 'Roll key' }));
  const dialog = await screen.findByRole('dialog', { name: 'Roll Đồng bộ kế toán MISA' });
  expect(within(dialog).getByRole('radio', { name: '24 hours' })).toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: '1 hour' }));
  await user.click(within(dialog).getByRole('button', { name: 'Roll key' }));
  const confirm = await screen.findByRole('dialog', { name: 'Roll the key: confirm it\'s you' });
  await user.type(await within(confirm).findByLabelText(/^Your password/), 'wrong');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent('The password is not correct.');

  await user.type(within(confirm).getByLabelText(/^Your password/), 'demo-partner-2026');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  const issued = await screen.findByRole('dialog', { name: 'Your new API key' });
  expect(within(issued).getByRole('textbox', { name: 'API key' })).toHaveValue(ROLLED_KEY);
  expect(api.sent('POST', '/api/api-key/rollApiKey').map((request) => request.body)).toEqual([
    { id: KEYS[0].id, overlapHours: 1, password: 'wrong' },
    { id: KEYS[0].id, overlapHours: 1, password: 'demo-partner-2026' },
  ]);
  await user.click(within(issued).getByRole('checkbox', { name: 'I have stored the key safely' }));
  await user.click(within(issued).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByDisplayValue(ROLLED_KEY)).toBeNull();
});

test('in Vietnamese; another merchant\'s key (404) is said in place', async () => {
  apiKeysApi({ 'POST /api/api-key/detailApiKey': notFound() });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  renderApiKeys(`/api-key/detail/${KEYS[0].id}`, { locale: 'vi' });
  expect(await screen.findByText('Khoá API này không tồn tại hoặc không phải của bạn.')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
});
