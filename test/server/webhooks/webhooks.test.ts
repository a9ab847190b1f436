import { and, eq, sql } from 'drizzle-orm';
import { recordCheckout } from '../../../server/modules/checkout/recordCheckout';
import { webhookEndpoints, webhookEvents } from '../../../server/db/schema';
import { DEFAULT_LOYALTY_RULES } from '../../../src/api/loyaltyRules';
import {
  type IssuedWebhookEndpoint, WEBHOOK_LIMITS, WEBHOOK_MESSAGES, WEBHOOK_SIGNATURE_HEADER, type WebhookAttempt, type WebhookEndpoint,
  type WebhookEndpointListRow, type WebhookEvent, type WebhookEventRow,
} from '../../../src/api/webhooks';
import { verifySignature } from '../../../server/webhooks/signature';
import { describeEachDatabase } from '../support/databases';
import { outbox, type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { DEMO, seedSmallDemo, signInAs, thirdPartyOf } from '../apiKeys/support';
import { type Receiver, startReceiver } from './receiver';

// Partner webhooks on both databases, with a real receiver on loopback (allowed in development): a sale writes
// exactly one event in its transaction, delivered and signed; a rolled-back sale writes none; a failing receiver
// gets retries with growing gaps on the test's clock, then the endpoint is failing and its owner told; a resend keeps
// the event's id; DEMO02 never sees DEMO01's endpoints or events. The queue is driven by the test (WEBHOOK_WORKERS=0).

const HOUR = 3_600_000;

describeEachDatabase('Partner webhooks: outbox, signed delivery, retries, resend, tenancy', (context) => {
  // Sessions outlive the day of retries the clock moves through.
  const suite = suiteApp(context, { auth: { sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 } });
  let partner: Record<string, string>;
  let owner: Record<string, string>;
  let partner2: SignedIn;
  let receiver: Receiver;
  let shopId: number;
  let keys = 0;

  const post = (call: string, payload: Record<string, unknown>, headers = partner) =>
    suite.app.inject({ method: 'POST', url: `/api/webhook/${call}`, payload, headers });
  const webhooks = () => suite.app.services.webhooks;
  const createEndpoint = async (fields: Record<string, unknown> = {}, headers = partner, password: string = DEMO.partner.password): Promise<IssuedWebhookEndpoint> => {
    const answer = await post('createWebhookEndpoint', { url: receiver.url, eventTypes: ['transaction.created'], password, ...fields }, headers);
    if (answer.statusCode !== 200) throw new Error(`createWebhookEndpoint failed: ${answer.body}`);
    return answer.json().data as IssuedWebhookEndpoint;
  };
  const sell = async (amount = 120_000) => {
    const answer = await suite.app.inject({
      method: 'POST', url: '/api/loyalty/checkout', headers: { ...owner, 'idempotency-key': `webhook-sale-${keys++}` },
      payload: { phone: '0987000111', shopId, serviceCode: 'QRPAY', amount },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { transactionId: number };
  };
  const eventsOf = async (headers = partner, queryInput: Record<string, unknown> = {}) => {
    const answer = await post('findWebhookEvents', { queryInput, limit: 100 }, headers);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: WebhookEventRow[]; count: number };
  };
  const disableAll = async () => {
    await context.database.db.update(webhookEndpoints).set({ status: 'disabled' });
  };

  beforeAll(async () => {
    await seedSmallDemo(context.database);
    partner = await signInAs(suite.app, DEMO.partner);
    owner = await signInAs(suite.app, DEMO.owner);
    partner2 = await thirdPartyOf(suite.app, context.database, 'DEMO02');
    receiver = await startReceiver();
    const shops = await suite.app.inject({ method: 'POST', url: '/api/loyalty/checkoutShops', payload: {}, headers: owner });
    shopId = shops.json().data[0].id;
  });
  afterAll(async () => {
    await receiver?.close();
  });
  beforeEach(async () => {
    await disableAll();
    receiver.answer(200);
    receiver.received.length = 0;
  });

  it('a sale writes exactly one transaction.created event; it is delivered once, signed, with the partner API\'s transaction', async () => {
    const endpoint = await createEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const [stored] = await context.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored.secretSealed).not.toContain(endpoint.secret.slice(6));

    const sale = await sell(120_000);
    const written = await context.database.db.select().from(webhookEvents)
      .where(and(eq(webhookEvents.type, 'transaction.created'), sql`${webhookEvents.payload}->>'id' = ${String(sale.transactionId)}`));
    expect(written).toHaveLength(1);

    expect(await webhooks().dispatch()).toHaveLength(1);
    const outcomes = await webhooks().runDue();
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true]);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const body = JSON.parse(request.body) as WebhookEvent;
    expect(body).toMatchObject({ id: written[0].id, type: 'transaction.created', apiVersion: expect.any(String), sequence: written[0].sequence });
    // The object GET /api/v1/transactions/{id} answers.
    expect(body.data).toMatchObject({ id: sale.transactionId, amount: 120_000, status: 'success', type: 'payment', shopId, netAmount: expect.any(Number) });
    expect(Object.keys(body.data).sort()).toEqual(['amount', 'createdAt', 'fee', 'id', 'netAmount', 'reference', 'serviceCode', 'shopId', 'shopName', 'status', 'type']);
    const header = String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const now = Math.floor(suite.clock.now().getTime() / 1000);
    expect(verifySignature(header, endpoint.secret, request.body, { now })).toBe(true);
    expect(verifySignature(header, endpoint.secret, request.body.replace('120000', '120001'), { now })).toBe(false);
    expect(verifySignature(header, endpoint.secret, request.body, { now: now + 301 })).toBe(false);

    // Nothing more to send: the delivery is done.
    expect(await webhooks().dispatch()).toHaveLength(0);
    expect(await webhooks().runDue()).toHaveLength(0);
    const [row] = (await eventsOf(partner, { type: 'transaction.created', outcome: 'delivered' })).data.filter((event) => event.id === written[0].id);
    // The row's outcome as the filter's: the select list once read the delivery's own id for the event's.
    expect(row.outcome).toBe('delivered');
    expect(row.deliveries).toEqual([{ endpointId: endpoint.id, status: 'delivered', attempts: 1, nextAttemptAt: null }]);
    const attempts = (await post('findWebhookAttempts', { queryInput: { eventId: row.id } })).json().data as WebhookAttempt[];
    expect(attempts).toEqual([expect.objectContaining({ status: 200, ok: true, response: '{"received":true}', endpointId: endpoint.id })]);
  });

  it('a sale rolled back writes no event', async () => {
    await createEndpoint();
    const before = await context.database.rows<{ n: number }>(sql`select count(*)::int as n from webhook_events`);
    const [{ ownerId, userId }] = await context.database.rows<{ ownerId: number; userId: number }>(
      sql`select u.owner_id as "ownerId", u.id as "userId" from users u join owners o on o.id = u.owner_id where o.code = 'DEMO01' and u.username = ${DEMO.owner.username}`,
    );
    await expect(recordCheckout(context.database.db, { ownerId, userId, userType: 'merchant' }, {
      phone: '0987000111', shopId, serviceCode: 'QRPAY', amount: 50_000,
    }, DEFAULT_LOYALTY_RULES, suite.clock.now(), async () => { throw new Error('the audit row failed'); })).rejects.toThrow('the audit row failed');
    const after = await context.database.rows<{ n: number }>(sql`select count(*)::int as n from webhook_events`);
    expect(after[0].n).toBe(before[0].n);
    expect(await webhooks().dispatch()).toHaveLength(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('a failing receiver gets retries with growing gaps for a day, then the endpoint is failing and its owner told', async () => {
    const endpoint = await createEndpoint();
    receiver.answer(503);
    await sell();
    await webhooks().dispatch();
    const times: number[] = [];
    for (let guard = 0; guard < 60; guard++) {
      const [outcome] = await webhooks().runDue();
      expect(outcome.ok).toBe(false);
      times.push(suite.clock.now().getTime());
      if (outcome.gaveUp) break;
      // Nothing is due before the scheduled time.
      suite.clock.advance(outcome.nextAttemptAt!.getTime() - suite.clock.now().getTime() - 1);
      expect(await webhooks().runDue()).toHaveLength(0);
      suite.clock.advance(1);
    }
    const gaps = times.slice(1).map((time, index) => time - times[index]);
    expect(gaps.length).toBeGreaterThan(8);
    // 30 s doubling with ±20 % jitter: each of the first gaps is longer than the one before.
    for (let index = 1; index < 8; index++) expect(gaps[index]).toBeGreaterThan(gaps[index - 1]);
    expect(gaps[0]).toBeGreaterThanOrEqual(24_000);
    expect(gaps[0]).toBeLessThanOrEqual(36_000);
    expect(times.at(-1)! - times[0]).toBeLessThanOrEqual(24 * HOUR);
    expect(times.at(-1)! - times[0]).toBeGreaterThan(20 * HOUR);
    expect(receiver.received).toHaveLength(times.length);

    const detail = (await post('detailWebhookEndpoint', { id: endpoint.id })).json().data as WebhookEndpoint;
    expect(detail).toMatchObject({ status: 'failing', failingSince: suite.clock.now().toISOString() });
    const notices = (await outbox(suite.app, 'partner@demo.local')).filter((message) => message.purpose === 'notice.webhookFailing');
    expect(notices[0].text).toContain(receiver.url);
    expect((await eventsOf(partner, { outcome: 'failed', endpointId: endpoint.id })).count).toBe(1);

    // A resend (same id) that succeeds turns the endpoint back to enabled.
    receiver.answer(200);
    const [failed] = (await eventsOf(partner, { outcome: 'failed', endpointId: endpoint.id })).data;
    const resent = await post('resendWebhookEvent', { id: failed.id, endpointId: endpoint.id });
    expect(resent.json()).toMatchObject({ message: WEBHOOK_MESSAGES.resent, data: { queued: 1 } });
    expect((await webhooks().runDue()).map((outcome) => outcome.ok)).toEqual([true]);
    expect(JSON.parse(receiver.received.at(-1)!.body).id).toBe(failed.id);
    expect((await post('detailWebhookEndpoint', { id: endpoint.id })).json().data.status).toBe('enabled');
  });

  it('resend keeps the event id, for one event and for a time range', async () => {
    const endpoint = await createEndpoint();
    const from = suite.clock.now().toISOString();
    await sell(10_000);
    await sell(20_000);
    await webhooks().dispatch();
    await webhooks().runDue();
    const firstIds = receiver.received.map((request) => JSON.parse(request.body).id as string);
    expect(firstIds).toHaveLength(2);

    const one = await post('resendWebhookEvent', { id: firstIds[0] });
    expect(one.json().data.queued).toBe(1);
    await webhooks().runDue();
    expect(JSON.parse(receiver.received[2].body).id).toBe(firstIds[0]);

    const range = await post('resendWebhookEvents', { endpointId: endpoint.id, from, to: suite.clock.now().toISOString() });
    expect(range.json().data.queued).toBe(2);
    await webhooks().runDue();
    expect(receiver.received.slice(3).map((request) => JSON.parse(request.body).id).sort()).toEqual([...firstIds].sort());
    const reversed = await post('resendWebhookEvents', { endpointId: endpoint.id, from: new Date(suite.clock.now().getTime() + HOUR).toISOString(), to: from });
    expect(reversed.statusCode).toBe(400);
  });

  it('signs with both secrets during a roll\'s overlap; the new secret is shown once and the password is asked again', async () => {
    const endpoint = await createEndpoint();
    const wrong = await post('rollWebhookSecret', { id: endpoint.id, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: WEBHOOK_MESSAGES.passwordWrong, data: { field: 'password' } });
    const rolled = (await post('rollWebhookSecret', { id: endpoint.id, overlapHours: 1, password: DEMO.partner.password })).json().data as IssuedWebhookEndpoint;
    expect(rolled.secret).not.toBe(endpoint.secret);
    expect(rolled.previousSecretUntil).not.toBeNull();
    const test = await post('sendTestWebhook', { id: endpoint.id });
    expect(test.json()).toMatchObject({ message: WEBHOOK_MESSAGES.testSent, data: { type: 'webhook.test' } });
    await webhooks().dispatch();
    await webhooks().runDue();
    const [request] = receiver.received;
    const header = String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(header.split(',').filter((part) => part.startsWith('v1='))).toHaveLength(2);
    const now = Math.floor(suite.clock.now().getTime() / 1000);
    expect(verifySignature(header, rolled.secret, request.body, { now })).toBe(true);
    expect(verifySignature(header, endpoint.secret, request.body, { now })).toBe(true);
    // Past the overlap only the new secret signs.
    suite.clock.advance(HOUR + 1);
    await post('sendTestWebhook', { id: endpoint.id });
    await webhooks().dispatch();
    await webhooks().runDue();
    const later = receiver.received[1];
    const laterHeader = String(later.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(laterHeader.split(',').filter((part) => part.startsWith('v1='))).toHaveLength(1);
    expect(verifySignature(laterHeader, endpoint.secret, later.body, { now: now + 3601 })).toBe(false);
  });

  it('DEMO02 never sees, changes or receives DEMO01\'s endpoints and events; only third-party users reach the calls', async () => {
    const mine = await createEndpoint();
    const theirs = await createEndpoint({}, partner2.headers, partner2.account.password);
    await sell();
    await webhooks().dispatch();
    const outcomes = await webhooks().runDue();
    // DEMO01's sale goes to DEMO01's endpoint only.
    expect(outcomes.map((outcome) => outcome.endpointId)).toEqual([mine.id]);

    const listed = (await post('findWebhookEndpoints', { limit: 100 }, partner2.headers)).json().data as WebhookEndpoint[];
    expect(listed.map((endpoint) => endpoint.id)).toEqual([theirs.id]);
    expect((await eventsOf(partner2.headers)).count).toBe(0);
    expect((await post('findWebhookAttempts', {}, partner2.headers)).json().count).toBe(0);
    const [event] = (await eventsOf(partner)).data;
    for (const [call, payload] of [
      ['detailWebhookEndpoint', { id: mine.id }], ['updateWebhookEndpoint', { id: mine.id, url: receiver.url, eventTypes: ['apiKey.revoked'] }],
      ['disableWebhookEndpoint', { id: mine.id }], ['deleteWebhookEndpoint', { id: mine.id }], ['sendTestWebhook', { id: mine.id }],
      ['resendWebhookEvent', { id: event.id }], ['resendWebhookEvents', { endpointId: mine.id, from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' }],
      ['rollWebhookSecret', { id: mine.id, password: partner2.account.password }],
    ] as const) {
      const answer = await post(call, payload, partner2.headers);
      expect([call, answer.statusCode]).toEqual([call, 404]);
    }
    // Its own endpoint does not take DEMO01's events by a resend either.
    expect((await post('resendWebhookEvent', { id: event.id, endpointId: theirs.id }, partner2.headers)).statusCode).toBe(404);
    expect((await post('detailWebhookEndpoint', { id: mine.id })).json().data.status).toBe('enabled');

    // A merchant owner is not a third-party user: 403, as for API keys.
    const refused = await post('findWebhookEndpoints', {}, owner);
    expect(refused.statusCode).toBe(403);
  });

  it('the endpoint list answers each endpoint\'s last delivery attempt, and DEMO02\'s list never shows DEMO01\'s', async () => {
    const delivered = await createEndpoint({ description: 'delivered' });
    const failed = await createEndpoint({ description: 'failed' });
    const quiet = await createEndpoint({ description: 'quiet' });
    const theirs = await createEndpoint({}, partner2.headers, partner2.account.password);
    const lastOf = async () => new Map(((await post('findWebhookEndpoints', { limit: 100 })).json().data as WebhookEndpointListRow[])
      .map((row) => [row.id, row.lastDelivery]));
    expect((await lastOf()).get(delivered.id)).toBeNull();
    await post('sendTestWebhook', { id: delivered.id });
    await webhooks().dispatch();
    const deliveredAt = suite.clock.now().toISOString();
    expect((await webhooks().runDue()).map((outcome) => outcome.ok)).toEqual([true]);
    suite.clock.advance(60_000);
    receiver.answer(500);
    await post('sendTestWebhook', { id: failed.id });
    await webhooks().dispatch();
    const failedAt = suite.clock.now().toISOString();
    expect((await webhooks().runDue()).map((outcome) => outcome.ok)).toEqual([false]);

    let last = await lastOf();
    expect(last.get(delivered.id)).toEqual({ attemptedAt: deliveredAt, outcome: 'delivered', status: 200 });
    expect(last.get(failed.id)).toEqual({ attemptedAt: failedAt, outcome: 'failed', status: 500 });
    expect(last.get(quiet.id)).toBeNull();
    // The retry that succeeds is the latest attempt now.
    suite.clock.advance(120_000);
    receiver.answer(200);
    expect((await webhooks().runDue()).map((outcome) => outcome.ok)).toEqual([true]);
    last = await lastOf();
    expect(last.get(failed.id)).toEqual({ attemptedAt: suite.clock.now().toISOString(), outcome: 'delivered', status: 200 });

    const listed = (await post('findWebhookEndpoints', { limit: 100 }, partner2.headers)).json().data as WebhookEndpointListRow[];
    // DEMO02's own endpoints only (an earlier test's too), none ever attempted: DEMO01's attempts are not theirs.
    expect(listed.map((row) => row.id)).toContain(theirs.id);
    expect(listed.filter((row) => [delivered.id, failed.id, quiet.id].includes(row.id))).toEqual([]);
    expect(listed.map((row) => row.lastDelivery)).toEqual(listed.map(() => null));
  });

  it('refuses endpoints that are not https or are private, and deletes an endpoint', async () => {
    for (const url of ['https://10.0.0.1/hooks', 'https://192.168.1.10/hooks', 'https://169.254.169.254/latest', 'https://[fd00::1]/hooks', 'http://example.com/hooks', 'https://user:pass@example.com/']) {
      const answer = await post('createWebhookEndpoint', { url, eventTypes: ['transaction.created'], password: DEMO.partner.password });
      expect([url, answer.statusCode, answer.json().message]).toEqual([url, 400, WEBHOOK_MESSAGES.urlRefused]);
    }
    const endpoint = await createEndpoint({ url: 'https://hooks.example.com/merchant' });
    expect((await post('deleteWebhookEndpoint', { id: endpoint.id })).statusCode).toBe(200);
    expect((await post('detailWebhookEndpoint', { id: endpoint.id })).statusCode).toBe(404);
  });

  it('keeps a merchant to 20 endpoints, creates sent together included: the others are 409 tooManyEndpoints, as the API document says', async () => {
    const merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    const other = await thirdPartyOf(suite.app, context.database, merchant.account.code);
    const answers = await Promise.all(Array.from({ length: WEBHOOK_LIMITS.endpointsPerMerchant + 4 }, (_, index) => post('createWebhookEndpoint', {
      url: `https://hooks.example.com/n${index}`, eventTypes: ['transaction.created'], password: other.account.password,
    }, other.headers)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(WEBHOOK_LIMITS.endpointsPerMerchant);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().message)).toEqual(Array(4).fill(WEBHOOK_MESSAGES.tooMany));
  });
});
