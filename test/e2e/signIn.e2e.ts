import type { Page } from 'playwright-core';
import { EMPLOYEE, MERCHANT, PARTNER, STAFF } from './support/accounts';
import { openPage, unexpectedProblems } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { nextCode, outbox, watchCaptchas } from './support/devHooks';
import { menuLabels, signIn, submitLogin } from './support/signIn';

// Sign-in, SMS code, forgot password, session loss and menus, through the real API and database.
// Tests share one server: the employee's password is changed by the forgot-password test, and the staff
// account's challenge is killed by the wrong-codes test, so each account's menu test runs before those.

const own = useOwnServer();

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

test('a merchant signs in with the captcha and the SMS code, sees their menu, and the device is then trusted', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signIn(page, MERCHANT);
  expect(await menuLabels(page)).toEqual(MERCHANT.menu);
  expect(await stored(page, 'session')).toBeTruthy();
  expect(await stored(page, 'code')).toBe('DEMO01');
  expect(await stored(page, 'phone')).toBe(MERCHANT.username);
  const deviceId = await stored(page, 'deviceId');

  // Sign out from the user menu, then sign in again on the same browser: no code is asked for.
  await page.getByRole('button', { name: /profile|account|user/i }).first().click();
  await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
  await page.waitForURL(/#\/login$/);
  expect(await stored(page, 'session')).toBeNull();
  expect(await stored(page, 'deviceId')).toBe(deviceId);
  const sent = (await outbox(MERCHANT.username)).length;
  const captchaAnswer = watchCaptchas(page);
  await page.reload();
  await page.locator('input[name="code"]').waitFor();
  expect(await page.locator('input[name="code"]').inputValue()).toBe('DEMO01');
  expect(await page.locator('input[name="username"]').inputValue()).toBe(MERCHANT.username);
  await submitLogin(page, captchaAnswer, MERCHANT);
  await page.waitForURL(/#\/dashboard/);
  expect((await outbox(MERCHANT.username)).length).toBe(sent);
  expect(problems).toEqual([]);
  await context.close();
});

test('a wrong captcha answer is refused with one alert and a new captcha', async () => {
  const { page, context, problems } = await openPage(own.browser());
  const captchaAnswer = watchCaptchas(page);
  await page.goto('/#/login');
  await page.locator('input[name="code"]').waitFor();
  await page.waitForFunction(() => document.querySelector('img[src^="data:image/svg+xml"]') !== null);
  const first = await page.locator('img[src^="data:image/svg+xml"]').getAttribute('src');
  await submitLogin(page, captchaAnswer, MERCHANT, { wrongCaptcha: true });
  await alertWith(page, /captcha/i).waitFor();
  await page.waitForFunction(
    (previous) => document.querySelector('img[src^="data:image/svg+xml"]')?.getAttribute('src') !== previous,
    first,
  );
  expect(page.url()).toMatch(/#\/login$/);
  expect(await stored(page, 'session')).toBeNull();
  expect(unexpectedProblems(problems, [400])).toEqual([]);
  await context.close();
});

test('losing the session while on a screen leads back to /login', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signIn(page, PARTNER);
  expect(await menuLabels(page)).toEqual(PARTNER.menu);
  await page.goto('/#/profile');
  await page.getByText(PARTNER.username).first().waitFor();
  // The session ends on the server (as after an idle timeout or a password change elsewhere).
  await page.evaluate(async () => {
    await fetch('/api/merchant/logout', { method: 'POST', headers: { Authorization: `Bearer ${localStorage.getItem('session')}` } });
  });
  await page.reload();
  await page.waitForURL(/#\/login$/);
  await alertWith(page, 'Session expired. Please login again').waitFor();
  expect(await stored(page, 'session')).toBeNull();
  expect(unexpectedProblems(problems, [401])).toEqual([]);
  await context.close();
});

test('the employee sees exactly their menu', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signIn(page, EMPLOYEE);
  expect(await menuLabels(page)).toEqual(EMPLOYEE.menu);
  expect(problems).toEqual([]);
  await context.close();
});

test('a device in another time zone is told that times are Vietnam time; a device on GMT+7 is not', async () => {
  const away = await openPage(own.browser(), { timezoneId: 'Europe/Paris' });
  await signIn(away.page, PARTNER);
  await away.page.getByTestId('zone-note').filter({ visible: true }).getByText('Vietnam time (GMT+7)', { exact: true }).waitFor();
  await away.page.goto('/#/profile');
  const lastSignIn = away.page.locator('dt', { hasText: 'Last sign-in' }).locator('xpath=following-sibling::dd[1]');
  expect(await lastSignIn.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(GMT\+7\)$/);
  expect(away.problems).toEqual([]);
  await away.context.close();

  // Asia/Bangkok reads the same clock as Ho Chi Minh City: nothing to say.
  const near = await openPage(own.browser(), { timezoneId: 'Asia/Bangkok' });
  await signIn(near.page, PARTNER);
  await near.page.goto('/#/profile');
  await near.page.locator('dt', { hasText: 'Last sign-in' }).waitFor();
  expect(await near.page.getByTestId('zone-note').count()).toBe(0);
  expect(near.problems).toEqual([]);
  await near.context.close();
});

test('forgot password by e-mail code, then sign-in with the new password still asks for the SMS code', async () => {
  const { page, context, problems } = await openPage(own.browser());
  const captchaAnswer = watchCaptchas(page);
  await page.goto('/#/forgotPass');
  await page.locator('input[name="username"]').fill(EMPLOYEE.email);
  const sent = (await outbox(EMPLOYEE.email)).length;
  await page.locator('input[name="captchaText"]').fill(await captchaAnswer());
  await page.locator('button[type="submit"]').click();
  await page.locator('input[name="otp"]').fill(await nextCode(EMPLOYEE.email, sent));
  await page.locator('button[type="submit"]').click();
  const newPassword = 'new-employee-2026';
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="confirmPassword"]').fill(newPassword);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/#\/login$/);
  await page.getByText('Your password has been changed. Please sign in.').waitFor();
  await context.close();

  const fresh = await openPage(own.browser());
  await signIn(fresh.page, { ...EMPLOYEE, password: newPassword });
  expect(await menuLabels(fresh.page)).toEqual(EMPLOYEE.menu);
  expect([...problems, ...fresh.problems]).toEqual([]);
  await fresh.context.close();
});

