import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { bearer, login, signIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Forget this device', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  const forget = (headers: Record<string, string>, deviceId: string) =>
    suite.app.inject({ method: 'POST', url: '/api/merchant/forgetDevice', headers, payload: { deviceId } });

  it('needs a session', async () => {
    expect((await forget({}, 'anything')).statusCode).toBe(401);
  });

  it('makes the next sign-in with that value ask for the SMS code, other devices staying trusted', async () => {
    const account = await createAccount(context.database);
    const laptop = await signIn(suite.app, account);
    clock.advance(MINUTE);
    const phone = await signIn(suite.app, account);

    const answer = await forget(bearer(laptop.token, laptop.secondToken), laptop.deviceId);
    expect(answer.json()).toEqual({ err: 200, message: 'ok', data: null });

    clock.advance(MINUTE);
    expect((await login(suite.app, account, laptop.deviceId)).json().data).toMatchObject({ otp: true, token: null });
    expect((await login(suite.app, account, phone.deviceId)).json().data).toMatchObject({ otp: false, token: expect.any(String) });
  });

  it("cannot forget another user's device", async () => {
    const account = await createAccount(context.database);
    const other = await createAccount(context.database);
    const mine = await signIn(suite.app, account);
    const theirs = await signIn(suite.app, other);
    expect((await forget(bearer(mine.token, mine.secondToken), theirs.deviceId)).statusCode).toBe(200);
    expect((await login(suite.app, other, theirs.deviceId)).json().data.otp).toBe(false);
  });

  it('audits the forgetting with a fingerprint of the value, never the value', async () => {
    const account = await createAccount(context.database);
    const session = await signIn(suite.app, account);
    await forget(bearer(session.token, session.secondToken), session.deviceId);
    const rows = await context.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.userId, account.userId), eq(auditEvents.kind, 'deviceForgotten')));
    expect(rows).toHaveLength(1);
    expect(rows[0].deviceId).toMatch(/^[0-9a-f]{12}$/);
    expect(JSON.stringify(rows)).not.toContain(session.deviceId);
  });
});
