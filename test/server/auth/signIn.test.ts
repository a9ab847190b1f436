import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import type { App } from '../../../server/app';
import { owners, users } from '../../../server/db/schema';
import { createClock, type TestClock } from '../support/app';
import {
  bearer, buildAuthApp, createAccount, lastCode, login, MINUTE, outboxCount, signIn, solveCaptcha, TEST_PASSWORD_PARAMS, verify, wrongCode,
} from '../support/auth';
import { describeEachDatabase } from '../support/databases';

const profile = (app: App, token: string) => app.inject({ url: '/api/merchant/profile', headers: bearer(token) });

describeEachDatabase('Merchant login', (context) => {
  let app: App;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createClock();
    app = await buildAuthApp(context.database, clock);
  });
  afterAll(() => app.close());

  it('refuses a wrong or reused captcha before testing the password', async () => {
    const account = await createAccount(context.database);
    const wrong = await login(app, account, 'd', { captchaText: 'zzzzz' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.captchaInvalid });

    const captcha = await solveCaptcha(app);
    const payload = { code: account.code, username: account.username, password: account.password, deviceId: 'd', ...captcha };
    expect((await app.inject({ method: 'POST', url: '/api/merchant/login', payload })).statusCode).toBe(200);
    const reused = await app.inject({ method: 'POST', url: '/api/merchant/login', payload });
    expect(reused.json().message).toBe(AUTH_MESSAGES.captchaInvalid);
  });

  it('accepts the captcha answer in any letter case and in the "id,text" form', async () => {
    const account = await createAccount(context.database);
    const upper = await solveCaptcha(app);
    const first = await login(app, account, 'd', { captchaText: upper.captchaText.toUpperCase(), captchaId: upper.captchaId });
    expect(first.statusCode).toBe(200);
    clock.advance(MINUTE + 1000);
    const joined = await solveCaptcha(app);
    const second = await login(app, account, 'd', { captchaId: '', captchaText: `${joined.captchaId},${joined.captchaText}` });
    expect(second.statusCode).toBe(200);
  });

  it('refuses an expired captcha (2 minutes)', async () => {
    const account = await createAccount(context.database);
    const captcha = await solveCaptcha(app);
    clock.advance(2 * MINUTE + 1);
    const late = await app.inject({
      method: 'POST', url: '/api/merchant/login',
      payload: { code: account.code, username: account.username, password: account.password, deviceId: 'd', ...captcha },
    });
    expect(late.json().message).toBe(AUTH_MESSAGES.captchaInvalid);
  });

  it('answers a wrong owner, a wrong user and a wrong password alike', async () => {
    const account = await createAccount(context.database);
    const answers = await Promise.all([
      login(app, { ...account, code: 'NOPE99' }),
      login(app, { ...account, username: '0999999999' }),
      login(app, { ...account, password: 'wrong-password-1' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ err: 400, message: AUTH_MESSAGES.invalidCredentials, data: null });
    }
    // Same cost: an unknown account is checked against a dummy hash with the parameters real hashes use.
    const [, N, r, p] = app.services.auth.dummyHash.split('$');
    expect({ N: Number(N), r: Number(r), p: Number(p) }).toEqual(TEST_PASSWORD_PARAMS);
  });

  it('says "locked" for a locked user or owner only after the right password', async () => {
    const user = await createAccount(context.database);
    await context.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, user.userId));
    expect((await login(app, { ...user, password: 'wrong-password-1' })).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    const locked = await login(app, user);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(AUTH_MESSAGES.accountLocked);

    const ownerLocked = await createAccount(context.database);
    await context.database.db.update(owners).set({ status: 'locked' }).where(eq(owners.id, ownerLocked.ownerId));
    expect((await login(app, ownerLocked)).json().message).toBe(AUTH_MESSAGES.accountLocked);
  });

  it('asks a new device for an SMS code, with no usable session until it is verified', async () => {
    const account = await createAccount(context.database);
    const answer = await login(app, account, 'new-device');
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toEqual({ token: null, userInfo: null, deviceId: 'new-device', otp: true, otpId: expect.any(String), tokenMcPt: { token: null } });
    const sms = (await app.inject(`/api/dev/outbox?to=${account.username}`)).json().data[0];
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'login', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms.text).toContain(sms.code);
    expect((await profile(app, data.otpId)).statusCode).toBe(401);

    const verified = await verify(app, data.otpId, sms.code, 'new-device');
    expect(verified.statusCode).toBe(200);
    const signed = verified.json().data;
    expect(signed).toMatchObject({ otp: false, otpId: null, deviceId: 'new-device', token: expect.any(String), tokenMcPt: { token: expect.any(String) } });
    expect(signed.userInfo).toMatchObject({ phone: account.username, code: account.code, owner: { code: account.code }, type: 'merchant', isSubMerchant: false });
    const me = await profile(app, signed.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.userInfo.phone).toBe(account.username);
  });

  it('lets a trusted device skip the code, for 30 days', async () => {
    const account = await createAccount(context.database);
    await signIn(app, account, 'laptop');
    const again = await login(app, account, 'laptop');
    expect(again.json().data).toMatchObject({ otp: false, otpId: null, token: expect.any(String) });
    expect((await profile(app, again.json().data.token)).statusCode).toBe(200);
    // Another device of the same user is not trusted (a minute later: one SMS a minute per phone).
    clock.advance(MINUTE);
    expect((await login(app, account, 'phone')).json().data.otp).toBe(true);

    clock.advance(30 * 24 * 60 * MINUTE + 1000);
    expect((await login(app, account, 'laptop')).json().data.otp).toBe(true);
  });

  it('accepts a code for 5 minutes only', async () => {
    const account = await createAccount(context.database);
    const { otpId } = (await login(app, account)).json().data;
    const code = (await lastCode(app, account.username))!;
    clock.advance(5 * MINUTE + 1);
    const late = await verify(app, otpId, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(AUTH_MESSAGES.otpExpired);

    clock.advance(MINUTE);
    const inTime = (await login(app, account)).json().data;
    clock.advance(5 * MINUTE - 1000);
    expect((await verify(app, inTime.otpId, (await lastCode(app, account.username))!)).statusCode).toBe(200);
  });

  it('accepts a code once', async () => {
    const account = await createAccount(context.database);
    const { otpId } = (await login(app, account)).json().data;
    const code = (await lastCode(app, account.username))!;
    expect((await verify(app, otpId, code)).statusCode).toBe(200);
    const again = await verify(app, otpId, code);
    expect(again.json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.otpExpired });
  });

  it('kills the challenge at the fifth wrong code', async () => {
    const account = await createAccount(context.database);
    const { otpId } = (await login(app, account)).json().data;
    const code = (await lastCode(app, account.username))!;
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(app, otpId, wrongCode(code));
      expect(wrong.json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.otpInvalid });
    }
    expect((await verify(app, otpId, code)).json().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('binds the code to the device that signed in', async () => {
    const account = await createAccount(context.database);
    const { otpId } = (await login(app, account, 'device-1')).json().data;
    const code = (await lastCode(app, account.username))!;
    const elsewhere = await verify(app, otpId, code, 'device-2');
    expect(elsewhere.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await verify(app, otpId, code, 'device-1')).statusCode).toBe(200);
  });

  it('answers an unknown challenge as expired', async () => {
    expect((await verify(app, 'no-such-challenge', '123456')).json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.otpExpired });
  });

  it('resends a new code for the same challenge, at most once a minute and ten times an hour', async () => {
    const account = await createAccount(context.database);
    const { otpId } = (await login(app, account)).json().data;
    const first = (await lastCode(app, account.username))!;
    const resend = () => app.inject({ method: 'POST', url: '/api/merchant/resendLoginOtp', payload: { otpId, deviceId: 'device-a' } });

    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ err: 429, message: AUTH_MESSAGES.otpSendLimited, data: { retryAfterSeconds: 60 } });
    expect(tooSoon.headers['retry-after']).toBe('60');

    for (let sent = 2; sent <= 10; sent++) {
      clock.advance(MINUTE);
      const again = await resend();
      expect(again.json()).toEqual({ err: 200, message: 'ok', data: { otpId, retryAfterSeconds: 60 } });
    }
    expect(await outboxCount(app, account.username)).toBe(10);
    clock.advance(MINUTE);
    const hourly = await resend();
    expect(hourly.statusCode).toBe(429);
    // The first code left the hour window 60 minutes after it was sent: 60 - 10 minutes from now.
    expect(hourly.json().data.retryAfterSeconds).toBe(50 * 60);
    expect(hourly.headers['retry-after']).toBe(String(50 * 60));

    const latest = (await lastCode(app, account.username))!;
    if (latest !== first) expect((await verify(app, otpId, first)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await verify(app, otpId, latest)).statusCode).toBe(200);
  });

  it('limits codes per phone on login too', async () => {
    const account = await createAccount(context.database);
    expect((await login(app, account, 'one')).json().data.otp).toBe(true);
    const second = await login(app, account, 'two');
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(AUTH_MESSAGES.otpSendLimited);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeEachDatabase('Account throttling', (context) => {
  let app: App;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createClock();
    app = await buildAuthApp(context.database, clock);
  });
  afterAll(() => app.close());

  const fail = (account: { code: string; username: string; password: string }) => login(app, { ...account, password: 'wrong-password-1' });

  it('lets 5 failures pass, then waits 30 s after the last, doubling to at most 15 minutes', async () => {
    const account = await createAccount(context.database);
    for (let i = 0; i < 5; i++) expect((await fail(account)).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    const sixth = await fail(account);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 30 } });
    expect(sixth.headers['retry-after']).toBe('30');
    // Even the right password waits.
    expect((await login(app, account)).statusCode).toBe(429);

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
    expect((await login(app, account)).json().data.otp).toBe(true);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const account = await createAccount(context.database);
    for (let i = 0; i < 5; i++) await fail(account);
    clock.advance(30_000);
    await signIn(app, account);
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
    const { otpId } = (await login(app, account)).json().data;
    const code = (await lastCode(app, account.username))!;
    expect((await verify(app, otpId, wrongCode(code))).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    const blocked = await verify(app, otpId, code);
    expect(blocked.json()).toMatchObject({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 30 } });
    clock.advance(30_000);
    expect((await verify(app, otpId, code)).statusCode).toBe(200);
  });
});

