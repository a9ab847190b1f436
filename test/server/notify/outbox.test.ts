import { sql } from 'drizzle-orm';
import type { App } from '../../../server/app';
import type { DeliveryConfig } from '../../../server/config';
import { codeText, createNotifier } from '../../../server/notify/notifier';
import { MASKED_CODE, recordMessage } from '../../../server/notify/outbox';
import { createAccount } from '../support/accounts';
import { buildAuthApp, buildTestApp, createClock } from '../support/app';
import { describeEachDatabase } from '../support/databases';

describeEachDatabase('GET /api/dev/outbox', (context) => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp(context.database);
  });
  afterAll(() => app.close());

  it('is empty before anything is sent', async () => {
    const response = await app.inject('/api/dev/outbox?to=0901234567');
    expect(response.json()).toEqual({ err: 200, message: 'ok', data: [] });
  });

  it('lists the messages sent to one recipient, newest first', async () => {
    const { db } = context.database;
    await recordMessage(db, { to: '0901234567', channel: 'sms', purpose: 'login', text: 'Your code is 111111', code: '111111' },
      new Date('2026-11-21T01:00:00Z'));
    await recordMessage(db, { to: 'merchant@demo.local', channel: 'email', purpose: 'resetPassword', text: 'Code 222222', code: '222222' },
      new Date('2026-11-21T01:01:00Z'));
    await recordMessage(db, { to: '0901234567', channel: 'sms', purpose: 'login', text: 'Your code is 333333', code: '333333' },
      new Date('2026-11-21T01:02:00Z'));

    const response = await app.inject('/api/dev/outbox?to=0901234567');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { to: '0901234567', channel: 'sms', purpose: 'login', text: 'Your code is 333333', code: '333333', createdAt: '2026-11-21T01:02:00.000Z' },
      { to: '0901234567', channel: 'sms', purpose: 'login', text: 'Your code is 111111', code: '111111', createdAt: '2026-11-21T01:00:00.000Z' },
    ]);
  });
});

describeEachDatabase('the outbox outside development', (context) => {
  const clock = createClock();
  let app: App;

  beforeAll(async () => {
    app = await buildAuthApp(context.database, clock, { devHooks: false });
  });
  afterAll(() => app.close());

  const stored = (to: string) =>
    context.database.rows<{ text: string; code: string | null }>(sql`select text, code from outbox where "to" = ${to}`);

  const productionNotifier = (delivery: Partial<DeliveryConfig>, fetchImpl?: typeof fetch) => createNotifier({
    db: context.database.db, now: clock.now, log: app.log, devHooks: false, fetch: fetchImpl,
    delivery: { smtpUrl: undefined, smtpFrom: 'x', smsGatewayUrl: undefined, smsGatewayToken: undefined, ...delivery },
  });

  it('keeps the message with its code masked when no gateway is configured', async () => {
    const to = '0911000001';
    await productionNotifier({}).send({ to, channel: 'sms', purpose: 'login', text: codeText('424242', 5), code: '424242' });
    expect(await stored(to)).toEqual([{ text: codeText(MASKED_CODE, 5), code: null }]);
  });

  it('keeps the message with its code masked after a gateway delivered the real one', async () => {
    const to = '0911000002';
    const delivered: string[] = [];
    const gateway = (async (_url: string, init: RequestInit) => {
      delivered.push(String(init.body));
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    await productionNotifier({ smsGatewayUrl: 'http://gateway.test/sms' }, gateway)
      .send({ to, channel: 'sms', purpose: 'login', text: codeText('515151', 5), code: '515151' });
    expect(delivered).toEqual([JSON.stringify({ to, text: codeText('515151', 5) })]);
    expect(await stored(to)).toEqual([{ text: codeText(MASKED_CODE, 5), code: null }]);
  });

  it("is what a production app's own notifier does", async () => {
    const account = await createAccount(context.database);
    await app.services.auth.notifier.send({ to: account.username, channel: 'sms', purpose: 'login', text: codeText('606060', 5), code: '606060' });
    expect(await stored(account.username)).toEqual([{ text: codeText(MASKED_CODE, 5), code: null }]);
  });
});
