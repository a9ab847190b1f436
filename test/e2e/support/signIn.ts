import type { Page } from 'playwright-core';
import type { E2eAccount } from './accounts';
import { nextCode, outbox, watchCaptchas } from './devHooks';

/** Fills /login and submits it with the captcha's real answer (read through the dev hook). */
export const submitLogin = async (
  page: Page,
  captchaAnswer: () => Promise<string>,
  account: Pick<E2eAccount, 'code' | 'username' | 'password'>,
  options: { wrongCaptcha?: boolean } = {},
): Promise<void> => {
  await page.locator('input[name="code"]').fill(account.code);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  const answer = await captchaAnswer();
  await page.locator('input[name="captchaText"]').fill(options.wrongCaptcha ? `${answer}x` : answer);
  await page.locator('button[type="submit"]').click();
};

/** The whole sign-in of an untrusted browser: /login, then the SMS code on /verifyLogin, then the dashboard. */
export const signIn = async (page: Page, account: E2eAccount): Promise<void> => {
  const captchaAnswer = watchCaptchas(page);
  await page.goto('/#/login');
  await page.locator('input[name="code"]').waitFor();
  const sent = (await outbox(account.username)).length;
  await submitLogin(page, captchaAnswer, account);
  await page.waitForURL(/#\/verifyLogin/);
  // A code sent to this phone minutes ago and still open (an earlier test stopped at the code screen) is the one to
  // enter: the server goes on with it and sends none.
  const resumed = await page.getByText('it is still valid', { exact: false }).count() > 0;
  const code = resumed ? (await outbox(account.username)).find((message) => message.code)?.code : await nextCode(account.username, sent);
  if (!code) throw new Error(`no code for ${account.username}`);
  await page.locator('input[name="otp"]').fill(code);
  await page.getByRole('button', { name: 'Validate OTP' }).click();
  await page.waitForURL(/#\/dashboard/);
  // The shell has loaded (lazily) and drawn its layout: an address the test goes to next is read by the shell's
  // router, not raced by its start.
  await page.locator('.RaLayout-appFrame').waitFor({ state: 'attached' });
};

/**
 * The labels of the side menu, in order, once it is whole: the menu is busy until the list of page definitions has
 * come (production builds drop Emotion's labels; react-admin sets these classes itself).
 */
export const menuLabels = async (page: Page): Promise<string[]> => {
  await page.locator(':is(.RaMenu-open, .RaMenu-closed)[aria-busy="false"]').waitFor({ state: 'attached' });
  const items = page.locator('a.RaMenuItemLink-root');
  await items.first().waitFor();
  return (await items.allInnerTexts()).map((label) => label.trim());
};

/**
 * From /profile of a browser the SMS code made trusted: "Forget this device", sign out, then /login again up to the
 * second step (/verifyLogin), which the next sign-in asks for once more. Resolves to the SMS count of the account's
 * phone before that login, so that a test can show none was sent.
 */
export const signInAgainUntrusted = async (page: Page, account: E2eAccount): Promise<number> => {
  await page.getByRole('button', { name: 'Forget this device' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forget this device' }).click();
  await page.getByText('This browser is not remembered', { exact: false }).waitFor();
  await page.getByRole('button', { name: /profile|account|user/i }).first().click();
  await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
  await page.waitForURL(/#\/login$/);

  const smsBefore = (await outbox(account.username)).length;
  const captchaAnswer = watchCaptchas(page);
  await page.reload();
  await page.locator('img[src^="data:image/svg+xml"]').waitFor();
  await submitLogin(page, captchaAnswer, account);
  await page.waitForURL(/#\/verifyLogin/);
  return smsBefore;
};