test('the staff account sees exactly the back-office menu', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signIn(page, STAFF);
  expect(await menuLabels(page)).toEqual(STAFF.menu);
  expect(problems).toEqual([]);
  await context.close();
});

test('five wrong SMS codes end the challenge: even the right code no longer signs in', async () => {
  const { page, context, problems } = await openPage(own.browser());
  const captchaAnswer = watchCaptchas(page);
  await page.goto('/#/login');
  await page.locator('input[name="code"]').waitFor();
  const sent = (await outbox(STAFF.username)).length;
  await submitLogin(page, captchaAnswer, STAFF);
  await page.waitForURL(/#\/verifyLogin/);
  const code = await nextCode(STAFF.username, sent);
  const wrong = code === '000000' ? '111111' : '000000';
  const otp = page.locator('input[name="otp"]');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await otp.fill(wrong);
    const answered = page.waitForResponse((response) => response.url().includes('/api/merchant/verifyLogin'));
    await page.getByRole('button', { name: 'Validate OTP' }).click();
    expect((await answered).status()).toBe(400);
    // A wrong code keeps the user here with the field emptied and a warning; wait for that before typing again.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="otp"]')?.value === '');
    await page.getByText('The code is incorrect. Please check it and try again.').first().waitFor();
    expect(page.url()).toMatch(/#\/verifyLogin/);
  }
  await otp.fill(code);
  await page.getByRole('button', { name: 'Validate OTP' }).click();
  await page.waitForURL(/#\/login$/);
  await page.getByText('The code has expired or is no longer valid. Please sign in again.').first().waitFor();
  expect(await stored(page, 'session')).toBeNull();
  expect(unexpectedProblems(problems, [400])).toEqual([]);
  await context.close();
});
