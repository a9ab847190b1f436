import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createWebhookReceiver, type WebhookEvent } from '../../../examples/partner-client/webhookReceiver';
import type { IssuedWebhookEndpoint } from '../../../src/api/webhooks';
import { describeEachDatabase } from '../support/databases';
import { suiteApp } from '../support/suiteApp';
import { DEMO, seedSmallDemo, signInAs } from '../apiKeys/support';

// The example receiver (examples/partner-client/webhookReceiver.ts) against the server's real deliveries: it takes a
// signed event, refuses the same request replayed six minutes later or with a changed body, and hands an event on once.

describeEachDatabase('Example webhook receiver', (context) => {
  const suite = suiteApp(context);
  const secrets: string[] = [];
  const taken: WebhookEvent[] = [];
  let clockSeconds = Math.floor(suite.clock.now().getTime() / 1000);
  let server: Server;
  let url: string;

  beforeAll(async () => {
    await seedSmallDemo(context.database);
    server = createWebhookReceiver({ secrets, onEvent: (event) => void taken.push(event), now: () => clockSeconds });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it('takes a signed event once, refuses a replay past five minutes and a changed body', async () => {
    const partner = await signInAs(suite.app, DEMO.partner);
    const created = await suite.app.inject({
      method: 'POST', url: '/api/webhook/createWebhookEndpoint', headers: partner,
      payload: { url, eventTypes: ['transaction.created'], password: DEMO.partner.password },
    });
    const endpoint = created.json().data as IssuedWebhookEndpoint;
    secrets.push(endpoint.secret);
    const test = await suite.app.inject({ method: 'POST', url: '/api/webhook/sendTestWebhook', headers: partner, payload: { id: endpoint.id } });
    await suite.app.services.webhooks.dispatch();
    const [outcome] = await suite.app.services.webhooks.runDue();
    expect(outcome.result.status).toBe(200);
    // Handed on before the answer reached the server.
    expect(taken.map((event) => event.id)).toEqual([test.json().data.id]);

    // The same request again: a replay. Within five minutes it is answered but not handed on; after, refused.
    const event = test.json().data as WebhookEvent;
    const body = JSON.stringify(event);
    const t = clockSeconds;
    const header = `t=${t},v1=${createHmac('sha256', endpoint.secret).update(`${t}.${body}`).digest('hex')}`;
    const send = (text: string) => fetch(url, { method: 'POST', body: text, headers: { 'webhook-signature': header, 'content-type': 'application/json' } });
    expect((await send(body)).status).toBe(200);
    expect(taken).toHaveLength(1);
    expect((await send(body.replace('webhook.test', 'transaction.created'))).status).toBe(400);
    clockSeconds += 6 * 60;
    expect((await send(body)).status).toBe(400);
  });
});