describeEachDatabase('Sign-in rate per address', (context) => {
  let app: App;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createClock();
    app = await buildAuthApp(context.database, clock, { signInRatePerMinute: 30 });
  });
  afterAll(() => app.close());

  it('allows 30 sign-in requests a minute from one address, across the sign-in calls', async () => {
    const calls = ['/api/merchant/login', '/api/merchant/verifyLogin', '/api/merchant/resendLoginOtp', '/api/merchant/resetPass',
      '/api/merchant/resetPassVerifyOTP', '/api/merchant/createNewPass'];
    for (let i = 0; i < 30; i++) {
      const answer = await app.inject({ method: 'POST', url: calls[i % calls.length], payload: {}, remoteAddress: '10.0.0.1' });
      expect(answer.statusCode).toBe(400);
    }
    const over = await app.inject({ method: 'POST', url: '/api/merchant/login', payload: {}, remoteAddress: '10.0.0.1' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 60 } });
    expect(over.headers['retry-after']).toBe('60');
    // Another address is not affected; the captcha is not a sign-in call.
    expect((await app.inject({ method: 'POST', url: '/api/merchant/login', payload: {}, remoteAddress: '10.0.0.2' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/user/create-captcha', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);

    clock.advance(MINUTE);
    expect((await app.inject({ method: 'POST', url: '/api/merchant/login', payload: {}, remoteAddress: '10.0.0.1' })).statusCode).toBe(400);
  });
});
