import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { createWebhookDelivery } from '../../../server/webhooks/webhookDelivery';
import { describeEachDatabase } from '../support/databases';
import { suiteApp } from '../support/suiteApp';
import { seedSmallDemo } from '../apiKeys/support';
import { partnerWithEndpoint } from './partnerSales';
import { type Receiver, startReceiver } from './receiver';

// An attempt's record survives the connection under it being cut (server/webhooks/webhookDelivery.ts): here the
// worst case, a record whose commit went through and whose answer was lost (the database's, made to throw what
// node-postgres throws when PostgreSQL ends the session). It is tried again, and counts nothing twice.

/** `db` whose first transaction commits, then throws as a connection cut before its answer came would. */
const answerLostOnce = (db: Db): Db => {
  let lost = false;
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'transaction' || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        if (lost) return answer;
        lost = true;
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      };
    },
  });
};

describeEachDatabase('A delivery recorded again after its answer was lost', (context) => {
  const suite = suiteApp(context, { auth: { sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 } });
  let receiver: Receiver;

  beforeAll(async () => {
    await seedSmallDemo(context.database);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('is sent once, logged once and delivered', async () => {
    const { sell } = await partnerWithEndpoint(suite.app, receiver.url, ['transaction.created'], '0987000444');
    expect((await sell(suite.app, 'record-again-1', 45_000)).statusCode).toBe(200);
    const [deliveryId] = await suite.app.services.webhooks.dispatch();

    const { secrets, limits } = suite.app.services.webhooks;
    const delivery = createWebhookDelivery({ db: answerLostOnce(context.database.db), now: suite.clock.now, secrets, limits });
    const outcome = await delivery.attempt(deliveryId);

    expect(outcome).toMatchObject({ ok: true, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(1);
    const [row] = await context.database.rows<{ status: string; attempts: number; leased: boolean; logged: number }>(sql`
      select d.status, d.attempts, d.leased_until is not null as leased,
        (select count(*)::int from webhook_attempts a where a.delivery_id = d.id) as logged
      from webhook_deliveries d where d.id = ${deliveryId}`);
    expect(row).toEqual({ status: 'delivered', attempts: 1, leased: false, logged: 1 });
  });
});
