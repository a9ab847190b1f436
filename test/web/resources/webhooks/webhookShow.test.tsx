import { screen, waitFor, within } from '@testing-library/react';
import { WEBHOOK_MESSAGES } from '../../../../src/api/webhooks';
import { notFound } from '../../support/api';
import { ENDPOINTS, ROLLED_SECRET, webhooksApi } from './webhooksFixtures';
import { renderWebhooks } from './renderWebhooks';

/**
 * /webhook/detail/:id: the endpoint's details and edit form, Send a test event, Disable / Enable, Delete with a
 * confirmation, Roll secret with its overlap then "Confirm it's you". The event log: webhookLog.test.tsx.
 */

const details = () =>
  Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]));

beforeEach(() => localStorage.clear());

test('every detail, and the edit form saving URL, description and events', async () => {
  const api = webhooksApi();
  const { user, address } = renderWebhooks(`/webhook/detail/${ENDPOINTS[0].id}`);
  const url = await screen.findByRole('textbox', { name: 'Endpoint URL' });
  await waitFor(() => expect(details()).toEqual({
    'Endpoint URL': 'https://erp.example.vn/hooks/portal', Description: 'Đồng bộ ERP', Status: 'Enabled',
    Events: 'Sale recordedTransfer completed', 'Signing secret': 'whsec_Qm7X…', Created: '03/11/2026 09:15',
  }));
  await user.clear(url);
  await user.type(url, 'https://erp.example.vn/hooks/v2');
  await user.click(screen.getByRole('checkbox', { name: /Transfer completed/ }));
  await user.click(screen.getByRole('checkbox', { name: /API key revoked/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.sent('POST', '/api/webhook/updateWebhookEndpoint').map((request) => request.body)).toEqual([{
    id: ENDPOINTS[0].id, url: 'https://erp.example.vn/hooks/v2', description: 'Đồng bộ ERP', eventTypes: ['transaction.created', 'apiKey.revoked'],
  }]));
  // Saved (the form is clean again: Save is disabled): leaving asks nothing.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  const asked = jest.spyOn(window, 'confirm');
  await user.click(screen.getByRole('link', { name: 'Back to webhooks' }));
  await waitFor(() => expect(address()).toBe('/webhooks'));
  expect(asked).not.toHaveBeenCalled();
  asked.mockRestore();
});

test('Send a test event, then Disable after a confirmation naming the URL', async () => {
  const api = webhooksApi();
  const { user } = renderWebhooks(`/webhook/detail/${ENDPOINTS[0].id}`);
  await user.click(await screen.findByRole('button', { name: 'Send a test event' }));
  expect(await screen.findByText('A test event was sent. Its delivery appears in the event log.')).toBeInTheDocument();
  expect(api.sent('POST', '/api/webhook/sendTestWebhook').map((request) => request.body)).toEqual([{ id: ENDPOINTS[0].id }]);

  await user.click(screen.getByRole('button', { name: 'Disable' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Disable https://erp.example.vn/hooks/portal?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
  await waitFor(() => expect(api.sent('POST', '/api/webhook/disableWebhookEndpoint').map((request) => request.body)).toEqual([{ id: ENDPOINTS[0].id }]));
  expect(await screen.findByText('The endpoint was disabled.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // A description typed and not saved: leaving asks first (react-admin's confirmation), and staying keeps it.
  const description = screen.getByRole('textbox', { name: 'Description (optional)' });
  await user.clear(description);
  await user.type(description, 'ERP mới');
  const asked = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await user.click(screen.getByRole('link', { name: 'Back to webhooks' }));
  await waitFor(() => expect(asked).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?"));
  expect(screen.getByRole('textbox', { name: 'Description (optional)' })).toHaveValue('ERP mới');
  asked.mockRestore();
});

test('a disabled endpoint offers Enable and no test event; a failing one says what that means', async () => {
  const api = webhooksApi();
  const { user, unmount } = renderWebhooks(`/webhook/detail/${ENDPOINTS[1].id}`);
  expect(await screen.findByRole('button', { name: 'Send a test event' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Enable' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enable' }));
  await waitFor(() => expect(api.sent('POST', '/api/webhook/enableWebhookEndpoint').map((request) => request.body)).toEqual([{ id: ENDPOINTS[1].id }]));
  unmount();

  renderWebhooks(`/webhook/detail/${ENDPOINTS[2].id}`);
  expect(await screen.findByText(/Deliveries to this endpoint have failed for a day/)).toBeInTheDocument();
  await waitFor(() => expect(details()).toMatchObject({ Status: 'Failing', 'Failing since': '25/11/2026 10:00' }));
});

test('Delete asks first, then deletes and goes back to the list', async () => {
  const api = webhooksApi();
  const { user, address } = renderWebhooks(`/webhook/detail/${ENDPOINTS[0].id}`);
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete https://erp.example.vn/hooks/portal?' });
  expect(within(dialog).getByText(/Your events stay in the log/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(address()).toBe('/webhooks'));
  expect(api.sent('POST', '/api/webhook/deleteWebhookEndpoint').map((request) => request.body)).toEqual([{ id: ENDPOINTS[0].id }]);
});

test('Roll secret: the overlap, then "Confirm it\'s you": a wrong password said there, then the new secret shown once', async () => {
  let attempts = 0;
  const api = webhooksApi({
    'POST /api/webhook/rollWebhookSecret': () => {
      attempts += 1;
      return attempts === 1
        ? { status: 400, body: { err: 400, message: WEBHOOK_MESSAGES.passwordWrong, data: { field: 'password' } } }
        : { body: { err: 200, message: 'ok', data: { ...ENDPOINTS[0], secret: ROLLED_SECRET } } };
    },
  });
  const { user } = renderWebhooks(`/webhook/detail/${ENDPOINTS[0].id}`);
  await user.click(await screen.findByRole('button', { name: 'Roll secret' }));
  const dialog = await screen.findByRole('dialog', { name: 'Roll the secret of https://erp.example.vn/hooks/portal' });
  expect(within(dialog).getByRole('radio', { name: '24 hours' })).toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: '72 hours' }));
  await user.click(within(dialog).getByRole('button', { name: 'Roll secret' }));
  const confirm = await screen.findByRole('dialog', { name: 'Roll the secret: confirm it\'s you' });
  await user.type(await within(confirm).findByLabelText(/^Your password/), 'wrong');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent('The password is not correct.');
  await user.type(within(confirm).getByLabelText(/^Your password/), 'demo-partner-2026');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

  const issued = await screen.findByRole('dialog', { name: 'Your endpoint\'s signing secret' });
  expect(within(issued).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(ROLLED_SECRET);
  expect(api.sent('POST', '/api/webhook/rollWebhookSecret').map((request) => request.body)).toEqual([
    { id: ENDPOINTS[0].id, overlapHours: 72, password: 'wrong' },
    { id: ENDPOINTS[0].id, overlapHours: 72, password: 'demo-partner-2026' },
  ]);
  await user.click(within(issued).getByRole('checkbox', { name: 'I have stored the secret safely' }));
  await user.click(within(issued).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByDisplayValue(ROLLED_SECRET)).toBeNull();
});

test('in Vietnamese; another merchant\'s endpoint (404) is said in place', async () => {
  webhooksApi({ 'POST /api/webhook/detailWebhookEndpoint': notFound() });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  renderWebhooks(`/webhook/detail/${ENDPOINTS[0].id}`, { locale: 'vi' });
  expect(await screen.findByText('Điểm nhận này không tồn tại hoặc không phải của bạn.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Điểm nhận webhook' })).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
});

test('in Vietnamese: the details and the buttons', async () => {
  webhooksApi();
  renderWebhooks(`/webhook/detail/${ENDPOINTS[0].id}`, { locale: 'vi' });
  expect(await screen.findByRole('button', { name: 'Gửi sự kiện thử' })).toBeInTheDocument();
  for (const name of ['Tắt', 'Đổi khoá ký', 'Xoá']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  await waitFor(() => expect(details()).toMatchObject({ 'Trạng thái': 'Đang bật', 'Khoá ký': 'whsec_Qm7X…' }));
});

test('a save the server fails is said once, and the changes stay guarded: leaving asks first', async () => {
  const api = webhooksApi({ 'POST /api/webhook/updateWebhookEndpoint': { status: 500, body: { err: 500, message: 'internalServerError', data: null } } });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { user, address, queuedNotices } = renderWebhooks(`/webhook/detail/${ENDPOINTS[0].id}`);
  const description = await screen.findByRole('textbox', { name: 'Description (optional)' });
  await waitFor(() => expect(description).toHaveValue('Đồng bộ ERP'));
  await user.type(description, ' 2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
  expect(api.sent('POST', '/api/webhook/updateWebhookEndpoint')).toHaveLength(1);
  expect(queuedNotices()).toBe(0);
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  const asked = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await user.click(screen.getByRole('link', { name: 'Back to webhooks' }));
  await waitFor(() => expect(asked).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?"));
  expect(address()).toBe(`/webhook/detail/${ENDPOINTS[0].id}`);
  asked.mockRestore();
});
