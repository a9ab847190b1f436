import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { webhookEndpoints } from '../../../server/db/schema';
import { createWebhookSecrets } from '../../../server/webhooks/secretSeal';
import { ACTIONS, DEFAULT_ROLE_ACTIONS } from '../../../src/api/permissions';
import type { IssuedWebhookEndpoint, WebhookAttempt, WebhookEvent } from '../../../src/api/webhooks';
import { describeEachDatabase } from '../support/databases';
import { addBankAccount } from '../support/money';
import { addShop, addSales } from '../support/sales';
import { addEvents } from '../loyalty/support';
import { lastCode, signedIn, type SignedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { thirdPartyOf } from '../apiKeys/support';
import { type Receiver, startReceiver } from './receiver';

// The other events, on both databases: a completed transfer tells the partner (transfer.completed, once), a wrong
// code writes nothing; a points settlement's request and each staff decision write settlement.updated, a refused
// request none; an endpoint whose secret was sealed under another AUTH_SECRET is not sent to unsigned.

const MONEY = { minTransfer: 10_000, dailyTransferLimit: 5_000_000, settlementDelayDays: 1, transferCodeMinutes: 5 };

describeEachDatabase('Partner webhooks: transfer.completed and unreadable secrets', (context) => {
  const suite = suiteApp(context, { money: MONEY });
  let receiver: Receiver;
  let merchant: SignedIn;
  let partner: SignedIn;

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>, extra: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { ...headers, ...extra } });
  const countOf = async (type: string) =>
    (await context.database.rows<{ n: number }>(sql`select count(*)::int as n from webhook_events where type = ${type} and owner_id = ${merchant.account.ownerId}`))[0].n;

  beforeAll(async () => {
    receiver = await startReceiver();
    merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    // Transfers and settlements are read with the balance's and the settlements' permissions (WEBHOOK_EVENT_ACTIONS).
    partner = await thirdPartyOf(suite.app, context.database, merchant.account.code, [
      ...DEFAULT_ROLE_ACTIONS.thirdparty, ACTIONS.merchantInfo, ACTIONS.settlementPointHistory,
    ]);
    await addSales(context.database, [{
      ownerId: merchant.account.ownerId, shopId: null, userId: null, serviceCode: 'QRPAY', amount: 3_000_000, fee: 0, status: 'success',
      type: 'payment', reference: 'WH000001', createdAt: new Date('2026-11-10T03:00:00Z'),
    }]);
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('a completed transfer writes one transfer.completed, delivered; a wrong code writes none', async () => {
    const created = await post('/webhook/createWebhookEndpoint', {
      url: receiver.url, eventTypes: ['transfer.completed'], password: partner.account.password,
    }, partner.headers);
    expect(created.statusCode).toBe(200);
    const bankAccountId = await addBankAccount(context.database, merchant.account.ownerId);
    const asked = await post('/transaction/requestTransaction', { bankAccountId, amount: 500_000 }, merchant.headers, { 'idempotency-key': randomUUID() });
    expect(asked.statusCode).toBe(200);
    const { transferId } = asked.json().data;
    const code = (await lastCode(suite.app, merchant.account.username))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/transaction/verifyTransaction', { transferId, otp: wrong }, merchant.headers)).statusCode).toBe(400);
    expect(await countOf('transfer.completed')).toBe(0);
    expect((await post('/transaction/verifyTransaction', { transferId, otp: code }, merchant.headers)).statusCode).toBe(200);
    // A second confirmation answers the transfer again and writes nothing more.
    await post('/transaction/verifyTransaction', { transferId, otp: code }, merchant.headers);
    expect(await countOf('transfer.completed')).toBe(1);

    await suite.app.services.webhooks.dispatch();
    expect((await suite.app.services.webhooks.runDue()).map((outcome) => outcome.ok)).toEqual([true]);
    const body = JSON.parse(receiver.received[0].body) as WebhookEvent;
    expect(body).toMatchObject({ type: 'transfer.completed', data: { id: transferId, amount: 500_000, status: 'completed' } });
    expect(body.data).not.toHaveProperty('factors');
  });

  it('a settlement requested then approved writes two settlement.updated; a request with nothing to settle writes none', async () => {
    const ownerId = merchant.account.ownerId;
    const shop = await addShop(context.database, ownerId, 'Cửa hàng webhook');
    await addEvents(context.database, [{ ownerId, shopId: shop, customerPhone: '0901234567', points: -25, kind: 'redeem', createdAt: '2026-10-05T03:00:00Z' }]);
    const staff = await signedIn(suite.app, context.database, { type: 'staff' });
    const empty = await post('/loyalty/settlementPoint', { periodFrom: '2026-09-01', periodTo: '2026-09-30' }, merchant.headers);
    expect(empty.statusCode).toBe(400);
    expect(await countOf('settlement.updated')).toBe(0);
    const settled = await post('/loyalty/settlementPoint', { periodFrom: '2026-10-01', periodTo: '2026-10-31' }, merchant.headers);
    expect(settled.statusCode).toBe(200);
    const { id } = settled.json().data;
    expect((await post('/loyalty/staff/approveSettlement', { id }, staff.headers)).statusCode).toBe(200);
    const written = await context.database.rows<{ status: string; points: number }>(sql`
      select payload->>'status' as status, (payload->>'points')::int as points from webhook_events
      where type = 'settlement.updated' and owner_id = ${ownerId} order by sequence`);
    expect(written).toEqual([{ status: 'requested', points: 25 }, { status: 'approved', points: 25 }]);
  });

  it('does not send unsigned when the secret cannot be read (AUTH_SECRET changed): the attempt says why', async () => {
    const created = await post('/webhook/createWebhookEndpoint', {
      url: receiver.url, eventTypes: ['transfer.completed'], password: partner.account.password,
    }, partner.headers);
    const endpoint = created.json().data as IssuedWebhookEndpoint;
    const elsewhere = createWebhookSecrets('another-auth-secret');
    await context.database.db.update(webhookEndpoints).set({ secretSealed: elsewhere.seal(endpoint.id, endpoint.secret) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const before = receiver.received.length;
    expect((await post('/webhook/sendTestWebhook', { id: endpoint.id }, partner.headers)).statusCode).toBe(200);
    await suite.app.services.webhooks.dispatch();
    const [outcome] = await suite.app.services.webhooks.runDue();
    expect(outcome).toMatchObject({ ok: false, endpointId: endpoint.id });
    expect(receiver.received).toHaveLength(before);
    const attempts = (await post('/webhook/findWebhookAttempts', { queryInput: { endpointId: endpoint.id } }, partner.headers)).json().data as WebhookAttempt[];
    expect(attempts[0]).toMatchObject({ status: null, ok: false, response: expect.stringContaining('roll the secret') });
  });
});
