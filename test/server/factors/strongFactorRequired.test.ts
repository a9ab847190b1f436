import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { auditEvents, roles, users } from '../../../server/db/schema';
import type { Database } from '../../../server/db/client';
import { createAccount, type AccountOptions } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';
import { enrolApp, factorCall, totpAt, verifyWith } from '../support/factors';
import { bearer, lastCode, login, profile, solveCaptcha, verify } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import type { App } from '../../../server/app';

// A role requiring a strong factor (or STAFF_REQUIRE_STRONG_FACTOR for staff), on both databases: a user without one
// signs in with the SMS code into a session kept to enrolling one (403 app.auth.enrolFirst elsewhere), lifted at the
// first request after; a user with one is offered no SMS code (login's factors, resend and verify refuse it).

/** An account whose role requires a strong factor (`required`), signed in with the SMS code: its session's answer. */
const requiringAccount = async (database: Database, required: boolean, options: AccountOptions = {}) => {
  const account = await createAccount(database, options);
  const [user] = await database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, account.userId));
  await database.db.update(roles).set({ requireStrongFactor: required }).where(eq(roles.id, user.roleId!));
  return account;
};

const signInWithSms = async (app: App, account: { code: string; username: string; password: string }) => {
  const first = (await login(app, account)).json().data as { otp: boolean; otpId: string; factors?: string[] };
  expect(first.factors).toBeUndefined();
  const answer = await verify(app, first.otpId, (await lastCode(app, account.username))!);
  expect(answer.statusCode).toBe(200);
  const data = answer.json().data as { token: string; tokenMcPt: { token: string }; userInfo: { mustEnrolStrongFactor?: boolean }; deviceId: string };
  return { userInfo: data.userInfo, headers: bearer(data.token, data.tokenMcPt.token), deviceId: data.deviceId };
};

