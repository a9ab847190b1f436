import type { App } from '../../../server/app';
import { recordMessage } from '../../../server/notify/outbox';
import { buildTestApp } from '../support/app';
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
