import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { createAccount, type TestAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { changePassword } from '../support/passwordCalls';
import { bearer, lastCode, profile, signIn, solveCaptcha, verify } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

type Credentials = Pick<TestAccount, 'code' | 'username' | 'password'>;

describeEachDatabase('Sign-in throttle per account and address', (context) => {
  // Few account-wide failures, so that a handful of strangers reach the account-wide wait.
  const suite = suiteApp(context, { auth: { accountFreeFailures: 12 } });
  const { clock } = suite;

  const loginFrom = async (address: string, account: Credentials, deviceId = '') =>
    suite.app.inject({
      method: 'POST', url: '/api/merchant/login', remoteAddress: address,
      payload: { code: account.code, username: account.username, password: account.password, deviceId, ...(await solveCaptcha(suite.app)) },
    });
  const failFrom = (address: string, account: Credentials) => loginFrom(address, { ...account, password: 'wrong-password-1' });

  it('counts guesses sent at once one by one: five are tested, the rest wait', async () => {
    const owner = await createAccount(context.database);
    // Each with its own captcha, all in flight together (a password hash takes long enough for them to overlap).
    const captchas = await Promise.all(Array.from({ length: 8 }, () => solveCaptcha(suite.app)));
    const answers = await Promise.all(captchas.map((captcha, index) => suite.app.inject({
      method: 'POST', url: '/api/merchant/login', remoteAddress: '10.0.9.9',
      payload: { code: owner.code, username: owner.username, password: `wrong-password-${index}`, deviceId: '', ...captcha },
    })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it('lets the owner sign in, code and all, while strangers fail from other addresses', async () => {
    const owner = await createAccount(context.database);
    for (const stranger of ['10.0.1.1', '10.0.1.2']) {
      for (let i = 0; i < 5; i++) expect((await failFrom(stranger, owner)).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
      // The stranger's own address waits after its five failures.
      const blocked = await failFrom(stranger, owner);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 30 } });
      expect(blocked.headers['retry-after']).toBe('30');
    }
    // Ten failures on the account, none from the owner's address: a new browser of the owner is asked for its code.
    const first = await loginFrom('192.168.7.7', owner);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ otp: true, token: null });
    const signed = await verify(suite.app, first.json().data.otpId, (await lastCode(suite.app, owner.username))!);
    expect(signed.statusCode).toBe(200);
    expect((await profile(suite.app, bearer(signed.json().data.token))).statusCode).toBe(200);
  });

  it('makes the whole account wait after enough failures from everywhere, telling strangers nothing about the password', async () => {
    const owner = await createAccount(context.database);
    for (let stranger = 1; stranger <= 12; stranger++) await failFrom(`10.0.2.${stranger}`, owner);
    const wrong = await failFrom('10.0.2.99', owner);
    const right = await loginFrom('10.0.2.98', owner);
    for (const answer of [wrong, right]) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 30 } });
    }
    // No code is sent to a browser the account does not trust while it waits.
    expect(await lastCode(suite.app, owner.username)).toBeUndefined();
    clock.advance(30_000);
    expect((await loginFrom('10.0.2.98', owner)).json().data.otp).toBe(true);
  });

  it('lets a right password from a device the account trusts through the account-wide wait, without ending it for others', async () => {
    const owner = await createAccount(context.database);
    const trusted = await signIn(suite.app, owner);
    clock.advance(MINUTE);
    for (let stranger = 1; stranger <= 14; stranger++) await failFrom(`10.0.3.${stranger}`, owner);
    expect((await loginFrom('10.0.3.50', owner)).statusCode).toBe(429);

    // The trusted device still needs the right password; with it, it signs in without a code and gets a new secret.
    expect((await loginFrom('127.0.0.1', { ...owner, password: 'wrong-password-1' }, trusted.deviceId)).json().message)
      .toBe(AUTH_MESSAGES.invalidCredentials);
    const back = await loginFrom('127.0.0.1', owner, trusted.deviceId);
    expect(back.statusCode).toBe(200);
    const data = back.json().data;
    expect(data).toMatchObject({ otp: false, token: expect.any(String) });
    expect(data.deviceId).not.toBe(trusted.deviceId);
    expect((await profile(suite.app, bearer(data.token))).statusCode).toBe(200);

    // The replayed old secret is no longer trusted: it waits like everyone else.
    expect((await loginFrom('127.0.0.1', owner, trusted.deviceId)).statusCode).toBe(429);
    // The owner's success did not give the strangers a fresh allowance.
    expect((await failFrom('10.0.3.77', owner)).statusCode).toBe(429);
  });

  it('lets no other account\'s device secret through the wait', async () => {
    const owner = await createAccount(context.database);
    const other = await createAccount(context.database);
    const othersDevice = await signIn(suite.app, other);
    for (let stranger = 1; stranger <= 12; stranger++) await failFrom(`10.0.4.${stranger}`, owner);
    expect((await loginFrom('127.0.0.1', owner, othersDevice.deviceId)).statusCode).toBe(429);
  });

  it('lets the signed-in owner change the password while strangers make the account wait', async () => {
    const owner = await createAccount(context.database);
    const { token } = await signIn(suite.app, owner);
    for (let stranger = 1; stranger <= 12; stranger++) await failFrom(`10.0.5.${stranger}`, owner);
    expect((await loginFrom('10.0.5.50', owner)).statusCode).toBe(429);
    const changed = await changePassword(suite.app, token, { currentPassword: owner.password, password: 'Fresh river 2031', confirmPassword: 'Fresh river 2031' });
    expect(changed.json()).toMatchObject({ err: 200, message: AUTH_MESSAGES.passwordChanged });
  });
});
