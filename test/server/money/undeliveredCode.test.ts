import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { recordMessage } from '../../../server/notify/outbox';
import type { Notifier } from '../../../server/notify/notifier';
import { describeEachDatabase } from '../support/databases';
import { addBankAccount } from '../support/money';
import { addSales } from '../support/sales';
import { signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Money: a transfer code that cannot be sent', (context) => {
  // The SMS gateway is down for transfer codes; sign-in codes still reach the outbox.
  const failing = (): Notifier => ({
    async send(message) {
      if (message.purpose === 'transfer') throw new Error('SMS gateway unreachable');
      await recordMessage(context.database.db, message, new Date());
    },
  });
  const suite = suiteApp(context, () => ({ notifier: failing() }));

  it('cancels the transfer, releases its hold, answers 503, and lets the same key run again', async () => {
    const merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    const { ownerId } = merchant.account;
    await addSales(context.database, [{
      ownerId, shopId: null, userId: null, serviceCode: 'QRPAY', amount: 200_000, fee: 0, status: 'success', type: 'payment',
      reference: 'U000001', createdAt: new Date('2026-11-10T03:00:00Z'),
    }]);
    const bankAccountId = await addBankAccount(context.database, ownerId);
    const key = randomUUID();
    const ask = () => suite.app.inject({
      method: 'POST', url: '/api/transaction/requestTransaction', payload: { bankAccountId, amount: 150_000 },
      headers: { ...merchant.headers, 'idempotency-key': key },
    });
    const answer = await ask();
    expect([answer.statusCode, answer.json().message]).toEqual([503, 'serviceUnavailable']);
    const balance = (await suite.app.inject({ method: 'POST', url: '/api/merchant/merchantBalance', payload: {}, headers: merchant.headers })).json().data;
    expect(balance).toEqual({ available: 200_000, pending: 0, held: 0, currency: 'VND' });
    const rows = await context.database.rows<{ status: string }>(sql`select status from transfers where owner_id = ${ownerId}`);
    expect(rows).toEqual([{ status: 'cancelled' }]);
    const [audit] = await context.database.rows<{ reason: string }>(sql`
      select detail->>'reason' as reason from audit_events where user_id = ${merchant.account.userId} and kind = 'transferRefused'`);
    expect(audit.reason).toBe('codeNotSent: SMS gateway unreachable');
    // Nothing was done: the key is forgotten, so the retry runs (and fails the same way) rather than replaying.
    expect((await ask()).statusCode).toBe(503);
    expect((await context.database.rows(sql`select id from transfers where owner_id = ${ownerId}`)).length).toBe(2);
  });
});
