import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { auditEvents } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { enrolApp, factorCall, totpAt, verifyWith } from '../support/factors';
import { bearer, lastCode, login, outbox, outboxCount, profile, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Sign-in with an authenticator app', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  /**
   * A signed-in user with an app: its account, secret and recovery codes; then a minute on, two steps past the
   * confirming code's and past the phone's one SMS a minute.
   */
  const withApp = async () => {
    const user = await signedIn(suite.app, context.database);
    const enrolled = await enrolApp(suite.app, user, clock);
    clock.advance(61_000);
    return { ...user, ...enrolled };
  };
  const challenge = async (account: { code: string; username: string; password: string }) => {
    const answer = await login(suite.app, account);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { otp: boolean; otpId: string; factors?: string[] };
  };
  const kindsOf = async (userId: number) =>
    (await context.database.db.select().from(auditEvents).where(eq(auditEvents.userId, userId))).map((row) => `${row.kind}:${row.outcome}`);

  it('asks a user with an app for its code and sends no SMS; the code opens a session', async () => {
    const { account, secret } = await withApp();
    const smsBefore = (await outbox(suite.app, account.username)).filter((message) => message.channel === 'sms').length;
    const data = await challenge(account);
    expect(data).toMatchObject({ otp: true, factors: ['totp', 'recoveryCode', 'sms'] });
    expect(await outboxCount(suite.app, account.username)).toBe(smsBefore);
    const signedInAnswer = await verifyWith(suite.app, data.otpId, 'totp', await totpAt(secret, clock));
    expect(signedInAnswer.statusCode).toBe(200);
    const session = signedInAnswer.json().data;
    expect(session.otp).toBe(false);
    expect((await profile(suite.app, bearer(session.token, session.tokenMcPt.token))).statusCode).toBe(200);
    expect(await kindsOf(account.userId)).toContain('authenticatorUsed:success');
    expect((await factorCall(suite.app, bearer(session.token, session.tokenMcPt.token), 'findFactors')).json().data.authenticator.lastUsedAt)
      .toBe(clock.now().toISOString());
  });

  it('keeps the SMS for a user without an app, whose login answer offers nothing else', async () => {
    const user = await signedIn(suite.app, context.database);
    const data = await challenge(user.account);
    expect(data.factors).toBeUndefined();
    expect(await lastCode(suite.app, user.account.username)).toMatch(/^\d{6}$/);
    // An app's code or a recovery code does not answer for a user who has neither.
    expect((await verifyWith(suite.app, data.otpId, 'totp', '123456')).json().message).toBe(AUTH_MESSAGES.otpInvalid);
  });

  it('refuses a code already used, even within its window', async () => {
    const { account, secret } = await withApp();
    const code = await totpAt(secret, clock);
    const first = await challenge(account);
    expect((await verifyWith(suite.app, first.otpId, 'totp', code)).statusCode).toBe(200);
    const second = await challenge(account);
    const replayed = await verifyWith(suite.app, second.otpId, 'totp', code);
    expect(replayed.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    // The previous step's code is older still: refused too. The next step's is new: accepted.
    expect((await verifyWith(suite.app, second.otpId, 'totp', await totpAt(secret, clock, -1))).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await verifyWith(suite.app, second.otpId, 'totp', await totpAt(secret, clock, 1))).statusCode).toBe(200);
    const failures = (await context.database.db.select().from(auditEvents).where(eq(auditEvents.userId, account.userId)))
      .filter((row) => row.kind === 'authenticatorUsed' && row.outcome === 'failure');
    expect(failures.map((row) => (row.detail as { reason: string }).reason)).toEqual(['replayed', 'replayed']);
  });

  it('accepts one step either side, not two', async () => {
    const { account, secret } = await withApp();
    const data = await challenge(account);
    expect((await verifyWith(suite.app, data.otpId, 'totp', await totpAt(secret, clock, 2))).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await verifyWith(suite.app, data.otpId, 'totp', await totpAt(secret, clock, -1))).statusCode).toBe(200);
  });

  it('counts wrong app codes like wrong SMS codes: the fifth ends the challenge, and the next sign-in waits', async () => {
    const { account, secret } = await withApp();
    const data = await challenge(account);
    const right = await totpAt(secret, clock);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await verifyWith(suite.app, data.otpId, 'totp', wrong)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await verifyWith(suite.app, data.otpId, 'totp', right)).json().message).toBe(AUTH_MESSAGES.otpExpired);
    const blocked = await login(suite.app, account);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    clock.advance(30_000);
    const again = await challenge(account);
    expect((await verifyWith(suite.app, again.otpId, 'totp', await totpAt(secret, clock))).statusCode).toBe(200);
  });

  it('takes a recovery code once, records it and tells the user', async () => {
    const { account, recoveryCodes } = await withApp();
    const first = await challenge(account);
    // Typed in capitals and without the dash, as people do.
    const answer = await verifyWith(suite.app, first.otpId, 'recoveryCode', recoveryCodes[3].replace('-', '').toUpperCase());
    expect(answer.statusCode).toBe(200);
    const notices = (await outbox(suite.app, account.email)).map((message) => message.purpose);
    expect(notices).toContain('notice.recoveryCodeUsed');
    const [used] = (await context.database.db.select().from(auditEvents).where(eq(auditEvents.userId, account.userId)))
      .filter((row) => row.kind === 'recoveryCodeUsed');
    expect(used).toMatchObject({ outcome: 'success', detail: { purpose: 'login', remaining: 9 } });

    const second = await challenge(account);
    expect((await verifyWith(suite.app, second.otpId, 'recoveryCode', recoveryCodes[3])).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect(await kindsOf(account.userId)).toContain('recoveryCodeUsed:failure');
    expect((await verifyWith(suite.app, second.otpId, 'recoveryCode', recoveryCodes[4])).statusCode).toBe(200);
  });

  it('sends the SMS for the same challenge when the user chooses another way', async () => {
    const { account } = await withApp();
    const data = await challenge(account);
    const before = await outboxCount(suite.app, account.username);
    const resent = await suite.app.inject({ method: 'POST', url: '/api/merchant/resendLoginOtp', payload: { otpId: data.otpId } });
    expect(resent.statusCode).toBe(200);
    expect(await outboxCount(suite.app, account.username)).toBe(before + 1);
    const code = await lastCode(suite.app, account.username);
    expect((await verifyWith(suite.app, data.otpId, 'sms', code!)).statusCode).toBe(200);
  });

  it('does not let one user\'s app code or recovery code answer another\'s sign-in', async () => {
    const owner = await withApp();
    const other = await withApp();
    const data = await challenge(other.account);
    expect((await verifyWith(suite.app, data.otpId, 'recoveryCode', owner.recoveryCodes[0])).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    const ownerCode = await totpAt(owner.secret, clock);
    const otherCode = await totpAt(other.secret, clock);
    if (ownerCode !== otherCode) expect((await verifyWith(suite.app, data.otpId, 'totp', ownerCode)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    // The owner's recovery code still works for the owner.
    const own = await challenge(owner.account);
    expect((await verifyWith(suite.app, own.otpId, 'recoveryCode', owner.recoveryCodes[0])).statusCode).toBe(200);
  });

  it('asks for the SMS code again once the app is removed', async () => {
    const { account, headers } = await withApp();
    expect((await factorCall(suite.app, headers, 'removeAuthenticator', { password: account.password })).statusCode).toBe(200);
    clock.advance(61_000);
    const data = await challenge(account);
    expect(data.factors).toBeUndefined();
    const code = await lastCode(suite.app, account.username);
    expect((await verifyWith(suite.app, data.otpId, 'sms', code!)).statusCode).toBe(200);
  });
});
