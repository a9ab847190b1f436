import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { DEFAULT_PASSWORD_RULES, type PasswordRules } from '../../../src/api/passwordPolicy';
import { createAccount, type TestAccount } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';
import { changePassword, createNewPass, requestReset, verifyResetCode } from '../support/passwordCalls';
import { bearer, lastCode, login, profile, signIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

/** Lower-case words and spaces, 16 to 64 characters: a passphrase rule instead of spec §5's. */
const PASSPHRASES: PasswordRules = { pattern: '^[a-z]+(?: [a-z]+)+$', minLength: 16, maxLength: 64 };

describeEachDatabase('Password rules the server tells the app', (context) => {
  describe('by default', () => {
    const suite = suiteApp(context);

    it("are spec §5's, in the profile", async () => {
      const account = await createAccount(context.database);
      const { token } = await signIn(suite.app, account);
      expect((await profile(suite.app, bearer(token))).json().data.passwordRules).toEqual(DEFAULT_PASSWORD_RULES);
    });
  });

  describe('configured (PASSWORD_PATTERN, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)', () => {
    const suite = suiteApp(context, { auth: { passwordRules: PASSPHRASES } });

    /** Forgot password up to the password step: its answer says the rules. */
    const passwordStep = async (account: TestAccount) => {
      const first = (await requestReset(suite.app, account.email)).json().data;
      const second = (await verifyResetCode(suite.app, first.token, (await lastCode(suite.app, account.email))!)).json().data;
      expect(second.passwordRules).toEqual(PASSPHRASES);
      return second.token as string;
    };

    it('are said when the reset opens its password step, and decide what the reset takes', async () => {
      const account = await createAccount(context.database);
      const token = await passwordStep(account);
      // Spec §5's pattern would take this one; the configured rules do not.
      expect((await createNewPass(suite.app, token, 'Quiet-river-2031')).json().message).toBe(AUTH_MESSAGES.passwordTooEasy);
      expect((await createNewPass(suite.app, token, 'quiet river old bridge lantern')).statusCode).toBe(200);
      expect((await login(suite.app, { ...account, password: 'quiet river old bridge lantern' })).json().data.otp).toBe(true);
    });

    it('are in the profile, and decide what the password change takes', async () => {
      const account = await createAccount(context.database);
      const { token } = await signIn(suite.app, account);
      expect((await profile(suite.app, bearer(token))).json().data.passwordRules).toEqual(PASSPHRASES);
      const change = (password: string) => changePassword(suite.app, token, { currentPassword: account.password, password, confirmPassword: password });
      expect((await change('too short words')).json()).toMatchObject({ message: AUTH_MESSAGES.passwordTooShort, data: { min: PASSPHRASES.minLength } });
      expect((await change('amber fox under the winter moon')).json()).toEqual({ err: 200, message: AUTH_MESSAGES.passwordChanged, data: null });
    });
  });
});