/** A route outside the enrolment (any signed-in user's): refused meanwhile. */
const elsewhere = (app: App, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/security/findSessions', headers, payload: {} });

describeEachDatabase('A role requiring a strong factor at sign-in', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  it('keeps a user without one to enrolling it, then lifts the restriction at the next request', async () => {
    const account = await requiringAccount(context.database, true);
    const { userInfo, headers } = await signInWithSms(suite.app, account);
    expect(userInfo.mustEnrolStrongFactor).toBe(true);
    const refused = await elsewhere(suite.app, headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.enrolFirst);
    expect((await profile(suite.app, headers)).json().data.userInfo.mustEnrolStrongFactor).toBe(true);
    expect((await factorCall(suite.app, headers, 'findFactors')).statusCode).toBe(200);

    await enrolApp(suite.app, { headers, account }, clock);
    expect((await elsewhere(suite.app, headers)).statusCode).toBe(200);
    expect((await profile(suite.app, headers)).json().data.userInfo.mustEnrolStrongFactor).toBeUndefined();
    const signIns = await context.database.db.select({ detail: auditEvents.detail }).from(auditEvents)
      .where(and(eq(auditEvents.userId, account.userId), eq(auditEvents.kind, 'signIn'), eq(auditEvents.outcome, 'success')));
    expect(signIns.map((row) => row.detail)).toContainEqual({ reason: 'mustEnrolStrongFactor' });
  });

  it('offers a user with one no SMS code: login\'s factors leave it out, resend and an SMS answer are refused (409)', async () => {
    const account = await requiringAccount(context.database, true);
    const { headers } = await signInWithSms(suite.app, account);
    await enrolApp(suite.app, { headers, account }, clock);
    clock.advance(61_000);
    const data = (await login(suite.app, account)).json().data as { otpId: string; factors: string[] };
    expect(data.factors).toEqual(['totp', 'recoveryCode']);
    const resend = await suite.app.inject({ method: 'POST', url: '/api/merchant/resendLoginOtp', payload: { otpId: data.otpId, deviceId: '' } });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(AUTH_MESSAGES.smsNotOffered);
    const sms = await verifyWith(suite.app, data.otpId, 'sms', '123456');
    expect(sms.statusCode).toBe(409);
    expect(sms.json().message).toBe(AUTH_MESSAGES.smsNotOffered);
  });

  it('asks a user with one for it even on a browser remembered after an SMS code: the browser does not stand in for it', async () => {
    const account = await requiringAccount(context.database, true);
    const { headers, deviceId } = await signInWithSms(suite.app, account);
    expect(deviceId).toEqual(expect.any(String));
    await enrolApp(suite.app, { headers, account }, clock);
    clock.advance(61_000);
    const again = (await login(suite.app, account, deviceId)).json().data as { otp: boolean; token: string | null; factors: string[] };
    expect(again).toMatchObject({ otp: true, token: null, factors: ['totp', 'recoveryCode'] });
  });

  it('lets a user with one in on a browser the account trusts while strangers make the account wait, by the factor alone', async () => {
    const account = await requiringAccount(context.database, true);
    const { headers } = await signInWithSms(suite.app, account);
    const { secret } = await enrolApp(suite.app, { headers, account }, clock);
    clock.advance(61_000);
    // Signed in with the app: this browser is trusted.
    const first = (await login(suite.app, account)).json().data as { otpId: string };
    const trusted = (await suite.app.inject({
      method: 'POST', url: '/api/merchant/verifyLogin', payload: { otpId: first.otpId, otp: await totpAt(secret, clock), factor: 'totp', deviceId: '' },
    })).json().data.deviceId as string;
    // Strangers' wrong passwords from four addresses reach the account's wait (SIGNIN_ACCOUNT_FREE_FAILURES, 20).
    for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3', '10.3.0.4']) {
      for (let i = 0; i < 5; i++) {
        await suite.app.inject({ method: 'POST', url: '/api/merchant/login', remoteAddress: address, payload: {
          code: account.code, username: account.username, password: 'wrong-password-1', deviceId: '', ...(await solveCaptcha(suite.app)),
        } });
      }
    }
    expect((await login(suite.app, account)).statusCode).toBe(429);
    const again = await login(suite.app, account, trusted);
    expect(again.json().data).toMatchObject({ otp: true, token: null, factors: ['totp', 'recoveryCode'] });
    const signed = await suite.app.inject({
      // The next step's code: the app's code of this step was taken by the first sign-in.
      method: 'POST', url: '/api/merchant/verifyLogin', payload: { otpId: again.json().data.otpId, otp: await totpAt(secret, clock, 1), factor: 'totp', deviceId: trusted },
    });
    expect(signed.statusCode).toBe(200);
  });

  it('changes nothing for a role that does not require one, nor for staff while the configuration is off', async () => {
    for (const account of [await requiringAccount(context.database, false), await createAccount(context.database, { type: 'staff' })]) {
      const { userInfo, headers } = await signInWithSms(suite.app, account);
      expect(userInfo.mustEnrolStrongFactor).toBeUndefined();
      expect((await elsewhere(suite.app, headers)).statusCode).toBe(200);
      await enrolApp(suite.app, { headers, account }, clock);
      clock.advance(61_000);
      expect((await login(suite.app, account)).json().data.factors).toEqual(['totp', 'recoveryCode', 'sms']);
    }
  });
});

describeEachDatabase('STAFF_REQUIRE_STRONG_FACTOR', (context) => {
  const suite = suiteApp(context, { auth: { staffRequireStrongFactor: true } });

  it('keeps a staff account without a strong factor to enrolling one; a merchant\'s user signs in as before', async () => {
    const staff = await signInWithSms(suite.app, await createAccount(context.database, { type: 'staff' }));
    expect(staff.userInfo.mustEnrolStrongFactor).toBe(true);
    expect((await elsewhere(suite.app, staff.headers)).json().message).toBe(AUTH_MESSAGES.enrolFirst);
    const merchant = await signInWithSms(suite.app, await createAccount(context.database));
    expect(merchant.userInfo.mustEnrolStrongFactor).toBeUndefined();
    expect((await elsewhere(suite.app, merchant.headers)).statusCode).toBe(200);
  });
});
