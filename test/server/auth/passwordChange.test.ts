import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import type { App } from '../../../server/app';
import { createClock, type TestClock } from '../support/app';
import { bearer, buildAuthApp, createAccount, login, MINUTE, signIn } from '../support/auth';
import { describeEachDatabase } from '../support/databases';

describeEachDatabase('Password change', (context) => {
  let app: App;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createClock();
    app = await buildAuthApp(context.database, clock);
  });
  afterAll(() => app.close());

  const change = (token: string, body: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/merchant/changePassword', headers: bearer(token), payload: body });

  it('needs a session', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/merchant/changePassword', payload: {} });
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a wrong current password, counting it toward the throttle', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(app, account);
    for (let i = 0; i < 5; i++) {
      const wrong = await change(token, { currentPassword: 'not-it-at-all', password: 'Fresh river 2031', confirmPassword: 'Fresh river 2031' });
      expect(wrong.json()).toEqual({ err: 400, message: AUTH_MESSAGES.currentPasswordWrong, data: null });
    }
    const throttled = await change(token, { currentPassword: account.password, password: 'Fresh river 2031', confirmPassword: 'Fresh river 2031' });
    expect(throttled.json()).toMatchObject({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 30 } });
  });

  it('applies the policy and the confirmation', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(app, account);
    const base = { currentPassword: account.password };
    for (const password of ['short', '123456789', `pass-${account.username}`, `x-${account.code.toLowerCase()}-yz1`]) {
      expect((await change(token, { ...base, password, confirmPassword: password })).json())
        .toEqual({ err: 400, message: AUTH_MESSAGES.passwordTooEasy, data: null });
    }
    expect((await change(token, { ...base, password: 'Fresh river 2031', confirmPassword: 'Fresh river 2032' })).json())
      .toEqual({ err: 400, message: AUTH_MESSAGES.confirmPasswordMismatch, data: null });
  });

  it('changes the password and ends every session of the user, sending no code', async () => {
    const account = await createAccount(context.database);
    const first = await signIn(app, account, 'laptop');
    clock.advance(MINUTE);
    const second = await signIn(app, account, 'phone');
    const outboxBefore = (await app.inject(`/api/dev/outbox?to=${account.username}`)).json().data.length;
    const answer = await change(first.token, { currentPassword: account.password, password: 'Fresh river 2031', confirmPassword: 'Fresh river 2031' });
    expect(answer.json()).toEqual({ err: 200, message: AUTH_MESSAGES.passwordChanged, data: null });
    for (const session of [first, second]) {
      expect((await app.inject({ url: '/api/merchant/profile', headers: bearer(session.token) })).statusCode).toBe(401);
    }
    expect((await app.inject(`/api/dev/outbox?to=${account.username}`)).json().data.length).toBe(outboxBefore);
    expect((await login(app, account, 'laptop')).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    const fresh = await login(app, { ...account, password: 'Fresh river 2031' }, 'laptop');
    expect(fresh.json().data).toMatchObject({ otp: false, token: expect.any(String) });
    const me = (await app.inject({ url: '/api/merchant/profile', headers: bearer(fresh.json().data.token) })).json().data;
    expect(me.passwordChangedAt).not.toBeNull();
  });
});
