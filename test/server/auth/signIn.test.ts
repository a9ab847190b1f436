import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { owners, users } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { MINUTE, TEST_PASSWORD_PARAMS } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { bearer, lastCode, login, outbox, outboxCount, profile, signIn, solveCaptcha, verify, wrongCode } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Merchant login', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  it('refuses a wrong or reused captcha before testing the password', async () => {
    const account = await createAccount(context.database);
    const wrong = await login(suite.app, account, 'd', { captchaText: 'zzzzz' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.captchaInvalid });

    const captcha = await solveCaptcha(suite.app);
    const payload = { code: account.code, username: account.username, password: account.password, deviceId: 'd', ...captcha };
    expect((await suite.app.inject({ method: 'POST', url: '/api/merchant/login', payload })).statusCode).toBe(200);
    const reused = await suite.app.inject({ method: 'POST', url: '/api/merchant/login', payload });
    expect(reused.json().message).toBe(AUTH_MESSAGES.captchaInvalid);
  });

  it('accepts the captcha answer in any letter case and in the "id,text" form', async () => {
    const account = await createAccount(context.database);
    const upper = await solveCaptcha(suite.app);
    const first = await login(suite.app, account, 'd', { captchaText: upper.captchaText.toUpperCase(), captchaId: upper.captchaId });
    expect(first.statusCode).toBe(200);
    clock.advance(MINUTE + 1000);
    const joined = await solveCaptcha(suite.app);
    const second = await login(suite.app, account, 'd', { captchaId: '', captchaText: `${joined.captchaId},${joined.captchaText}` });
    expect(second.statusCode).toBe(200);
  });

  it('refuses an expired captcha (2 minutes)', async () => {
    const account = await createAccount(context.database);
    const captcha = await solveCaptcha(suite.app);
    clock.advance(2 * MINUTE + 1);
    const late = await suite.app.inject({
      method: 'POST', url: '/api/merchant/login',
      payload: { code: account.code, username: account.username, password: account.password, deviceId: 'd', ...captcha },
    });
    expect(late.json().message).toBe(AUTH_MESSAGES.captchaInvalid);
  });

  it('answers a wrong owner, a wrong user and a wrong password alike', async () => {
    const account = await createAccount(context.database);
    const answers = await Promise.all([
      login(suite.app, { ...account, code: 'NOPE99' }),
      login(suite.app, { ...account, username: '0999999999' }),
      login(suite.app, { ...account, password: 'wrong-password-1' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ err: 400, message: AUTH_MESSAGES.invalidCredentials, data: null });
    }
    // Same cost: an unknown account is checked against a dummy hash with the parameters real hashes use.
    const [, N, r, p] = suite.app.services.auth.dummyHash.split('$');
    expect({ N: Number(N), r: Number(r), p: Number(p) }).toEqual(TEST_PASSWORD_PARAMS);
  });

  it('says "locked" for a locked user or owner only after the right password', async () => {
    const user = await createAccount(context.database);
    await context.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, user.userId));
    expect((await login(suite.app, { ...user, password: 'wrong-password-1' })).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    const locked = await login(suite.app, user);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(AUTH_MESSAGES.accountLocked);

    const ownerLocked = await createAccount(context.database);
    await context.database.db.update(owners).set({ status: 'locked' }).where(eq(owners.id, ownerLocked.ownerId));
    expect((await login(suite.app, ownerLocked)).json().message).toBe(AUTH_MESSAGES.accountLocked);
  });

  it('asks a new device for an SMS code, with no usable session until it is verified', async () => {
    const account = await createAccount(context.database);
    const answer = await login(suite.app, account, 'new-device');
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toEqual({ token: null, userInfo: null, deviceId: 'new-device', otp: true, otpId: expect.any(String), tokenMcPt: { token: null } });
    const [sms] = await outbox(suite.app, account.username);
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'login', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms.text).toContain(sms.code);
    expect((await profile(suite.app, bearer(data.otpId))).statusCode).toBe(401);

    const verified = await verify(suite.app, data.otpId, sms.code!, 'new-device');
    expect(verified.statusCode).toBe(200);
    const signed = verified.json().data;
    expect(signed).toMatchObject({ otp: false, otpId: null, deviceId: expect.stringMatching(/^[\w-]{43}$/), token: expect.any(String), tokenMcPt: { token: expect.any(String) } });
    expect(signed.deviceId).not.toBe('new-device');
    expect(signed.userInfo).toMatchObject({ phone: account.username, code: account.code, owner: { code: account.code }, type: 'merchant', isSubMerchant: false });
    const me = await profile(suite.app, bearer(signed.token));
    expect(me.statusCode).toBe(200);
    expect(me.json().data.userInfo.phone).toBe(account.username);
  });

  it('accepts a code for 5 minutes only', async () => {
    const account = await createAccount(context.database);
    const { otpId } = (await login(suite.app, account)).json().data;
    const code = (await lastCode(suite.app, account.username))!;
    clock.advance(5 * MINUTE + 1);
    const late = await verify(suite.app, otpId, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(AUTH_MESSAGES.otpExpired);

    clock.advance(MINUTE);
    const inTime = (await login(suite.app, account)).json().data;
    clock.advance(5 * MINUTE - 1000);
    expect((await verify(suite.app, inTime.otpId, (await lastCode(suite.app, account.username))!)).statusCode).toBe(200);
  });

  it('accepts a code once', async () => {
    const account = await createAccount(context.database);
    const { otpId } = (await login(suite.app, account)).json().data;
    const code = (await lastCode(suite.app, account.username))!;
    expect((await verify(suite.app, otpId, code)).statusCode).toBe(200);
    const again = await verify(suite.app, otpId, code);
    expect(again.json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.otpExpired });
  });

  it('kills the challenge at the fifth wrong code', async () => {
    const account = await createAccount(context.database);
    const { otpId } = (await login(suite.app, account)).json().data;
    const code = (await lastCode(suite.app, account.username))!;
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(suite.app, otpId, wrongCode(code));
      expect(wrong.json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.otpInvalid });
    }
    expect((await verify(suite.app, otpId, code)).json().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('answers an unknown challenge as expired', async () => {
    expect((await verify(suite.app, 'no-such-challenge', '123456')).json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.otpExpired });
  });

  it('resends a new code for the same challenge, at most once a minute and ten times an hour', async () => {
    const account = await createAccount(context.database);
    const { otpId } = (await login(suite.app, account)).json().data;
    const first = (await lastCode(suite.app, account.username))!;
    const resend = () => suite.app.inject({ method: 'POST', url: '/api/merchant/resendLoginOtp', payload: { otpId, deviceId: 'device-a' } });

    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ err: 429, message: AUTH_MESSAGES.otpSendLimited, data: { retryAfterSeconds: 60 } });
    expect(tooSoon.headers['retry-after']).toBe('60');

    for (let sent = 2; sent <= 10; sent++) {
      clock.advance(MINUTE);
      const again = await resend();
      expect(again.json()).toEqual({ err: 200, message: 'ok', data: { otpId, retryAfterSeconds: 60 } });
    }
    expect(await outboxCount(suite.app, account.username)).toBe(10);
    clock.advance(MINUTE);
    const hourly = await resend();
    expect(hourly.statusCode).toBe(429);
    // The first code left the hour window 60 minutes after it was sent: 60 - 10 minutes from now.
    expect(hourly.json().data.retryAfterSeconds).toBe(50 * 60);
    expect(hourly.headers['retry-after']).toBe(String(50 * 60));

    const latest = (await lastCode(suite.app, account.username))!;
    if (latest !== first) expect((await verify(suite.app, otpId, first)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await verify(suite.app, otpId, latest)).statusCode).toBe(200);
  });

  it('goes on with the code already sent when the user signs in again while it is valid: no second SMS', async () => {
    const account = await createAccount(context.database);
    const first = (await login(suite.app, account, 'one')).json().data;
    const code = (await lastCode(suite.app, account.username))!;
    clock.advance(30_000);
    const again = await login(suite.app, account, 'two');
    expect(again.statusCode).toBe(200);
    const { otp, otpId, codeSentAt } = again.json().data;
    expect({ otp, codeSentAt }).toEqual({ otp: true, codeSentAt: new Date(clock.now().getTime() - 30_000).toISOString() });
    expect(otpId).not.toBe(first.otpId);
    expect(await outboxCount(suite.app, account.username)).toBe(1);
    // The first screen's handle no longer works; the code sent first finishes the second sign-in.
    expect((await verify(suite.app, first.otpId, code)).json().message).toBe(AUTH_MESSAGES.otpExpired);
    expect((await verify(suite.app, otpId, code)).statusCode).toBe(200);
  });

  it('signing in again right after a sign-in that used its code: on to the code screen, the code sent once the minute is over', async () => {
    const account = await createAccount(context.database);
    await signIn(suite.app, account, 'one');
    clock.advance(20_000);
    // No device secret sent (a device whose secret was forgotten): a code is needed, and one went out 20 s ago.
    const again = await login(suite.app, account, 'two');
    expect(again.statusCode).toBe(200);
    const { otp, otpId, resendAfterSeconds, codeSentAt } = again.json().data;
    expect({ otp, resendAfterSeconds, codeSentAt }).toEqual({ otp: true, resendAfterSeconds: 40, codeSentAt: undefined });
    expect(await outboxCount(suite.app, account.username)).toBe(1);
    // Signing in once more meanwhile: still no code to go on with, and none sent.
    const third = (await login(suite.app, account, 'two')).json().data;
    expect({ codeSentAt: third.codeSentAt, resendAfterSeconds: third.resendAfterSeconds }).toEqual({ codeSentAt: undefined, resendAfterSeconds: 40 });
    expect(await outboxCount(suite.app, account.username)).toBe(1);
    const early = await suite.app.inject({ method: 'POST', url: '/api/merchant/resendLoginOtp', payload: { otpId, deviceId: '' } });
    expect(early.statusCode).toBe(429);
    clock.advance(40_000);
    const sent = await suite.app.inject({ method: 'POST', url: '/api/merchant/resendLoginOtp', payload: { otpId, deviceId: '' } });
    expect(sent.statusCode).toBe(200);
    expect(await outboxCount(suite.app, account.username)).toBe(2);
    expect((await verify(suite.app, otpId, (await lastCode(suite.app, account.username))!)).statusCode).toBe(200);
  });

  it('still refuses a sign-in whose code the hourly limit holds back, with the wait', async () => {
    const account = await createAccount(context.database);
    for (let sent = 0; sent < 10; sent++) {
      await signIn(suite.app, account, `device-${sent}`);
      clock.advance(MINUTE);
    }
    const refused = await login(suite.app, account, 'eleventh');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.otpSendLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });
});

