import { screen, waitFor, within } from '@testing-library/react';
import { WEBHOOK_MESSAGES } from '../../../../src/api/webhooks';
import { CREATED, NEW_SECRET, webhooksApi } from './webhooksFixtures';
import { renderWebhooks } from './renderWebhooks';
import { userOf } from '../../support/users';

/**
 * /webhook/create: URL, description and the event types with what each means, then "Confirm it's you"; the signing
 * secret shown once with Copy.
 */

beforeEach(() => localStorage.clear());

const URL = 'https://erp.example.vn/hooks/new';
const BODY = { url: URL, description: 'Kế toán', eventTypes: ['transaction.created', 'settlement.updated'] };

const fill = async (user: ReturnType<typeof renderWebhooks>['user']) => {
  await user.type(await screen.findByRole('textbox', { name: 'Endpoint URL' }), URL);
  await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'Kế toán');
  await user.click(screen.getByRole('checkbox', { name: /Sale recorded/ }));
  await user.click(screen.getByRole('checkbox', { name: /Settlement changed/ }));
};

const confirmDialog = () => screen.findByRole('dialog', { name: 'Add the endpoint: confirm it\'s you' });

test('adds the endpoint after the password, shows its secret once with Copy, and leaves only after "I have stored it"', async () => {
  const api = webhooksApi();
  const { user, address } = renderWebhooks('/webhook/create');
  expect(await screen.findByText(/A transaction's status changes or it is refunded/)).toBeInTheDocument();
  // The test event is the server's to send, not a subscription.
  expect(screen.queryByRole('checkbox', { name: /Test event/ })).toBeNull();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const confirm = await confirmDialog();
  expect(api.sent('POST', '/api/webhook/createWebhookEndpoint')).toHaveLength(0);
  await user.type(await within(confirm).findByLabelText(/^Your password/), 'demo-partner-2026');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your endpoint\'s signing secret' });
  expect(api.sent('POST', '/api/webhook/createWebhookEndpoint').map((request) => request.body)).toEqual([{ ...BODY, password: 'demo-partner-2026' }]);
  expect(within(dialog).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(NEW_SECRET);
  expect(within(dialog).getByText(/It will not be shown again/)).toBeInTheDocument();
  // user-event puts a clipboard stub on navigator at setup.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(dialog).getByRole('button', { name: 'Copy secret' }));
  expect(writeText).toHaveBeenCalledWith(NEW_SECRET);
  expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');
  const done = within(dialog).getByRole('button', { name: 'Done' });
  expect(done).toBeDisabled();
  await user.click(within(dialog).getByRole('checkbox', { name: 'I have stored the secret safely' }));
  await user.click(done);
  await waitFor(() => expect(address()).toBe(`/webhook/detail/${CREATED.id}`));
  expect(screen.queryByDisplayValue(NEW_SECRET)).toBeNull();
});

test('asks for an http(s) address; a refused address goes back under the URL', async () => {
  const api = webhooksApi({
    'POST /api/webhook/createWebhookEndpoint': {
      status: 400, body: { err: 400, message: WEBHOOK_MESSAGES.urlRefused, data: { field: 'url', reason: 'private address' } },
    },
  });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderWebhooks('/webhook/create');
  await user.type(await screen.findByRole('textbox', { name: 'Endpoint URL' }), 'erp.example.vn');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter an address that starts with https:// (or http:// while developing).')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();

  const url = screen.getByRole('textbox', { name: 'Endpoint URL' });
  await user.clear(url);
  await user.type(url, 'https://10.0.0.7/hooks');
  await user.click(screen.getByRole('checkbox', { name: /Transfer completed/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const confirm = await confirmDialog();
  await user.type(await within(confirm).findByLabelText(/^Your password/), 'demo-partner-2026');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findAllByText('This address is not allowed: use https:// to a public address.')).not.toHaveLength(0);
  expect(api.sent('POST', '/api/webhook/createWebhookEndpoint')).toHaveLength(1);
  expect(logged).toHaveBeenCalledTimes(1);
  logged.mockRestore();
});

test('in Vietnamese', async () => {
  webhooksApi();
  const { user } = renderWebhooks('/webhook/create', { locale: 'vi' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Thêm điểm nhận webhook' })).toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: 'URL điểm nhận' }), URL);
  await user.click(screen.getByRole('checkbox', { name: /Chuyển khoản hoàn tất/ }));
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  const confirm = await screen.findByRole('dialog', { name: 'Thêm điểm nhận: xác nhận đó là bạn' });
  await user.type(await within(confirm).findByLabelText(/^Mật khẩu của bạn/), 'demo-partner-2026');
  await user.click(within(confirm).getByRole('button', { name: 'Xác nhận' }));
  const dialog = await screen.findByRole('dialog', { name: 'Khoá ký của điểm nhận' });
  expect(within(dialog).getByRole('checkbox', { name: 'Tôi đã cất giữ khoá an toàn' })).toBeInTheDocument();
});

test('offers the events the partner may see; transfers and settlements, which need their permissions, are disabled', async () => {
  webhooksApi();
  renderWebhooks('/webhook/create', { user: userOf('thirdparty') });
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /Transfer completed/ })).toBeDisabled());
  expect(screen.getByRole('checkbox', { name: /Settlement changed/ })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: /Sale recorded/ })).toBeEnabled();
  expect(screen.getByRole('checkbox', { name: /API key revoked/ })).toBeEnabled();
});
