import { sql } from 'drizzle-orm';
import { partnerEvents } from '../../../server/webhooks/partnerEvents';
import { ACTIONS } from '../../../src/api/permissions';
import { WEBHOOK_MESSAGES, type WebhookEventRow } from '../../../src/api/webhooks';
import { createAccount } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';
import { addSales, addShop, scopeToShops } from '../support/sales';
import { bearer, signIn, signedIn, type SignedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { thirdPartyOf } from '../apiKeys/support';
import { type Receiver, startReceiver } from './receiver';

// An event reaches, and is listed for, only a partner who may read what it tells of (WEBHOOK_EVENT_ACTIONS): the
// permission the portal asks to show the same thing, and a role kept to its own shops gets its shops' sales only.
// Checked when subscribing, listing, dispatching and at each attempt, so a permission taken away stops deliveries at
// once, as it stops the partner's API keys.

describeEachDatabase('Partner webhooks follow the partner\'s permissions', (context) => {
  const suite = suiteApp(context);
  let receiver: Receiver;
  let owner: SignedIn;
  let everywhere: SignedIn;
  let ownShop: SignedIn;
  let shopA: number;
  let shopB: number;

  const post = (url: string, payload: Record<string, unknown>, who: SignedIn) =>
    suite.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: who.headers });
  const subscribe = (who: SignedIn, eventTypes: string[]) =>
    post('webhook/createWebhookEndpoint', { url: receiver.url, eventTypes, password: who.account.password }, who);
  /** A sale at `shopId` and its transaction.created, as a checkout writes it. */
  const sale = async (shopId: number, reference: string): Promise<number> => {
    const [id] = await addSales(context.database, [{
      ownerId: owner.account.ownerId, shopId, userId: null, serviceCode: 'QRPAY', amount: 120_000, fee: 0, status: 'success',
      type: 'payment', reference, createdAt: suite.clock.now(),
    }]);
    await partnerEvents.transactionCreated(context.database.db, owner.account.ownerId, id, suite.clock.now());
    return id;
  };
  /** Which of the partners' endpoints got a delivery of the sale's event. */
  const deliveredTo = async (transactionId: number): Promise<number[]> => (await context.database.rows<{ userId: number }>(sql`
    select e.user_id as "userId" from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
    join webhook_events v on v.id = d.event_id where (v.payload->>'id')::int = ${transactionId} order by e.user_id`)).map((row) => row.userId);
  const logged = async (who: SignedIn): Promise<number[]> =>
    ((await post('webhook/findWebhookEvents', { limit: 100 }, who)).json().data as WebhookEventRow[])
      .filter((event) => event.type === 'transaction.created').map((event) => (event.data as { id: number }).id);

  beforeAll(async () => {
    receiver = await startReceiver();
    owner = await signedIn(suite.app, context.database, { type: 'merchant' });
    shopA = await addShop(context.database, owner.account.ownerId, 'Cửa hàng A');
    shopB = await addShop(context.database, owner.account.ownerId, 'Cửa hàng B');
    everywhere = await thirdPartyOf(suite.app, context.database, owner.account.code);
    const account = await createAccount(context.database, { code: owner.account.code, type: 'thirdparty' });
    await scopeToShops(context.database, account.userId, [shopA]);
    const session = await signIn(suite.app, account);
    ownShop = { account, headers: bearer(session.token, session.secondToken) };
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('subscribes only to types the partner may read: transfers need the balance\'s permission (400 naming eventTypes)', async () => {
    const refused = await subscribe(everywhere, ['transaction.created', 'transfer.completed', 'settlement.updated']);
    expect(refused.json()).toMatchObject({
      err: 400, message: WEBHOOK_MESSAGES.typeNotHeld, data: { field: 'eventTypes', types: ['transfer.completed', 'settlement.updated'] },
    });
    const created = await subscribe(everywhere, ['transaction.created']);
    expect(created.statusCode).toBe(200);
    const widened = await post('webhook/updateWebhookEndpoint', { id: created.json().data.id, url: receiver.url, eventTypes: ['transfer.completed'] }, everywhere);
    expect(widened.json()).toMatchObject({ err: 400, message: WEBHOOK_MESSAGES.typeNotHeld, data: { field: 'eventTypes' } });
    expect((await subscribe(ownShop, ['transaction.created'])).statusCode).toBe(200);
    // Another partner of the merchant neither points this endpoint elsewhere nor takes its secret: its deliveries
    // follow its own user's rights.
    const id = created.json().data.id as string;
    const moved = await post('webhook/updateWebhookEndpoint', { id, url: `${receiver.url}/mine`, eventTypes: ['transaction.created'] }, ownShop);
    expect(moved.json()).toMatchObject({ err: 403, message: WEBHOOK_MESSAGES.notOwnEndpoint });
    const rolled = await post('webhook/rollWebhookSecret', { id, overlapHours: 0, password: ownShop.account.password }, ownShop);
    expect(rolled.json()).toMatchObject({ err: 403, message: WEBHOOK_MESSAGES.notOwnEndpoint });
  });

  it('sends and lists a partner kept to shop A the sales of shop A only', async () => {
    const atA = await sale(shopA, 'WR000001');
    const atB = await sale(shopB, 'WR000002');
    await suite.app.services.webhooks.dispatch();
    expect(await deliveredTo(atA)).toEqual([everywhere.account.userId, ownShop.account.userId].sort((a, b) => a - b));
    expect(await deliveredTo(atB)).toEqual([everywhere.account.userId]);
    expect(await logged(ownShop)).toEqual([atA]);
    expect(await logged(everywhere)).toEqual([atB, atA]);
    await suite.app.services.webhooks.runDue();
  });

  it('stops at once when the owner takes the permission away: nothing more dispatched, nothing waiting sent, nothing listed', async () => {
    const waiting = await sale(shopA, 'WR000003');
    await suite.app.services.webhooks.dispatch();
    expect(await deliveredTo(waiting)).toEqual([everywhere.account.userId, ownShop.account.userId].sort((a, b) => a - b));
    const taken = await post('permission/updateUserPermissions', {
      userId: everywhere.account.userId, grants: [], denies: [ACTIONS.findTransactions], password: owner.account.password,
    }, owner);
    expect(taken.statusCode).toBe(200);
    const after = await sale(shopA, 'WR000004');
    await suite.app.services.webhooks.dispatch();
    expect(await deliveredTo(after)).toEqual([ownShop.account.userId]);
    const before = receiver.received.length;
    await suite.app.services.webhooks.runDue();
    const sentTo = receiver.received.slice(before).map((request) => (JSON.parse(request.body) as { data: { id: number } }).data.id);
    // The partner who kept the permission got both; the other, neither (the one dispatched before is not sent either).
    expect(sentTo.sort((a, b) => a - b)).toEqual([waiting, after]);
    expect(await logged(everywhere)).toEqual([]);
    // Nor the attempts of those events (their ids, the receivers' answers).
    const attemptsOf = async (who: SignedIn) => (await post('webhook/findWebhookAttempts', { limit: 100 }, who)).json().count as number;
    expect(await attemptsOf(everywhere)).toBe(0);
    expect(await attemptsOf(ownShop)).toBeGreaterThan(0);
  });
});
