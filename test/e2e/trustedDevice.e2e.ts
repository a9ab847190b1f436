import type { Page } from 'playwright-core';
import { MERCHANT } from './support/accounts';
import { openPage } from './support/browser';
import { nextCode, notices, outbox, watchCaptchas } from './support/devHooks';
import { useOwnServer } from './support/ownServer';
import { submitLogin } from './support/signIn';
import { networkQuiet } from './support/settled';

// A browser the account has not used is asked for the SMS code, and is then trusted; a password reset ends that
// trust; the account's e-mail is told of each sign-in from a new device and of the reset. A server of its own:
// this file resets the merchant's password.

const own = useOwnServer();

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/**
 * Opens a sign-in screen in a freshly loaded document, so that the newest captcha the watcher saw is the one shown
 * (a captcha of the screen before could still be on its way otherwise).
 */
const openWithCaptcha = async (page: Page, hash: string): Promise<() => Promise<string>> => {
  await page.goto(hash);
  const captchaAnswer = watchCaptchas(page);
  await page.reload();
  expect(new URL(page.url()).hash).toBe(hash.slice(1));
  await page.locator('img[src^="data:image/svg+xml"]').waitFor();
  await networkQuiet(page);
  return captchaAnswer;
};

/** /login with the given password; answers whether the SMS code was asked (and gives it when it was). */
const signInAsked = async (page: Page, password: string): Promise<boolean> => {
  const captchaAnswer = await openWithCaptcha(page, '/#/login');
  const sent = (await outbox(MERCHANT.username)).length;
  await submitLogin(page, captchaAnswer, { ...MERCHANT, password });
  await page.waitForURL(/#\/(verifyLogin|dashboard)/);
  if (!page.url().includes('#/verifyLogin')) return false;
  await page.locator('input[name="otp"]').fill(await nextCode(MERCHANT.username, sent));
  await page.getByRole('button', { name: 'Validate OTP' }).click();
  await page.waitForURL(/#\/dashboard/);
  return true;
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: /profile|account|user/i }).first().click();
  await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
  await page.waitForURL(/#\/login$/);
};

test('a new browser is asked for the code, then trusted, until a password reset; the e-mail is told each time', async () => {
  const { page, context, problems } = await openPage(own.browser());
  const before = await notices(MERCHANT.email);

  // A new browser: the code is asked, then the device is remembered.
  expect(await signInAsked(page, MERCHANT.password)).toBe(true);
  const device = await stored(page, 'deviceId');
  expect(device).toBeTruthy();
  await signOut(page);

  // The same browser again: no code; the device value is traded for a new one.
  expect(await signInAsked(page, MERCHANT.password)).toBe(false);
  expect(await stored(page, 'deviceId')).not.toBe(device);
  await signOut(page);

  // Forgot password, in the same browser, the new password checked with the show/hide button.
  const captchaAnswer = await openWithCaptcha(page, '/#/forgotPass');
  await page.locator('input[name="username"]').fill(MERCHANT.email);
  const mailed = (await outbox(MERCHANT.email)).length;
  await page.locator('input[name="captchaText"]').fill(await captchaAnswer());
  await page.locator('button[type="submit"]').click();
  await page.locator('input[name="otp"]').fill(await nextCode(MERCHANT.email, mailed));
  await page.locator('button[type="submit"]').click();
  const newPassword = 'Copper kettle 2031';
  await page.locator('input[name="password"]').fill(newPassword);
  await page.getByRole('button', { name: 'Show password' }).first().click();
  expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('text');
  await page.locator('input[name="confirmPassword"]').fill(newPassword);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/#\/login$/);
  await page.getByText('Your password has been changed. Please sign in.').waitFor();

  // The reset forgot every device: the same browser is asked for the code again.
  expect(await signInAsked(page, newPassword)).toBe(true);

  // Two sign-ins from a new device and the reset were told to the e-mail, in English (the app's language), and
  // none carries a code or the device value.
  const all = await notices(MERCHANT.email);
  const told = all.slice(0, all.length - before.length);
  expect(told.map((notice) => notice.purpose)).toEqual(['notice.newDeviceSignIn', 'notice.passwordReset', 'notice.newDeviceSignIn']);
  const codes = (await outbox(MERCHANT.username)).concat(await outbox(MERCHANT.email)).flatMap((message) => (message.code ? [message.code] : []));
  for (const notice of told) {
    expect(notice).toMatchObject({ channel: 'email', code: null });
    expect(notice.text).toMatch(/When: \d\d\/\d\d\/\d{4} \d\d:\d\d \(Vietnam time, UTC\+7\)/);
    expect(notice.text).toMatch(/Device: Chrome \d+ on Linux/);
    expect(notice.text).toContain('Address: 127.0.0.1');
    for (const secret of [...codes, device!, newPassword]) expect(notice.text).not.toContain(secret);
  }
  expect(told[1].text).toContain('If you did not do this, choose a new password at once');
  expect(problems).toEqual([]);
  await context.close();
});