describeEachDatabase('Account throttling', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  const fail = (account: { code: string; username: string; password: string }) => login(suite.app, { ...account, password: 'wrong-password-1' });

  it('lets 5 failures pass, then waits 30 s after the last, doubling to at most 15 minutes', async () => {
    const account = await createAccount(context.database);
    for (let i = 0; i < 5; i++) expect((await fail(account)).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    const sixth = await fail(account);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 30 } });
    expect(sixth.headers['retry-after']).toBe('30');
    // Even the right password waits.
    expect((await login(suite.app, account)).statusCode).toBe(429);

    let wait = 30;
    for (let failures = 6; failures <= 12; failures++) {
      clock.advance(wait * 1000);
      expect((await fail(account)).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
      wait = Math.min(wait * 2, 900);
      const blocked = await fail(account);
      expect(blocked.json().data).toEqual({ retryAfterSeconds: wait });
    }
    expect(wait).toBe(900);
    clock.advance(900 * 1000);
    expect((await login(suite.app, account)).json().data.otp).toBe(true);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const account = await createAccount(context.database);
    for (let i = 0; i < 5; i++) await fail(account);
    clock.advance(30_000);
    await signIn(suite.app, account);
    for (let i = 0; i < 5; i++) expect((await fail(account)).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('throttles unknown accounts the same way', async () => {
    const ghost = { code: 'GHOST1', username: '0888888888', password: 'x' };
    for (let i = 0; i < 5; i++) expect((await fail(ghost)).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect((await fail(ghost)).json()).toMatchObject({ err: 429, data: { retryAfterSeconds: 30 } });
  });

  it('counts wrong SMS codes too', async () => {
    const account = await createAccount(context.database);
    for (let i = 0; i < 4; i++) await fail(account);
    const { otpId } = (await login(suite.app, account)).json().data;
    const code = (await lastCode(suite.app, account.username))!;
    expect((await verify(suite.app, otpId, wrongCode(code))).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    const blocked = await verify(suite.app, otpId, code);
    expect(blocked.json()).toMatchObject({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 30 } });
    clock.advance(30_000);
    expect((await verify(suite.app, otpId, code)).statusCode).toBe(200);
  });
});

describeEachDatabase('Sign-in rate per address', (context) => {
  const suite = suiteApp(context, { signInRatePerMinute: 30 });
  const { clock } = suite;

  it('allows 30 sign-in requests a minute from one address, across the sign-in calls', async () => {
    const calls = ['/api/merchant/login', '/api/merchant/verifyLogin', '/api/merchant/resendLoginOtp', '/api/merchant/resetPass',
      '/api/merchant/resetPassVerifyOTP', '/api/merchant/createNewPass'];
    for (let i = 0; i < 30; i++) {
      const answer = await suite.app.inject({ method: 'POST', url: calls[i % calls.length], payload: {}, remoteAddress: '10.0.0.1' });
      expect(answer.statusCode).toBe(400);
    }
    const over = await suite.app.inject({ method: 'POST', url: '/api/merchant/login', payload: {}, remoteAddress: '10.0.0.1' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 60 } });
    expect(over.headers['retry-after']).toBe('60');
    // Another address is not affected; the captcha is not a sign-in call.
    expect((await suite.app.inject({ method: 'POST', url: '/api/merchant/login', payload: {}, remoteAddress: '10.0.0.2' })).statusCode).toBe(400);
    expect((await suite.app.inject({ url: '/api/user/create-captcha', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);

    clock.advance(MINUTE);
    expect((await suite.app.inject({ method: 'POST', url: '/api/merchant/login', payload: {}, remoteAddress: '10.0.0.1' })).statusCode).toBe(400);
  });
});
