import type { BrowserContext, Page } from 'playwright-core';
import { MERCHANT, STAFF } from './support/accounts';
import { axeFindings } from './support/axe';
import { openPage } from './support/browser';
import { nextCode, notices, outbox, watchCaptchas } from './support/devHooks';
import { useOwnServer } from './support/ownServer';
import { pageOverflow, unreachableControls } from './support/reflow';
import { signInAgainUntrusted, submitLogin } from './support/signIn';
import { signInByApi } from './support/signInByApi';

// The demo owner adds a passkey on /profile, signs out, signs in again with it and no SMS, then moves money confirming
// with it, and requires a strong factor of a role confirming that with it, again with no SMS (issue 35). Chromium's virtual
// authenticator (DevTools protocol) stands in for a phone or laptop that checks a fingerprint. A server of its own,
// on localhost: a passkey's relying party is a domain, and this file gives the merchant a passkey. Its staff must sign
// in with a passkey or an app (STAFF_REQUIRE_STRONG_FACTOR): the staff account is led to add one.

const own = useOwnServer({ host: 'localhost', env: { STAFF_REQUIRE_STRONG_FACTOR: 'true' } });

/** A platform authenticator that verifies its user at once (the fingerprint or screen lock, always accepted). */
const addVirtualAuthenticator = async (context: BrowserContext, page: Page): Promise<void> => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
};

test('the owner adds a passkey on /profile, signs in with it and confirms a transfer with it, and no SMS is sent', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await addVirtualAuthenticator(context, page);
  await signInByApi(page, MERCHANT);

  await page.goto('/#/profile');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel(/^Name of this passkey/).fill('Test laptop');
  await section.getByLabel(/^Password/).fill(MERCHANT.password);
  await section.getByRole('button', { name: 'Create passkey' }).click();
  // The first strong factor brings the recovery codes, shown this once.
  const recovery = page.getByRole('region', { name: 'Recovery codes' });
  const codes = recovery.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await recovery.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await recovery.getByRole('button', { name: 'Done' }).click();
  await recovery.getByText('10 recovery codes left').waitFor();
  await section.getByText(/^Added .* · not used yet$/).waitFor();
  expect(await section.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/^Test laptop\n/)]);
  expect((await notices(MERCHANT.email)).map((notice) => notice.purpose)).toContain('notice.passkeyAdded');

  // This browser became trusted with the SMS code: forgotten, its next sign-in asks for the second step again.
  const smsBefore = await signInAgainUntrusted(page, MERCHANT);
  await page.getByText(/^Use your passkey/).waitFor();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL(/#\/dashboard/);
  expect((await outbox(MERCHANT.username)).length).toBe(smsBefore);

  await page.goto('/#/profile');
  await section.getByText(/ · last used /).waitFor();

  // A transfer: the owner with a passkey is asked for it, not for an SMS code.
  await page.goto('/#/merchants');
  await page.getByRole('region', { name: 'Balance' }).getByRole('button', { name: 'Move money' }).click();
  const form = page.getByRole('dialog', { name: 'Move money to a bank account' });
  await form.getByText(/^From ₫10,000/).waitFor();
  await form.getByRole('combobox', { name: 'Bank account' }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Amount (₫)' }).fill('21000');
  await form.getByRole('button', { name: 'Send code' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the transfer' });
  await confirm.getByText(/^Confirm moving ₫21,000 to .* with your passkey/).waitFor();
  expect(await confirm.getByRole('textbox').count()).toBe(0);
  await confirm.getByRole('button', { name: 'Send a code by SMS instead' }).waitFor();
  expect(await axeFindings(page, '/merchants confirm with passkey')).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm with passkey' }).click();
  const moved = page.getByRole('dialog', { name: 'Money moved' });
  await moved.getByText(/^₫21,000 was moved to /).waitFor();
  expect((await outbox(MERCHANT.username)).length).toBe(smsBefore);
  await moved.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('region', { name: 'Recent transfers' }).getByRole('row').nth(1).getByText('Completed').waitFor();

  // A role that moves money, then required to sign in with a passkey or an app: the change of rights is confirmed
  // with the passkey in "Confirm it's you", and again no SMS.
  await page.goto('/#/role/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('Kế toán chuyển tiền');
  await page.getByRole('checkbox', { name: 'Move money' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/#\/role\/edit\/\d+$/);
  const require = page.getByRole('checkbox', { name: 'Require a passkey or an authenticator app to sign in' });
  await require.check();
  await page.getByRole('button', { name: 'Save' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it\'s you' });
  await stepUp.getByText('Confirm with one of your passkeys.', { exact: false }).waitFor();
  await stepUp.getByRole('button', { name: 'Use your password instead' }).waitFor();
  expect(await axeFindings(page, '"Confirm it\'s you" with a passkey')).toEqual([]);
  await stepUp.getByRole('button', { name: 'Use a passkey' }).click();
  await page.getByText('The role is saved.').waitFor();
  await page.waitForURL(/#\/user-roles/);
  expect((await outbox(MERCHANT.username)).length).toBe(smsBefore);
  expect(problems).toEqual([]);
  await context.close();
});

test('staff required to use a strong factor sign in with the SMS code into /enrolFactor, add a passkey there and go on to the dashboard', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await addVirtualAuthenticator(context, page);
  const captchaAnswer = watchCaptchas(page);
  await page.goto('/#/login');
  await page.locator('input[name="code"]').waitFor();
  const sent = (await outbox(STAFF.username)).length;
  await submitLogin(page, captchaAnswer, STAFF);
  await page.waitForURL(/#\/verifyLogin/);
  await page.locator('input[name="otp"]').fill(await nextCode(STAFF.username, sent));
  await page.getByRole('button', { name: 'Validate OTP' }).click();
  await page.waitForURL(/#\/enrolFactor/);
  const heading = page.getByRole('heading', { level: 1, name: 'Add a passkey or an authenticator app' });
  await heading.waitFor();
  await page.getByRole('region', { name: 'Passkeys' }).getByRole('button', { name: 'Add a passkey' }).waitFor();
  expect(await axeFindings(page, '/enrolFactor (en)')).toEqual([]);

  // In Vietnamese, and at a phone's width (320 CSS px: 1280 px at 400 %), nothing scrolls sideways or is out of reach.
  await page.evaluate(() => localStorage.setItem('locale', 'vi'));
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Thêm khoá truy cập hoặc ứng dụng xác thực' }).waitFor();
  expect(await axeFindings(page, '/enrolFactor (vi)')).toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  expect([...(await pageOverflow(page, '/enrolFactor')), ...(await unreachableControls(page, '/enrolFactor'))]).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();

  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel(/^Name of this passkey/).fill('Office key');
  await section.getByLabel(/^Password/).fill(STAFF.password);
  await section.getByRole('button', { name: 'Create passkey' }).click();
  const recovery = page.getByRole('region', { name: 'Recovery codes' });
  await recovery.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await recovery.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL(/#\/dashboard/);
  await page.locator('.RaLayout-appFrame').waitFor({ state: 'attached' });
  expect(problems).toEqual([]);
  await context.close();
});
