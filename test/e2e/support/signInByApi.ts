import type { Page } from 'playwright-core';
// Small, React-free modules of the app (no bundle behind them): the storage keys and the parsing of a sign-in
// answer are the app's own, so what this stores cannot drift from what a sign-in through the screens stores.
import { parseSignInData, type SignInData } from '../../../src/authProvider/session';
import { ownerCodeOf } from '../../../src/authProvider/userInfo';
import { parseUserAgent } from '../../../src/core/clientLabel';
import { STORAGE_KEYS } from '../../../src/storage';
import type { E2eAccount } from './accounts';
import { captchaText, nextCode, outbox } from './devHooks';

/**
 * A sign-in for tests whose subject comes after it: on /login, the real calls of the sign-in screens (captcha, login,
 * the SMS code from the dev outbox, verifyLogin) made by the page's own fetch, the session stored as the app stores
 * it (src/authProvider/session.ts `storeSignedIn`), then on to the dashboard as the screens go on. The screens
 * themselves are tested by signIn.e2e.ts, trustedDevice.e2e.ts and the others that use `signIn`. `locale`: the
 * language chosen on /login before signing in; the app then starts again in it (it reads the language at start).
 */
export const signInByApi = async (page: Page, account: E2eAccount, options: { locale?: 'en' | 'vi' } = {}): Promise<void> => {
  // The login screen signs out whoever was here (keeping the device secret and the language), as for a person; its
  // document is the app's (a non-app document of the origin would have the browser ask for /favicon.ico: a 404).
  await page.goto('/#/login');
  await page.locator('input[name="code"]').waitFor();
  if (options.locale) await page.evaluate(({ key, locale }) => localStorage.setItem(key, locale), { key: STORAGE_KEYS.locale, locale: options.locale });
  const captcha = (await callAsApp(page, 'GET', '/api/user/create-captcha')) as { id?: unknown };
  if (typeof captcha.id !== 'string') throw new Error('signInByApi: no captcha');
  const sent = (await outbox(account.username)).length;
  // The device secret of an earlier sign-in on this browser, if any, sent back as the app does.
  const deviceId = (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.deviceId)) ?? '';
  const login = await callAsApp(page, 'POST', '/api/merchant/login', {
    username: account.username,
    code: account.code,
    password: account.password,
    captchaId: captcha.id,
    // The app sends `captchaId,text` (src/authProvider/captcha.ts, spec §9).
    captchaText: `${captcha.id},${await captchaText(captcha.id)}`,
    ...parseUserAgent(await page.evaluate(() => navigator.userAgent)),
    ip: '127.0.0.1',
    deviceId,
  });
  let data = parseSignInData(login.data);
  // A trusted browser (its deviceId) is signed in at once; otherwise the SMS code finishes it.
  if (data.otp) {
    if (!data.otpId) throw new Error('signInByApi: no otpId');
    // A code sent minutes ago and still open is the one to enter (the server sends none then): see `signIn`.
    const fields = login.data as { codeSentAt?: unknown; resendAfterSeconds?: unknown; factors?: unknown } | null;
    if (fields?.resendAfterSeconds !== undefined || (Array.isArray(fields?.factors) && fields.factors[0] !== 'sms')) {
      throw new Error(`signInByApi: ${account.username} was sent no code (${JSON.stringify(fields)}): use signIn`);
    }
    const code = fields?.codeSentAt
      ? (await outbox(account.username)).find((message) => message.code)?.code
      : await nextCode(account.username, sent);
    if (!code) throw new Error(`signInByApi: no code for ${account.username}`);
    const verified = await callAsApp(page, 'POST', '/api/merchant/verifyLogin', {
      otp: code, otpId: data.otpId, deviceId: data.deviceId ?? deviceId,
    });
    data = parseSignInData(verified.data);
  }
  await page.evaluate(storeSignedIn, { keys: STORAGE_KEYS, entries: signedInEntries(data) });
  if (options.locale) {
    // The app reads the language at start: the dashboard is loaded anew (replaceState fires no hashchange, so the
    // entry does not start on the shell before the reload).
    await page.evaluate(() => window.history.replaceState(window.history.state, '', '#/dashboard'));
    await page.reload();
  } else {
    // As the sign-in screens go on (src/signIn/goTo.ts): the light entry hears the hash and loads the shell.
    await page.evaluate(() => {
      window.location.hash = '#/dashboard';
    });
  }
  // The shell has loaded (lazily) and drawn its layout, as `signIn` waits for; a refused session shows /login.
  await page.locator('.RaLayout-appFrame').or(page.getByRole('alert')).first().waitFor({ state: 'attached' });
  if (!/#\/dashboard/.test(page.url()) || (await page.locator('.RaLayout-appFrame').count()) === 0) {
    throw new Error(`signInByApi: the app shows ${page.url()}, not the dashboard`);
  }
};

type StoredKey = keyof typeof STORAGE_KEYS;

/**
 * What `storeSignedIn` writes for this answer, key by key: session, user, deviceId, code, phone, tokenMcPt. An
 * answer that must go elsewhere first (first password, a strong factor to add) is not a sign-in to the dashboard.
 */
const signedInEntries = (data: SignInData): [StoredKey, string][] => {
  const user = data.userInfo;
  if (!data.token || !user) throw new Error('signInByApi: the answer carries no session');
  if (user.mustChangePassword || user.mustEnrolStrongFactor) throw new Error('signInByApi: this sign-in does not lead to the dashboard: use signIn');
  return [
    ['session', data.token],
    ['user', JSON.stringify(user)],
    ...(data.deviceId ? [['deviceId', data.deviceId] as [StoredKey, string]] : []),
    ['code', ownerCodeOf(user)],
    ['phone', user.phone],
    ...(data.tokenMcPt ? [['tokenMcPt', JSON.stringify(data.tokenMcPt)] as [StoredKey, string]] : []),
  ];
};

const storeSignedIn = ({ keys, entries }: { keys: typeof STORAGE_KEYS; entries: [StoredKey, string][] }): void => {
  for (const [key, value] of entries) localStorage.setItem(keys[key], value);
};

/**
 * A call as the app's HTTP client makes it before a session (src/dataProvider/httpClient.ts): same origin, JSON,
 * the app's language, `Bearer customer`. Answers the body; anything but 200 throws with the server's message.
 */
const callAsApp = async (page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ data: unknown }> => {
  const answer = await page.evaluate(
    async ({ method, path, body, localeKey }) => {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Accept-Language': localStorage.getItem(localeKey) ?? 'en',
        Authorization: 'Bearer customer',
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as { err?: unknown; message?: unknown; data: unknown } };
    },
    { method, path, body, localeKey: STORAGE_KEYS.locale },
  );
  if (answer.status !== 200) throw new Error(`signInByApi: ${method} ${path} answered ${answer.status} ${String(answer.body.message)}`);
  return answer.body;
};
