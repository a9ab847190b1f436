import type { AddressInfo } from 'node:net';
import { createWebhookReceiver, type WebhookEvent } from '../../examples/partner-client/webhookReceiver';
import { PARTNER } from './support/accounts';
import { axeFindings } from './support/axe';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { networkQuiet } from './support/settled';
import { signInByApi } from './support/signInByApi';

// The partner's webhook path through the real API, database and delivery queue: register an endpoint on a receiver
// this test runs on 127.0.0.1 (the test server allows loopback, as development does), confirm with the password in
// "Confirm it's you", store the secret shown once, send a test event, and read it with its attempt in the log. The
// receiver is examples/partner-client's: it answers 200 only to a request signed with that secret. axe on each screen.

const own = useOwnServer();

test('the partner registers an endpoint, stores its secret, sends a test event and reads its delivery in the log', async () => {
  const secrets: string[] = [];
  const received: WebhookEvent[] = [];
  const receiver = createWebhookReceiver({ secrets, onEvent: (event) => void received.push(event) });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/portal`;
  try {
    const { page, context, problems } = await openPage(own.browser());
    await signInByApi(page, PARTNER);
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await networkQuiet(page);
    expect(await axeFindings(page, '/webhooks')).toEqual([]);

    await page.getByRole('link', { name: 'New endpoint' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Webhook Endpoint' }).waitFor();
    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await page.getByRole('textbox', { name: 'Description (optional)' }).fill('Đồng bộ ERP E2E');
    await page.getByRole('checkbox', { name: /Sale recorded/ }).check();
    await networkQuiet(page);
    expect(await axeFindings(page, '/webhook/create')).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Add the endpoint: confirm it\'s you' });
    await stepUp.getByLabel(/^Your password/).fill(PARTNER.password);
    expect(await axeFindings(page, '"Confirm it\'s you" before a new endpoint')).toEqual([]);
    await stepUp.getByRole('button', { name: 'Confirm' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your endpoint\'s signing secret' });
    await dialog.waitFor();
    const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    secrets.push(secret);
    expect(await axeFindings(page, '/webhook/create secret')).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'I have stored the secret safely' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('heading', { level: 1, name: 'Webhook Endpoint' }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    await page.getByText('No events sent to this endpoint in the last 30 days.').waitFor();
    await networkQuiet(page);
    expect(await axeFindings(page, '/webhook/detail')).toEqual([]);

    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.getByText('A test event was sent. Its delivery appears in the event log.').waitFor();
    // The log reads itself again while the delivery is pending: no reload.
    const row = page.getByRole('row').filter({ hasText: 'Test event' });
    await row.getByText('Delivered').waitFor();
    expect(received.map((event) => event.type)).toEqual(['webhook.test']);
    await row.getByText('Test event').click();
    const attempts = page.getByRole('region', { name: 'Attempts' });
    await attempts.getByText(received[0].id).waitFor();
    // The event's id is on the panel before its attempts are read: wait for the attempt's row itself.
    const attemptRow = attempts.getByRole('row').nth(1);
    await attemptRow.waitFor();
    const cells = await attemptRow.getByRole('cell').allTextContents();
    expect(cells.slice(1, 2)).toEqual(['200']);
    expect(cells[2]).toMatch(/^\d+ ms$/);
    expect(cells[3]).toBe('{"received":true}');
    await networkQuiet(page);
    expect(await axeFindings(page, '/webhook/detail event log')).toEqual([]);
    // The list says it too, as the endpoint's last delivery.
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await page.getByRole('row').filter({ hasText: 'Đồng bộ ERP E2E' })
      .getByRole('cell', { name: /^Delivered · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
