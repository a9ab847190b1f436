import { sql } from 'drizzle-orm';
import type { App } from '../../../server/app';
import type { WebhookEvent } from '../../../src/api/webhooks';
import { buildAuthApp } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { suiteApp } from '../support/suiteApp';
import { DEMO, seedSmallDemo } from '../apiKeys/support';
import { partnerWithEndpoint } from './partnerSales';
import { type Receiver, startReceiver } from './receiver';

// Delivery through the pg-boss queue, on both databases: an event written while no instance delivers (WEBHOOK_WORKERS=0,
// as if the deliverer were down) is sent when an instance with workers starts (its first sweep), and a sale on that
// instance is sent right after its answer. The test waits for the receiver's request, not for time.

describeEachDatabase('Partner webhooks on the queue', (context) => {
  const suite = suiteApp(context, { auth: { sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 } });
  let receiver: Receiver;
  let delivering: App | undefined;

  beforeAll(async () => {
    await seedSmallDemo(context.database);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await delivering?.close();
    await receiver?.close();
  });

  it('sends what was written while no instance delivered once one starts, and a new sale right after its answer', async () => {
    const { partner, sell } = await partnerWithEndpoint(suite.app, receiver.url, ['transaction.created', 'apiKey.revoked'], '0987000222');
    expect((await sell(suite.app, 'queue-sale-1', 75_000)).statusCode).toBe(200);
    const [{ n }] = await context.database.rows<{ n: number }>(sql`select count(*)::int as n from webhook_events where dispatched_at is null`);
    expect(n).toBe(1);

    // An instance that delivers starts: its first sweep dispatches the waiting event and the queue sends it.
    const first = receiver.next();
    delivering = await buildAuthApp(context.database, suite.clock, { webhooks: { workers: 1, pollSeconds: 0.5, sweepSeconds: 3_600 } });
    await delivering.ready();
    const waited = JSON.parse((await first).body) as WebhookEvent;
    expect(waited).toMatchObject({ type: 'transaction.created', data: { amount: 75_000 } });

    // A sale on it: sent after the answer, without a sweep.
    const second = receiver.next();
    const sale = await sell(delivering, 'queue-sale-2', 75_000);
    expect(sale.statusCode).toBe(200);
    const sent = JSON.parse((await second).body) as WebhookEvent;
    expect(sent).toMatchObject({ type: 'transaction.created', data: { id: sale.json().data.transactionId } });
    expect(sent.sequence).toBeGreaterThan(waited.sequence);

    // Revoking an API key tells the partner too.
    const key = await delivering.inject({
      method: 'POST', url: '/api/api-key/createApiKey', headers: partner,
      payload: { name: 'Kế toán', scopes: ['transactions:read'], password: DEMO.partner.password },
    });
    const third = receiver.next();
    expect((await delivering.inject({ method: 'POST', url: '/api/api-key/revokeApiKey', headers: partner, payload: { id: key.json().data.id } })).statusCode).toBe(200);
    const revoked = JSON.parse((await third).body) as WebhookEvent;
    expect(revoked).toMatchObject({ type: 'apiKey.revoked', data: { id: key.json().data.id, status: 'revoked' } });
    expect(revoked.data).not.toHaveProperty('key');
    // Closed here, before the database is (its queue's workers stop first).
    await delivering.close();
    delivering = undefined;
  });
});
