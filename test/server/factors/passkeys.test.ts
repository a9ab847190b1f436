import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { FACTOR_MESSAGES } from '../../../src/api/factors';
import { auditEvents, passkeys } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { factorCall, passkeyOptions, registerPasskey, verifyWith, verifyWithPasskey, webauthnOf } from '../support/factors';
import { bearer, login, outbox, profile, signedIn } from '../support/signIn';
import { createSoftAuthenticator } from '../support/softAuthenticator';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Passkeys (WebAuthn)', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  /** A signed-in user with a registered passkey, a minute on (past the phone's one SMS a minute). */
  const withPasskey = async (code?: string) => {
    const user = await signedIn(suite.app, context.database, code ? { code } : {});
    const authenticator = createSoftAuthenticator(webauthnOf(suite.app));
    const registered = await registerPasskey(suite.app, user, authenticator);
    expect(registered.statusCode).toBe(200);
    clock.advance(61_000);
    return { ...user, authenticator, recoveryCodes: registered.json().data.recoveryCodes as string[] | null };
  };
  const challenge = async (account: { code: string; username: string; password: string }) => {
    const answer = await login(suite.app, account);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { otp: boolean; otpId: string; factors?: string[] };
  };
  const optionsFor = async (otpId: string) => {
    const answer = await passkeyOptions(suite.app, otpId);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
  };
  const failuresOf = async (userId: number, kind: string) =>
    (await context.database.db.select().from(auditEvents).where(eq(auditEvents.userId, userId)))
      .filter((row) => row.kind === kind && row.outcome === 'failure').map((row) => (row.detail as { reason: string }).reason);
  const smsTo = async (phone: string) => (await outbox(suite.app, phone)).filter((message) => message.channel === 'sms').length;

  it('gives registration options only with the password again: a session left open cannot add a passkey', async () => {
    const { account, headers } = await signedIn(suite.app, context.database);
    const none = await factorCall(suite.app, headers, 'startPasskeyRegistration');
    expect([none.statusCode, none.json().data.field]).toEqual([400, 'password']);
    const wrong = await factorCall(suite.app, headers, 'startPasskeyRegistration', { password: `${account.password}x` });
    expect(wrong.json()).toEqual({ err: 400, message: FACTOR_MESSAGES.passwordWrong, data: { field: 'password' } });
    expect(await failuresOf(account.userId, 'passkeyEnrolled')).toEqual(['passwordWrong']);
  });

  it('registers a passkey (the first strong factor brings the recovery codes), lists it and tells the user', async () => {
    const { account, headers, recoveryCodes } = await withPasskey();
    expect(recoveryCodes).toHaveLength(10);
    const status = (await factorCall(suite.app, headers, 'findFactors')).json().data;
    expect(status.passkeys).toEqual([{ id: expect.any(Number), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(status.recoveryCodesLeft).toBe(10);
    expect((await outbox(suite.app, account.email)).map((message) => message.purpose)).toContain('notice.passkeyAdded');
    // A second passkey keeps the codes the user saved.
    const second = await registerPasskey(suite.app, { headers, account }, createSoftAuthenticator(webauthnOf(suite.app)), 'Phone');
    expect(second.json().data.recoveryCodes).toBeNull();
  });

  it('signs in with the passkey instead of an SMS; the options name only this user\'s passkeys', async () => {
    const { account, authenticator } = await withPasskey();
    const smsBefore = await smsTo(account.username);
    const data = await challenge(account);
    expect(data).toMatchObject({ otp: true, factors: ['passkey', 'recoveryCode', 'sms'] });
    const options = await optionsFor(data.otpId);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([authenticator.id]);
    const answer = await verifyWithPasskey(suite.app, data.otpId, authenticator.assert(options));
    expect(answer.statusCode).toBe(200);
    const session = answer.json().data;
    const headers = bearer(session.token, session.tokenMcPt.token);
    expect((await profile(suite.app, headers)).statusCode).toBe(200);
    expect(await smsTo(account.username)).toBe(smsBefore);
    const [stored] = await context.database.db.select().from(passkeys).where(eq(passkeys.userId, account.userId));
    expect(stored).toMatchObject({ counter: 1, lastUsedAt: clock.now() });
    expect((await factorCall(suite.app, headers, 'findFactors')).json().data.passkeys[0].lastUsedAt).toBe(clock.now().toISOString());
  });

  it('takes a challenge once: the same signed answer replayed is refused', async () => {
    const { account, authenticator } = await withPasskey();
    const first = await challenge(account);
    const options = await optionsFor(first.otpId);
    const signed = authenticator.assert(options);
    expect((await verifyWithPasskey(suite.app, first.otpId, signed)).statusCode).toBe(200);
    // Replayed against a new sign-in challenge, whose own options it does not answer.
    const second = await challenge(account);
    await optionsFor(second.otpId);
    expect((await verifyWithPasskey(suite.app, second.otpId, signed)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect(await failuresOf(account.userId, 'passkeyUsed')).toEqual(['passkeyReplayed']);
  });

  it('refuses a signature counter that goes back, and an answer signed for another origin', async () => {
    const { account, authenticator } = await withPasskey();
    const first = await challenge(account);
    expect((await verifyWithPasskey(suite.app, first.otpId, authenticator.assert(await optionsFor(first.otpId), { counter: 5 }))).statusCode).toBe(200);
    const second = await challenge(account);
    const cloned = await verifyWithPasskey(suite.app, second.otpId, authenticator.assert(await optionsFor(second.otpId), { counter: 3 }));
    expect(cloned.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    const elsewhere = authenticator.assert(await optionsFor(second.otpId), { origin: 'https://portal.example.net' });
    expect((await verifyWithPasskey(suite.app, second.otpId, elsewhere)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect(await failuresOf(account.userId, 'passkeyUsed')).toEqual(['passkeyCounter', 'passkeyOrigin']);
    // Registration signed for another origin is refused too.
    const foreign = await registerPasskey(suite.app, await signedIn(suite.app, context.database),
      createSoftAuthenticator(webauthnOf(suite.app)), 'Phishing', 'https://portal.example.net');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(FACTOR_MESSAGES.passkeyRefused);
  });

  it('counts refused passkeys like wrong codes: the fifth ends the challenge', async () => {
    const { account, authenticator } = await withPasskey();
    const data = await challenge(account);
    for (let i = 0; i < 5; i++) {
      const answer = authenticator.assert(await optionsFor(data.otpId), { origin: 'https://portal.example.net' });
      expect((await verifyWithPasskey(suite.app, data.otpId, answer)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    }
    expect((await passkeyOptions(suite.app, data.otpId)).json().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('keeps tenancy: another user\'s passkey neither signs this user in nor can be removed by them', async () => {
    const owner = await withPasskey();
    const other = await withPasskey('DEMO02');
    const data = await challenge(other.account);
    // DEMO02's options, answered with the first user's passkey.
    const answer = await verifyWithPasskey(suite.app, data.otpId, owner.authenticator.assert(await optionsFor(data.otpId)));
    expect(answer.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect(await failuresOf(other.account.userId, 'passkeyUsed')).toEqual(['passkeyUnknown']);
    const [ownersKey] = await context.database.db.select().from(passkeys).where(eq(passkeys.userId, owner.account.userId));
    const removal = await factorCall(suite.app, other.headers, 'removePasskey', { id: ownersKey.id, password: other.account.password });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(FACTOR_MESSAGES.noPasskey);
    expect(await context.database.db.select().from(passkeys).where(eq(passkeys.id, ownersKey.id))).toHaveLength(1);
  });

  it('removes a passkey only with the password; the last strong factor takes the recovery codes and SMS comes back', async () => {
    const { account, headers } = await withPasskey();
    const [key] = await context.database.db.select().from(passkeys).where(eq(passkeys.userId, account.userId));
    const wrong = await factorCall(suite.app, headers, 'removePasskey', { id: key.id, password: `${account.password}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(FACTOR_MESSAGES.passwordWrong);
    expect(await failuresOf(account.userId, 'passkeyRemoved')).toEqual(['passwordWrong']);
    expect((await factorCall(suite.app, headers, 'removePasskey', { id: key.id, password: account.password })).statusCode).toBe(200);
    expect((await factorCall(suite.app, headers, 'findFactors')).json().data).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    expect((await outbox(suite.app, account.email)).map((message) => message.purpose)).toContain('notice.passkeyRemoved');
    const data = await challenge(account);
    expect(data.factors).toBeUndefined();
    expect((await passkeyOptions(suite.app, data.otpId)).json().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('still takes a recovery code and the SMS code ("another way") from a user with a passkey', async () => {
    const { account, recoveryCodes } = await withPasskey();
    const data = await challenge(account);
    expect((await verifyWith(suite.app, data.otpId, 'recoveryCode', recoveryCodes![0])).statusCode).toBe(200);
  });
});
