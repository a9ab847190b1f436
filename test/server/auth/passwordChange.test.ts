import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { createAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { changePassword } from '../support/passwordCalls';
import { bearer, lastCode, login, outboxCount, profile, signIn, verify } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Password change', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  it('needs a session', async () => {
    const answer = await suite.app.inject({ method: 'POST', url: '/api/merchant/changePassword', payload: {} });
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a wrong current password, counting it toward the throttle', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(suite.app, account);
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(suite.app, token, { currentPassword: 'not-it-at-all', password: 'Fresh river 2031', confirmPassword: 'Fresh river 2031' });
      expect(wrong.json()).toEqual({ err: 400, message: AUTH_MESSAGES.currentPasswordWrong, data: null });
    }
    const throttled = await changePassword(suite.app, token, { currentPassword: account.password, password: 'Fresh river 2031', confirmPassword: 'Fresh river 2031' });
    expect(throttled.json()).toMatchObject({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 30 } });
  });

  it('closes a sign-in begun with the old password: its code no longer signs in, even sent again', async () => {
    const account = await createAccount(context.database);
    const { token, deviceId } = await signIn(suite.app, account);
    clock.advance(MINUTE + 1_000);
    // Someone else, with the old password, reaches the code step in another browser.
    const started = (await login(suite.app, account)).json().data as { otp: boolean; otpId: string };
    expect(started.otp).toBe(true);
    const code = (await lastCode(suite.app, account.username))!;
    expect((await changePassword(suite.app, token, { currentPassword: account.password, password: 'Fresh river 2031', confirmPassword: 'Fresh river 2031' })).statusCode).toBe(200);
    expect((await verify(suite.app, started.otpId, code)).json().message).toBe(AUTH_MESSAGES.otpExpired);
    const resent = await suite.app.inject({ method: 'POST', url: '/api/merchant/resendLoginOtp', payload: { otpId: started.otpId, deviceId } });
    expect(resent.json().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('applies the policy and the confirmation', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(suite.app, account);
    const base = { currentPassword: account.password };
    const refusals: [string, string][] = [
      ['short', AUTH_MESSAGES.passwordTooShort],
      ['Mật-khẩu-của-tôi-1', AUTH_MESSAGES.passwordCharacters],
      ['two  spaces here 1', AUTH_MESSAGES.passwordSeparators],
      ['123456789', AUTH_MESSAGES.passwordCommon],
      ['liverpool1', AUTH_MESSAGES.passwordCommon],
      [`pass-${account.username}`, AUTH_MESSAGES.passwordContainsName],
      [`x-${account.code.toLowerCase()}-yz1`, AUTH_MESSAGES.passwordContainsName],
      // The user's full name is "Người dùng <id>": its words count without their marks.
      ['Nguoi-dung-is-me', AUTH_MESSAGES.passwordContainsName],
    ];
    for (const [password, message] of refusals) {
      expect((await changePassword(suite.app, token, { ...base, password, confirmPassword: password })).json())
        .toMatchObject({ err: 400, message, data: { field: 'password' } });
    }
    expect((await changePassword(suite.app, token, { ...base, password: 'Fresh river 2031', confirmPassword: 'Fresh river 2032' })).json())
      .toEqual({ err: 400, message: AUTH_MESSAGES.confirmPasswordMismatch, data: null });
  });

  it('changes the password, ends every session of the user and forgets its trusted devices, sending no code', async () => {
    const account = await createAccount(context.database);
    const first = await signIn(suite.app, account);
    clock.advance(MINUTE);
    const second = await signIn(suite.app, account);
    const outboxBefore = await outboxCount(suite.app, account.username);
    const answer = await changePassword(suite.app, first.token, { currentPassword: account.password, password: 'Fresh river 2031', confirmPassword: 'Fresh river 2031' });
    expect(answer.json()).toEqual({ err: 200, message: AUTH_MESSAGES.passwordChanged, data: null });
    for (const session of [first, second]) {
      expect((await profile(suite.app, bearer(session.token))).statusCode).toBe(401);
    }
    expect(await outboxCount(suite.app, account.username)).toBe(outboxBefore);
    expect((await login(suite.app, account, second.deviceId)).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    // The device that answered a code before the change is asked again.
    clock.advance(MINUTE);
    const changed = { ...account, password: 'Fresh river 2031' };
    expect((await login(suite.app, changed, second.deviceId)).json().data).toMatchObject({ otp: true, token: null });
    clock.advance(MINUTE);
    const fresh = await signIn(suite.app, changed, second.deviceId);
    const me = (await profile(suite.app, bearer(fresh.token))).json().data;
    expect(me.passwordChangedAt).not.toBeNull();
  });
});
