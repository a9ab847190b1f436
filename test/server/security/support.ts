import type { App } from '../../../server/app';
import { DEMO_ACCOUNTS } from '../../../server/db/demo/accounts';
import { bearer, lastCode, login } from '../support/signIn';

export const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';
export const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

export type DemoName = 'owner' | 'employee' | 'partner' | 'owner2';

const ACCOUNT_OF: Record<DemoName, string> = { owner: '0901234567', employee: '0912345678', partner: '0907654321', owner2: '0909999999' };

export const demoAccount = (name: DemoName) => DEMO_ACCOUNTS.find((account) => account.username === ACCOUNT_OF[name])!;

export interface DemoSession {
  headers: Record<string, string>;
  /** The device secret the answer issued (what the browser keeps for its next sign-in). */
  deviceId: string;
}

/**
 * Signs a demo account in as a browser would: the login body describes the browser, the User-Agent names it too,
 * and the SMS code is read from the dev outbox when asked. `deviceId`: a secret of an earlier answer, or ''.
 */
export const signInDemo = async (
  app: App, name: DemoName, { deviceId = '', userAgent = CHROME_ON_WINDOWS, browser = {} as Record<string, string> } = {},
): Promise<DemoSession & { otpAsked: boolean }> => {
  const account = demoAccount(name);
  const first = await login(app, account, deviceId, { browser: 'Chrome', browserVersion: '131.0.6778.85', os: 'Windows', osVersion: '10.0', ...browser });
  if (first.statusCode !== 200) throw new Error(`login failed: ${first.body}`);
  let data = first.json().data;
  const otpAsked = data.otp === true;
  if (otpAsked) {
    const code = await lastCode(app, account.username);
    const second = await app.inject({
      method: 'POST', url: '/api/merchant/verifyLogin', payload: { otpId: data.otpId, otp: code, deviceId }, headers: { 'user-agent': userAgent },
    });
    if (second.statusCode !== 200) throw new Error(`verify failed: ${second.body}`);
    data = second.json().data;
  }
  return { headers: bearer(data.token, data.tokenMcPt.token), deviceId: data.deviceId, otpAsked };
};


export const poster = (app: () => App) => (url: string, payload: unknown, headers: Record<string, string>) =>
  app().inject({ method: 'POST', url: `/api/security/${url}`, payload: payload as Record<string, unknown>, headers });
