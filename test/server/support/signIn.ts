import type { OutboxMessage } from '../../../src/api/dev';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { type AccountOptions, type TestAccount, createAccount } from './accounts';

/** A captcha and its answer, read through the development hook as a browser would. */
export const solveCaptcha = async (app: App): Promise<{ captchaId: string; captchaText: string }> => {
  const { id } = (await app.inject('/api/user/create-captcha')).json();
  const { data } = (await app.inject(`/api/dev/captcha/${id}`)).json();
  return { captchaId: id, captchaText: data.text };
};

/** `deviceId`: the device secret of an earlier answer, or a made-up one, or '' (a browser that has none). */
export const login = async (app: App, account: Pick<TestAccount, 'code' | 'username' | 'password'>, deviceId = '', extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST', url: '/api/merchant/login',
    payload: { code: account.code, username: account.username, password: account.password, deviceId, ...(await solveCaptcha(app)), ...extra },
  });

/** What was sent to a phone or e-mail, newest first (dev outbox). */
export const outbox = async (app: App, to: string): Promise<OutboxMessage[]> =>
  (await app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json().data;

/** The newest code sent to a phone or e-mail. */
export const lastCode = async (app: App, to: string): Promise<string | undefined> => (await outbox(app, to))[0]?.code ?? undefined;

export const outboxCount = async (app: App, to: string): Promise<number> => (await outbox(app, to)).length;

export const verify = (app: App, otpId: string, otp: string, deviceId = '') =>
  app.inject({ method: 'POST', url: '/api/merchant/verifyLogin', payload: { otpId, otp, deviceId } });

/**
 * Login, then the SMS code when asked: a usable session, and the device secret the answer issued (to send at the
 * next login). `deviceId` is what the browser holds: '' for a new one.
 */
export const signIn = async (app: App, account: Pick<TestAccount, 'code' | 'username' | 'password'>, deviceId = '') => {
  const first = await login(app, account, deviceId);
  if (first.statusCode !== 200) throw new Error(`login failed: ${first.body}`);
  const data = first.json().data;
  const signedIn = (answer: typeof first) => {
    const signed = answer.json().data;
    return { token: signed.token as string, secondToken: signed.tokenMcPt.token as string, deviceId: signed.deviceId as string, body: answer.json() };
  };
  if (!data.otp) return signedIn(first);
  const code = await lastCode(app, account.username);
  const second = await verify(app, data.otpId, code!, deviceId);
  if (second.statusCode !== 200) throw new Error(`verify failed: ${second.body}`);
  return signedIn(second);
};

export const bearer = (token: string, secondToken?: string) => ({
  authorization: `Bearer ${token}`, ...(secondToken === undefined ? {} : { token: secondToken }),
});

export interface SignedIn {
  account: TestAccount;
  headers: Record<string, string>;
}

/** A new account (its own owner unless `code` is given), signed in: the headers of its session. */
export const signedIn = async (app: App, database: Database, options: AccountOptions = {}): Promise<SignedIn> => {
  const account = await createAccount(database, options);
  const { token, secondToken } = await signIn(app, account);
  return { account, headers: bearer(token, secondToken) };
};

export const profile = (app: App, headers: Record<string, string> = {}) => app.inject({ url: '/api/merchant/profile', headers });

/** A code that is not the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
