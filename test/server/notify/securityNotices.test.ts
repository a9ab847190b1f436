import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { auditEvents, users } from '../../../server/db/schema';
import type { Notifier } from '../../../server/notify/notifier';
import { recordMessage } from '../../../server/notify/outbox';
import { formatDateTime } from '../../../src/core/formatDate';
import { createAccount, type TestAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { changePassword, createNewPass, requestReset, verifyResetCode } from '../support/passwordCalls';
import { bearer, lastCode, outbox, profile, signIn, solveCaptcha } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A browser's sign-in: login, then the SMS code when asked, with the app's language and a user agent. */
const browserSignIn = async (app: ReturnType<typeof suiteApp>['app'], account: TestAccount, headers: Record<string, string>, deviceId = '') => {
  const login = await app.inject({
    method: 'POST', url: '/api/merchant/login', headers,
    payload: { code: account.code, username: account.username, password: account.password, deviceId, ...(await solveCaptcha(app)) },
  });
  const data = login.json().data;
  if (!data.otp) return { data, code: null };
  const code = (await lastCode(app, account.username))!;
  const verify = await app.inject({ method: 'POST', url: '/api/merchant/verifyLogin', headers, payload: { otpId: data.otpId, otp: code, deviceId } });
  return { data: verify.json().data, code };
};

const notices = async (app: ReturnType<typeof suiteApp>['app'], to: string) => (await outbox(app, to)).filter((m) => m.purpose.startsWith('notice.'));

describeEachDatabase('Security notices', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  it('a sign-in that needed the SMS code e-mails what, when, from which device and address, and what to do; a trusted one does not', async () => {
    const account = await createAccount(context.database);
    const first = await browserSignIn(suite.app, account, { 'user-agent': CHROME_ON_WINDOWS, 'accept-language': 'en' });
    const [notice, ...more] = await notices(suite.app, account.email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ to: account.email, channel: 'email', purpose: 'notice.newDeviceSignIn', code: null });
    // The suite's clock starts at 02:00 UTC on 21/11/2026: 09:00 in Ho Chi Minh City.
    expect(notice.text).toContain('signed in to from a device it had not used before');
    expect(notice.text).toContain(`Account: ${account.code} / ${account.username}`);
    expect(notice.text).toContain('When: 21/11/2026 09:00 (Vietnam time, UTC+7)');
    expect(notice.text).toContain('Device: Chrome 126 on Windows');
    expect(notice.text).toContain('Address: 127.0.0.1');
    expect(notice.text).toContain('If it was not you, someone knows your password: change it at once');
    // No secret: neither the code it followed, nor the device value, nor the session.
    for (const secret of [first.code!, first.data.deviceId, first.data.token, first.data.tokenMcPt.token]) expect(notice.text).not.toContain(secret);

    clock.advance(MINUTE);
    const again = await browserSignIn(suite.app, account, { 'user-agent': CHROME_ON_WINDOWS }, first.data.deviceId);
    expect(again.code).toBeNull();
    expect(await notices(suite.app, account.email)).toHaveLength(1);
  });

  it("speaks the app's language, kept from the sign-in for later notices; both languages while none is known", async () => {
    const account = await createAccount(context.database);
    await signIn(suite.app, account);
    const [unknown] = await notices(suite.app, account.email);
    expect(unknown.text).toMatch(/Xin chào[\s\S]*Hello/);

    clock.advance(MINUTE);
    const { data } = await browserSignIn(suite.app, account, { 'accept-language': 'vi' });
    const [vietnamese] = await notices(suite.app, account.email);
    expect(vietnamese.text).toContain('Tài khoản của bạn vừa được đăng nhập từ một thiết bị chưa từng dùng trước đây');
    expect(vietnamese.text).toContain('Thời gian: 21/11/2026 09:0');
    expect(vietnamese.text).not.toContain('Hello');
    const [row] = await context.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, account.userId));
    expect(row.locale).toBe('vi');

    // A later call that says no language (another client) keeps the user's.
    const password = 'Amber fox 2031';
    expect((await changePassword(suite.app, data.token, { currentPassword: account.password, password, confirmPassword: password })).json().message)
      .toBe(AUTH_MESSAGES.passwordChanged);
    const [changed] = await notices(suite.app, account.email);
    expect(changed.purpose).toBe('notice.passwordChanged');
    expect(changed.text).toContain('Mật khẩu tài khoản của bạn vừa được đổi');
    expect(changed.text).not.toContain(password);
  });

  it('goes by SMS, without marks, to an account that has no e-mail', async () => {
    const account = await createAccount(context.database);
    await context.database.db.update(users).set({ email: null }).where(eq(users.id, account.userId));
    await browserSignIn(suite.app, account, { 'accept-language': 'vi', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });
    const [sms] = await notices(suite.app, account.username);
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'notice.newDeviceSignIn', code: null });
    expect(sms.text).toBe(
      `Cong thong tin doi tac: dang nhap moi luc ${formatDateTime(clock.now())}, Safari 17 tren iOS, IP 127.0.0.1. Khong phai ban? Hay doi mat khau ngay.`,
    );
  });

  it('a reset is told to the account, without its code, token or new password', async () => {
    const account = await createAccount(context.database);
    const english = { 'accept-language': 'en-GB,en;q=0.9,vi;q=0.8', 'user-agent': CHROME_ON_WINDOWS };
    const step1 = await suite.app.inject({ method: 'POST', url: '/api/merchant/resetPass', headers: english, payload: { username: account.email, ...(await solveCaptcha(suite.app)) } });
    await suite.app.services.auth.afterAnswer.idle();
    const code = (await lastCode(suite.app, account.email))!;
    const step2 = await suite.app.inject({ method: 'POST', url: '/api/merchant/resetPassVerifyOTP', headers: english, payload: { token: step1.json().data.token, otp: code } });
    const token = step2.json().data.token as string;
    const password = 'Quiet lantern 2031';
    const step3 = await suite.app.inject({ method: 'POST', url: '/api/merchant/createNewPass', headers: english, payload: { token, password, confirmPassword: password } });
    expect(step3.statusCode).toBe(200);
    const [notice] = await notices(suite.app, account.email);
    expect(notice).toMatchObject({ purpose: 'notice.passwordReset', channel: 'email', code: null });
    expect(notice.text).toContain('The password of your account was reset with "Forgot password?"');
    expect(notice.text).toContain('If you did not do this, choose a new password at once');
    for (const secret of [code, token, step1.json().data.token, password]) expect(notice.text).not.toContain(secret);
  });

  it('a refused password change or reset tells nobody', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(suite.app, account);
    const before = (await notices(suite.app, account.email)).length;
    await changePassword(suite.app, token, { currentPassword: 'not-the-password', password: 'Amber fox 2031', confirmPassword: 'Amber fox 2031' });
    await changePassword(suite.app, token, { currentPassword: account.password, password: '123456789', confirmPassword: '123456789' });
    const first = (await requestReset(suite.app, account.email)).json().data.token;
    const second = (await verifyResetCode(suite.app, first, (await lastCode(suite.app, account.email))!)).json().data.token;
    await createNewPass(suite.app, second, 'iloveyou2');
    expect((await profile(suite.app, bearer(token))).statusCode).toBe(200);
    expect(await notices(suite.app, account.email)).toHaveLength(before);
  });
});

describeEachDatabase('Security notices that cannot be delivered', (context) => {
  // The e-mail gateway is down for notices; codes still reach the outbox. The event itself must not fail.
  const failing = (): Notifier => ({
    async send(message) {
      if (message.purpose.startsWith('notice.')) throw new Error('SMTP unreachable');
      await recordMessage(context.database.db, message, new Date());
    },
  });
  const suite = suiteApp(context, () => ({ notifier: failing() }));

  it('leave the password change done, and are audited', async () => {
    const account = await createAccount(context.database);
    const { token } = await signIn(suite.app, account);
    const password = 'Amber fox 2031';
    const answer = await changePassword(suite.app, token, { currentPassword: account.password, password, confirmPassword: password });
    expect(answer.json()).toEqual({ err: 200, message: AUTH_MESSAGES.passwordChanged, data: null });
    const rows = await context.database.db.select().from(auditEvents).where(eq(auditEvents.userId, account.userId));
    expect(rows.filter((row) => row.kind === 'noticeFailed').map((row) => row.detail)).toEqual([
      { event: 'newDeviceSignIn', channel: 'email', reason: 'SMTP unreachable' },
      { event: 'passwordChanged', channel: 'email', reason: 'SMTP unreachable' },
    ]);
  });
});
