import { eq } from 'drizzle-orm';
import { FACTOR_MESSAGES } from '../../../src/api/factors';
import { auditEvents, authenticatorApps, recoveryCodes } from '../../../server/db/schema';
import { PENDING_SETUP_MINUTES } from '../../../server/auth/authenticatorApps';
import { describeEachDatabase } from '../support/databases';
import { enrolApp, factorCall, totpAt } from '../support/factors';
import { outbox, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Authenticator app enrolment', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  const kindsOf = async (userId: number) =>
    (await context.database.db.select().from(auditEvents).where(eq(auditEvents.userId, userId))).map((row) => `${row.kind}:${row.outcome}`);

  it('starts only with the password again: a session left open cannot add an app that then stands in for the password', async () => {
    const { account, headers } = await signedIn(suite.app, context.database);
    const none = await factorCall(suite.app, headers, 'startAuthenticator');
    expect([none.statusCode, none.json().data.field]).toEqual([400, 'password']);
    const wrong = await factorCall(suite.app, headers, 'startAuthenticator', { password: `${account.password}x` });
    expect(wrong.json()).toEqual({ err: 400, message: FACTOR_MESSAGES.passwordWrong, data: { field: 'password' } });
    expect(await kindsOf(account.userId)).toContain('authenticatorEnrolled:failure');
    expect((await factorCall(suite.app, headers, 'findFactors')).json().data.authenticator.state).toBe('none');
  });

  it('starts with a secret, its otpauth URI and an SVG QR code, and a first right code makes it active with ten recovery codes', async () => {
    const { account, headers } = await signedIn(suite.app, context.database);
    expect((await factorCall(suite.app, headers, 'findFactors')).json().data)
      .toEqual({ authenticator: { state: 'none', confirmedAt: null, lastUsedAt: null }, passkeys: [], recoveryCodesLeft: 0 });
    const start = () => factorCall(suite.app, headers, 'startAuthenticator', { password: account.password });
    const started = (await start()).json().data;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.uri).toContain(`secret=${started.secret}`);
    expect(started.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect((await factorCall(suite.app, headers, 'findFactors')).json().data.authenticator.state).toBe('pending');

    const confirmed = await factorCall(suite.app, headers, 'confirmAuthenticator', { code: await totpAt(started.secret, clock) });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await factorCall(suite.app, headers, 'findFactors')).json().data;
    expect(status).toMatchObject({ authenticator: { state: 'active' }, recoveryCodesLeft: 10 });
    expect(await kindsOf(account.userId)).toEqual(expect.arrayContaining(['authenticatorEnrolled:success', 'noticeSent:success']));
    expect((await outbox(suite.app, account.email))[0].purpose).toBe('notice.authenticatorAdded');
    // A second app only after removing this one.
    expect((await start()).json()).toMatchObject({ err: 409, message: FACTOR_MESSAGES.alreadyActive });
  });

  it('keeps neither the secret nor a recovery code in clear', async () => {
    const { account, headers } = await signedIn(suite.app, context.database);
    const { secret, recoveryCodes: codes } = await enrolApp(suite.app, { account, headers }, clock);
    const [row] = await context.database.db.select().from(authenticatorApps).where(eq(authenticatorApps.userId, account.userId));
    expect(row.secretSealed).toMatch(/^v1\./);
    expect(row.secretSealed).not.toContain(secret);
    expect(Buffer.from(row.secretSealed.slice(3), 'base64url').toString('latin1')).not.toContain(secret);
    const stored = await context.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.userId));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((code) => code.codeHash).join(' ');
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace('-', ''));
    }
  });

  it('refuses a wrong first code, audited, and throttles repeated wrong codes', async () => {
    const { account, headers } = await signedIn(suite.app, context.database);
    const { secret } = (await factorCall(suite.app, headers, 'startAuthenticator', { password: account.password })).json().data;
    const right = await totpAt(secret, clock);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await factorCall(suite.app, headers, 'confirmAuthenticator', { code: wrong });
      expect(answer.json()).toEqual({ err: 400, message: FACTOR_MESSAGES.codeWrong, data: { field: 'code' } });
    }
    expect((await factorCall(suite.app, headers, 'confirmAuthenticator', { code: right })).statusCode).toBe(429);
    expect((await kindsOf(account.userId)).filter((kind) => kind === 'authenticatorEnrolled:failure')).toHaveLength(5);
    clock.advance(30_000);
    expect((await factorCall(suite.app, headers, 'confirmAuthenticator', { code: await totpAt(secret, clock) })).statusCode).toBe(200);
  });

  it('accepts one step either side of the clock, not two', async () => {
    const { account, headers } = await signedIn(suite.app, context.database);
    const { secret } = (await factorCall(suite.app, headers, 'startAuthenticator', { password: account.password })).json().data;
    const twoAhead = await factorCall(suite.app, headers, 'confirmAuthenticator', { code: await totpAt(secret, clock, 2) });
    expect(twoAhead.json().message).toBe(FACTOR_MESSAGES.codeWrong);
    const twoBehind = await factorCall(suite.app, headers, 'confirmAuthenticator', { code: await totpAt(secret, clock, -2) });
    expect(twoBehind.json().message).toBe(FACTOR_MESSAGES.codeWrong);
    expect((await factorCall(suite.app, headers, 'confirmAuthenticator', { code: await totpAt(secret, clock, -1) })).statusCode).toBe(200);
  });

  it('lets an unconfirmed setup lapse after 30 minutes: its secret confirms nothing, and starting again gives a new one', async () => {
    const { account, headers } = await signedIn(suite.app, context.database);
    const { secret } = (await factorCall(suite.app, headers, 'startAuthenticator', { password: account.password })).json().data;
    // Half-way the setup still waits (and the session, idle no longer than its limit, stays open).
    clock.advance((PENDING_SETUP_MINUTES / 2) * 60_000);
    expect((await factorCall(suite.app, headers, 'findFactors')).json().data.authenticator.state).toBe('pending');
    clock.advance((PENDING_SETUP_MINUTES / 2) * 60_000 + 1_000);
    expect((await factorCall(suite.app, headers, 'findFactors')).json().data.authenticator.state).toBe('none');
    const late = await factorCall(suite.app, headers, 'confirmAuthenticator', { code: await totpAt(secret, clock) });
    expect(late.json()).toMatchObject({ err: 409, message: FACTOR_MESSAGES.notStarted });
    const again = (await factorCall(suite.app, headers, 'startAuthenticator', { password: account.password })).json().data;
    expect(again.secret).not.toBe(secret);
    expect((await factorCall(suite.app, headers, 'confirmAuthenticator', { code: await totpAt(again.secret, clock) })).statusCode).toBe(200);
  });

  it('removes the app and its recovery codes only with the password', async () => {
    const { account, headers } = await signedIn(suite.app, context.database);
    await enrolApp(suite.app, { account, headers }, clock);
    const refused = await factorCall(suite.app, headers, 'removeAuthenticator', { password: 'not-my-password-1' });
    expect(refused.json()).toEqual({ err: 400, message: FACTOR_MESSAGES.passwordWrong, data: { field: 'password' } });
    expect((await factorCall(suite.app, headers, 'findFactors')).json().data.authenticator.state).toBe('active');
    expect((await factorCall(suite.app, headers, 'removeAuthenticator', { password: account.password })).statusCode).toBe(200);
    expect((await factorCall(suite.app, headers, 'findFactors')).json().data)
      .toEqual({ authenticator: { state: 'none', confirmedAt: null, lastUsedAt: null }, passkeys: [], recoveryCodesLeft: 0 });
    expect(await context.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.userId))).toHaveLength(0);
    expect(await kindsOf(account.userId)).toEqual(expect.arrayContaining(['authenticatorRemoved:failure', 'authenticatorRemoved:success']));
    expect((await outbox(suite.app, account.email))[0].purpose).toBe('notice.authenticatorRemoved');
  });

  it('renews the recovery codes with the password: the old ones stop working', async () => {
    const { account, headers } = await signedIn(suite.app, context.database);
    const { recoveryCodes: first } = await enrolApp(suite.app, { account, headers }, clock);
    expect((await factorCall(suite.app, headers, 'regenerateRecoveryCodes', { password: 'nope-nope-1' })).json().message).toBe(FACTOR_MESSAGES.passwordWrong);
    const renewed = await factorCall(suite.app, headers, 'regenerateRecoveryCodes', { password: account.password });
    const second: string[] = renewed.json().data.recoveryCodes;
    expect(second).toHaveLength(10);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    expect(await suite.app.services.auth.recoveryCodes.use(account.userId, first[0])).toBe(false);
    expect(await suite.app.services.auth.recoveryCodes.use(account.userId, second[0])).toBe(true);
    expect(await kindsOf(account.userId)).toEqual(expect.arrayContaining(['recoveryCodesRegenerated:failure', 'recoveryCodesRegenerated:success']));
  });

  it('keeps each user to their own factor: another merchant\'s user can neither confirm, remove nor read it', async () => {
    const owner = await signedIn(suite.app, context.database);
    const { secret } = await enrolApp(suite.app, owner, clock);
    const stranger = await signedIn(suite.app, context.database);
    expect((await factorCall(suite.app, stranger.headers, 'findFactors')).json().data.authenticator.state).toBe('none');
    // The body's user id is not read: the session's user is the only one a call reaches.
    const removal = await factorCall(suite.app, stranger.headers, 'removeAuthenticator', { password: stranger.account.password, userId: owner.account.userId });
    expect(removal.json()).toMatchObject({ err: 409, message: FACTOR_MESSAGES.noAuthenticator });
    // Recovery codes stand in for a strong factor: a user with none gets none.
    const codes = await factorCall(suite.app, stranger.headers, 'regenerateRecoveryCodes', { password: stranger.account.password });
    expect(codes.json()).toMatchObject({ err: 409, message: FACTOR_MESSAGES.noStrongFactor });
    const confirm = await factorCall(suite.app, stranger.headers, 'confirmAuthenticator', { code: await totpAt(secret, clock, 1) });
    expect(confirm.json()).toMatchObject({ err: 409, message: FACTOR_MESSAGES.notStarted });
    expect((await factorCall(suite.app, owner.headers, 'findFactors')).json().data.authenticator.state).toBe('active');
    // A sealed secret does not open for another user.
    const [row] = await context.database.db.select().from(authenticatorApps).where(eq(authenticatorApps.userId, owner.account.userId));
    await context.database.db.insert(authenticatorApps).values({ userId: stranger.account.userId, secretSealed: row.secretSealed, confirmedAt: clock.now() });
    expect(await suite.app.services.auth.apps.check(stranger.account.userId, await totpAt(secret, clock))).toEqual({ result: 'wrong' });
  });
});
