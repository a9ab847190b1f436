import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import type { App } from '../../../server/app';
import { createClock, type TestClock } from '../support/app';
import { bearer, buildAuthApp, createAccount, lastCode, login, MINUTE, signIn, solveCaptcha, type TestAccount, wrongCode } from '../support/auth';
import { describeEachDatabase } from '../support/databases';

const NEW_PASSWORD = 'Brand new lamp 77';

describeEachDatabase('Forgot password', (context) => {
  let app: App;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createClock();
    app = await buildAuthApp(context.database, clock);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/merchant/${url}`, payload });
  const resetPass = async (username: string) => post('resetPass', { username, ...(await solveCaptcha(app)) });
  const verifyCode = (token: string, otp: string) => post('resetPassVerifyOTP', { token, otp });
  const createNewPass = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    post('createNewPass', { token, password, confirmPassword });

  /** Steps 1 and 2: the token of the password step. */
  const throughCode = async (account: TestAccount): Promise<string> => {
    const { token } = (await resetPass(account.email)).json().data;
    const answer = await verifyCode(token, (await lastCode(app, account.email))!);
    expect(answer.json()).toMatchObject({ err: 200, data: { otp: true, expired: false, token: expect.any(String) } });
    return answer.json().data.token;
  };

  it('checks the captcha first', async () => {
    const answer = await post('resetPass', { username: 'whoever@test.local', captchaId: '', captchaText: 'nope' });
    expect(answer.json()).toEqual({ err: 400, message: AUTH_MESSAGES.captchaInvalid, data: null });
  });

  it('answers the same whether the account exists or not, and e-mails a code only to a known one', async () => {
    const account = await createAccount(context.database);
    const known = await resetPass(account.email.toUpperCase());
    const unknown = await resetPass('nobody@test.local');
    for (const answer of [known, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ err: 200, message: AUTH_MESSAGES.resetCodeSent, data: { token: expect.any(String), otp: true, expired: false } });
    }
    const [mail] = (await app.inject(`/api/dev/outbox?to=${account.email}`)).json().data;
    expect(mail).toMatchObject({ channel: 'email', purpose: 'resetPassword', code: expect.stringMatching(/^\d{6}$/) });
    expect((await app.inject('/api/dev/outbox?to=nobody@test.local')).json().data).toEqual([]);

    // The token of an unknown account behaves like a real one with a wrong code, up to its death.
    const ghost = unknown.json().data.token;
    for (let i = 0; i < 5; i++) expect((await verifyCode(ghost, '123456')).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await verifyCode(ghost, '123456')).json()).toEqual({
      err: 400, message: AUTH_MESSAGES.resetStepExpired, data: { token: null, otp: false, expired: true },
    });
  });

  it('finds the account by username (phone) too', async () => {
    const account = await createAccount(context.database);
    await resetPass(account.username);
    expect(await lastCode(app, account.email)).toMatch(/^\d{6}$/);
  });

  it('refuses wrong codes, killing the step at the fifth', async () => {
    const account = await createAccount(context.database);
    const { token } = (await resetPass(account.email)).json().data;
    const code = (await lastCode(app, account.email))!;
    for (let i = 0; i < 5; i++) {
      expect((await verifyCode(token, wrongCode(code))).json()).toEqual({
        err: 400, message: AUTH_MESSAGES.otpInvalid, data: { token: null, otp: true, expired: false },
      });
    }
    expect((await verifyCode(token, code)).json().data.expired).toBe(true);
  });

  it('expires the code step after 5 minutes and the password step after 10', async () => {
    const account = await createAccount(context.database);
    const { token } = (await resetPass(account.email)).json().data;
    const code = (await lastCode(app, account.email))!;
    clock.advance(5 * MINUTE + 1);
    expect((await verifyCode(token, code)).json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.resetStepExpired, data: { expired: true } });

    clock.advance(MINUTE);
    const passwordStep = await throughCode(account);
    clock.advance(10 * MINUTE + 1);
    expect((await createNewPass(passwordStep)).json()).toEqual({
      err: 400, message: AUTH_MESSAGES.resetStepExpired, data: { token: null, otp: false, expired: true },
    });
  });

  it('enforces the order: the code-step token does not set a password, and a code is used once', async () => {
    const account = await createAccount(context.database);
    const { token } = (await resetPass(account.email)).json().data;
    expect((await createNewPass(token)).json().data.expired).toBe(true);
    const code = (await lastCode(app, account.email))!;
    const passwordStep = (await verifyCode(token, code)).json().data.token;
    expect((await verifyCode(token, code)).json().data.expired).toBe(true);
    expect((await verifyCode(passwordStep, code)).json().data.expired).toBe(true);
    expect((await createNewPass(passwordStep)).statusCode).toBe(200);
    expect((await createNewPass(passwordStep)).json().data.expired).toBe(true);
  });

  it('applies the policy and the confirmation, keeping the step open', async () => {
    const account = await createAccount(context.database);
    const passwordStep = await throughCode(account);
    expect((await createNewPass(passwordStep, 'short')).json().message).toBe(AUTH_MESSAGES.passwordTooEasy);
    expect((await createNewPass(passwordStep, `my-${account.username}`)).json().message).toBe(AUTH_MESSAGES.passwordTooEasy);
    expect((await createNewPass(passwordStep, NEW_PASSWORD, 'something else 1')).json().message).toBe(AUTH_MESSAGES.confirmPasswordMismatch);
    expect((await createNewPass(passwordStep)).statusCode).toBe(200);
  });

  it('sets the password, ends every session, signs nobody in, and the next login on a new device still needs the SMS code', async () => {
    const account = await createAccount(context.database);
    const session = await signIn(app, account, 'laptop');
    const passwordStep = await throughCode(account);
    const done = await createNewPass(passwordStep);
    expect(done.json()).toEqual({ err: 200, message: AUTH_MESSAGES.passwordChanged, data: { token: null, otp: false, expired: false } });
    expect((await app.inject({ url: '/api/merchant/profile', headers: bearer(session.token) })).statusCode).toBe(401);
    expect((await login(app, account, 'laptop')).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    clock.advance(MINUTE);
    const next = await login(app, { ...account, password: NEW_PASSWORD }, 'new-tablet');
    expect(next.json().data).toMatchObject({ otp: true, token: null });
  });
});
