import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { createAccount, type TestAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { createNewPass, requestReset, verifyResetCode } from '../support/passwordCalls';
import { bearer, lastCode, login, outbox, profile, signIn, wrongCode } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const NEW_PASSWORD = 'Brand new lamp 77';

describeEachDatabase('Forgot password', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  /** Steps 1 and 2: the token of the password step. */
  const throughCode = async (account: TestAccount): Promise<string> => {
    const { token } = (await requestReset(suite.app, account.email)).json().data;
    const answer = await verifyResetCode(suite.app, token, (await lastCode(suite.app, account.email))!);
    expect(answer.json()).toMatchObject({ err: 200, data: { otp: true, expired: false, token: expect.any(String) } });
    return answer.json().data.token;
  };

  it('checks the captcha first', async () => {
    const answer = await suite.app.inject({ method: 'POST', url: '/api/merchant/resetPass', payload: { username: 'whoever@test.local', captchaId: '', captchaText: 'nope' } });
    expect(answer.json()).toEqual({ err: 400, message: AUTH_MESSAGES.captchaInvalid, data: null });
  });

  it('answers the same whether the account exists or not, and e-mails a code only to a known one', async () => {
    const account = await createAccount(context.database);
    const known = await requestReset(suite.app, account.email.toUpperCase());
    const unknown = await requestReset(suite.app, 'nobody@test.local');
    for (const answer of [known, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ err: 200, message: AUTH_MESSAGES.resetCodeSent, data: { token: expect.any(String), otp: true, expired: false } });
    }
    const [mail] = await outbox(suite.app, account.email);
    expect(mail).toMatchObject({ channel: 'email', purpose: 'resetPassword', code: expect.stringMatching(/^\d{6}$/) });
    expect(await outbox(suite.app, 'nobody@test.local')).toEqual([]);

    // The token of an unknown account behaves like a real one with a wrong code, up to its death.
    const ghost = unknown.json().data.token;
    for (let i = 0; i < 5; i++) expect((await verifyResetCode(suite.app, ghost, '123456')).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await verifyResetCode(suite.app, ghost, '123456')).json()).toEqual({
      err: 400, message: AUTH_MESSAGES.resetStepExpired, data: { token: null, otp: false, expired: true },
    });
  });

  it('says when to try again to a second request within the minute, known account or not, and sends no second code', async () => {
    const account = await createAccount(context.database);
    for (const typed of [account.email, `nobody-${account.username}@test.local`]) {
      expect((await requestReset(suite.app, typed)).statusCode).toBe(200);
      clock.advance(20_000);
      const again = await requestReset(suite.app, typed.toUpperCase());
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ err: 429, message: AUTH_MESSAGES.otpSendLimited, data: { retryAfterSeconds: 40 } });
      expect(again.headers['retry-after']).toBe('40');
    }
    expect(await outbox(suite.app, account.email)).toHaveLength(1);
    clock.advance(40_000);
    expect((await requestReset(suite.app, account.email)).statusCode).toBe(200);
    expect(await outbox(suite.app, account.email)).toHaveLength(2);
  });

  it('finds the account by username (phone) too', async () => {
    const account = await createAccount(context.database);
    await requestReset(suite.app, account.username);
    expect(await lastCode(suite.app, account.email)).toMatch(/^\d{6}$/);
  });

  it('refuses wrong codes, killing the step at the fifth', async () => {
    const account = await createAccount(context.database);
    const { token } = (await requestReset(suite.app, account.email)).json().data;
    const code = (await lastCode(suite.app, account.email))!;
    for (let i = 0; i < 5; i++) {
      expect((await verifyResetCode(suite.app, token, wrongCode(code))).json()).toEqual({
        err: 400, message: AUTH_MESSAGES.otpInvalid, data: { token: null, otp: true, expired: false },
      });
    }
    expect((await verifyResetCode(suite.app, token, code)).json().data.expired).toBe(true);
  });

  it('expires the code step after 5 minutes and the password step after 10', async () => {
    const account = await createAccount(context.database);
    const { token } = (await requestReset(suite.app, account.email)).json().data;
    const code = (await lastCode(suite.app, account.email))!;
    clock.advance(5 * MINUTE + 1);
    expect((await verifyResetCode(suite.app, token, code)).json()).toMatchObject({ err: 400, message: AUTH_MESSAGES.resetStepExpired, data: { expired: true } });

    clock.advance(MINUTE);
    const passwordStep = await throughCode(account);
    clock.advance(10 * MINUTE + 1);
    expect((await createNewPass(suite.app, passwordStep, NEW_PASSWORD)).json()).toEqual({
      err: 400, message: AUTH_MESSAGES.resetStepExpired, data: { token: null, otp: false, expired: true },
    });
  });

  it('enforces the order: the code-step token does not set a password, and a code is used once', async () => {
    const account = await createAccount(context.database);
    const { token } = (await requestReset(suite.app, account.email)).json().data;
    expect((await createNewPass(suite.app, token, NEW_PASSWORD)).json().data.expired).toBe(true);
    const code = (await lastCode(suite.app, account.email))!;
    const passwordStep = (await verifyResetCode(suite.app, token, code)).json().data.token;
    expect((await verifyResetCode(suite.app, token, code)).json().data.expired).toBe(true);
    expect((await verifyResetCode(suite.app, passwordStep, code)).json().data.expired).toBe(true);
    expect((await createNewPass(suite.app, passwordStep, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await createNewPass(suite.app, passwordStep, NEW_PASSWORD)).json().data.expired).toBe(true);
  });

  it('sets the password, ends the sessions and spends the step all together: a failure half-way changes none of them', async () => {
    const account = await createAccount(context.database);
    const open = await signIn(suite.app, account);
    const passwordStep = await throughCode(account);
    const { devices } = suite.app.services.auth;
    const revokeAll = devices.revokeAll;
    devices.revokeAll = async () => { throw new Error('connection cut after the sessions ended'); };
    try {
      expect((await createNewPass(suite.app, passwordStep, NEW_PASSWORD)).statusCode).toBe(500);
    } finally {
      devices.revokeAll = revokeAll;
    }
    // Nothing took: the session is open, the old password still signs in, and the step can be sent again.
    expect((await profile(suite.app, bearer(open.token, open.secondToken))).statusCode).toBe(200);
    expect((await login(suite.app, account, open.deviceId)).json().err).toBe(200);
    expect((await createNewPass(suite.app, passwordStep, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await profile(suite.app, bearer(open.token, open.secondToken))).json().err).not.toBe(200);
  });

  it('applies the policy and the confirmation, keeping the step open', async () => {
    const account = await createAccount(context.database);
    const passwordStep = await throughCode(account);
    expect((await createNewPass(suite.app, passwordStep, 'short')).json()).toMatchObject({ message: AUTH_MESSAGES.passwordTooShort, data: { field: 'password', min: 9 } });
    expect((await createNewPass(suite.app, passwordStep, `my-${account.username}`)).json().message).toBe(AUTH_MESSAGES.passwordContainsName);
    expect((await createNewPass(suite.app, passwordStep, 'iloveyou2')).json().message).toBe(AUTH_MESSAGES.passwordCommon);
    expect((await createNewPass(suite.app, passwordStep, NEW_PASSWORD, 'something else 1')).json().message).toBe(AUTH_MESSAGES.confirmPasswordMismatch);
    expect((await createNewPass(suite.app, passwordStep, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the password, ends every session, signs nobody in, and the next login on a known device needs the SMS code again', async () => {
    const account = await createAccount(context.database);
    const session = await signIn(suite.app, account);
    const passwordStep = await throughCode(account);
    const done = await createNewPass(suite.app, passwordStep, NEW_PASSWORD);
    expect(done.json()).toEqual({ err: 200, message: AUTH_MESSAGES.passwordChanged, data: { token: null, otp: false, expired: false } });
    expect((await profile(suite.app, bearer(session.token))).statusCode).toBe(401);
    expect((await login(suite.app, account, session.deviceId)).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    clock.advance(MINUTE);
    const next = await login(suite.app, { ...account, password: NEW_PASSWORD }, session.deviceId);
    expect(next.json().data).toMatchObject({ otp: true, token: null });
  });
});
