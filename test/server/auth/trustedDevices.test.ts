import { sql } from 'drizzle-orm';
import { auditEvents, sessions, trustedDevices } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { createNewPass, requestReset, verifyResetCode } from '../support/passwordCalls';
import { bearer, lastCode, login, profile, signIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const DAY = 24 * 60 * MINUTE;
const SECRET = /^[\w-]{43}$/;

describeEachDatabase('Remembered devices', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  it('never trusts a value the client made up, nor an empty one', async () => {
    const account = await createAccount(context.database);
    for (const made of ['laptop', crypto.randomUUID(), 'A'.repeat(43), '']) {
      clock.advance(MINUTE);
      const answer = (await login(suite.app, account, made)).json().data;
      expect(answer).toMatchObject({ otp: true, token: null });
    }
  });

  it('issues a secret after the code, skips the code with it once, and rotates it', async () => {
    const account = await createAccount(context.database);
    const first = await signIn(suite.app, account);
    expect(first.deviceId).toMatch(SECRET);

    const again = (await login(suite.app, account, first.deviceId)).json().data;
    expect(again).toMatchObject({ otp: false, otpId: null, token: expect.any(String), deviceId: expect.stringMatching(SECRET) });
    expect(again.deviceId).not.toBe(first.deviceId);
    expect((await profile(suite.app, bearer(again.token))).statusCode).toBe(200);

    // The traded value is spent: replayed, it asks for the code; the new one still skips it.
    clock.advance(MINUTE);
    const replayed = (await login(suite.app, account, first.deviceId)).json().data;
    expect(replayed).toMatchObject({ otp: true, token: null });
    expect((await login(suite.app, account, again.deviceId)).json().data.otp).toBe(false);
  });

  it('trusts a value for its own user only', async () => {
    const owner = await createAccount(context.database);
    const other = await createAccount(context.database);
    const { deviceId } = await signIn(suite.app, owner);
    expect((await login(suite.app, other, deviceId)).json().data.otp).toBe(true);
  });

  it('lasts TRUSTED_DEVICE_DAYS from the code, rotation included', async () => {
    const account = await createAccount(context.database);
    let { deviceId } = await signIn(suite.app, account);
    clock.advance(29 * DAY);
    deviceId = (await login(suite.app, account, deviceId)).json().data.deviceId;
    clock.advance(DAY + 1000);
    expect((await login(suite.app, account, deviceId)).json().data).toMatchObject({ otp: true, token: null });
  });

  it('forgets every device of the user at a password reset', async () => {
    const account = await createAccount(context.database);
    const { deviceId } = await signIn(suite.app, account);
    const { token } = (await requestReset(suite.app, account.email)).json().data;
    const grant = (await verifyResetCode(suite.app, token, (await lastCode(suite.app, account.email))!)).json().data.token;
    expect((await createNewPass(suite.app, grant, 'Brand new lamp 77')).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await login(suite.app, { ...account, password: 'Brand new lamp 77' }, deviceId)).json().data).toMatchObject({ otp: true });
  });

  it('keeps the raw value out of audit rows and sessions, which hold its fingerprint', async () => {
    const account = await createAccount(context.database);
    const first = await signIn(suite.app, account, 'made-up-by-the-client');
    const second = (await login(suite.app, account, first.deviceId)).json().data;
    const rows = JSON.stringify([
      ...(await context.database.db.select().from(auditEvents).where(sql`${auditEvents.userId} = ${account.userId}`)),
      ...(await context.database.db.select().from(sessions).where(sql`${sessions.userId} = ${account.userId}`)),
      ...(await context.database.db.select().from(trustedDevices).where(sql`${trustedDevices.userId} = ${account.userId}`)),
    ]);
    for (const raw of [first.deviceId, second.deviceId, 'made-up-by-the-client']) expect(rows).not.toContain(raw);
    const devices = await context.database.db.select({ deviceId: auditEvents.deviceId }).from(auditEvents)
      .where(sql`${auditEvents.userId} = ${account.userId} and ${auditEvents.deviceId} is not null`);
    expect(devices.length).toBeGreaterThan(0);
    for (const { deviceId } of devices) expect(deviceId).toMatch(/^[0-9a-f]{12}$/);
  });
});
