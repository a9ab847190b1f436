import { MERCHANT } from './support/accounts';
import { axeFindings } from './support/axe';
import { openPage, unexpectedProblems } from './support/browser';
import { nextCode, outbox, watchCaptchas } from './support/devHooks';
import { useOwnServer } from './support/ownServer';
import { submitLogin } from './support/signIn';
import { signInByApi } from './support/signInByApi';
import { networkQuiet } from './support/settled';

// Employees through the real API and database, on a server of the file's own: the owner adds an employee at a
// shop with a first password; the employee (a second browser context) must choose their own before anything else;
// the owner adds and removes a device, then locks the employee, whose open session is sent back to sign-in.

const own = useOwnServer();

const PHONE = '0399123456';
const FIRST_PASSWORD = 'Quartz-Lantern-7391';
const OWN_PASSWORD = 'Chosen-By-Me-2048';
const NAME = 'Võ Thị E2E';

test('the owner adds an employee who must change the first password; a device is added and removed; locking ends their session', async () => {
  const owner = await openPage(own.browser());
  await signInByApi(owner.page, MERCHANT);
  const page = owner.page;

  await page.getByRole('menuitem', { name: 'Employee Management' }).click();
  await page.getByRole('heading', { level: 1, name: 'Employee Management' }).waitFor();
  await networkQuiet(page);
  expect(await axeFindings(page, '/submerchants')).toEqual([]);

  await page.getByRole('link', { name: 'Add employee' }).click();
  await page.getByRole('heading', { level: 1, name: 'New Employee' }).waitFor();
  await page.getByRole('textbox', { name: 'Full name' }).fill(NAME);
  await page.getByRole('textbox', { name: 'Phone (username)' }).fill(PHONE);
  await page.getByRole('combobox', { name: 'Shops' }).click();
  const shopName = (await page.getByRole('option').first().textContent()) ?? '';
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option').first().click();
  await page.locator('input[name="password"]').fill(FIRST_PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(FIRST_PASSWORD);
  expect(await axeFindings(page, '/submerchant/create')).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  // A new employee is a gift of their role's rights: the owner's own password again.
  const confirm = page.getByRole('dialog', { name: 'Confirm it\'s you' });
  await confirm.getByLabel(/^Your password/).fill(MERCHANT.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { level: 1, name: 'Employee Detail' }).waitFor();
  await page.getByText('Must choose their own password at the next sign-in').waitFor();
  const detailUrl = page.url();

  // The employee, in a browser of their own: the first sign-in leads to the password step and nowhere else.
  const employee = await openPage(own.browser());
  const captchaAnswer = watchCaptchas(employee.page);
  const account = { code: MERCHANT.code, username: PHONE, password: FIRST_PASSWORD };
  await employee.page.goto('/#/login');
  await employee.page.locator('input[name="code"]').waitFor();
  let sent = (await outbox(PHONE)).length;
  await submitLogin(employee.page, captchaAnswer, account);
  await employee.page.waitForURL(/#\/verifyLogin/);
  await employee.page.locator('input[name="otp"]').fill(await nextCode(PHONE, sent));
  await employee.page.getByRole('button', { name: 'Validate OTP' }).click();
  await employee.page.waitForURL(/#\/firstPassword/);
  await employee.page.getByRole('heading', { name: 'Choose your password' }).waitFor();
  expect(await axeFindings(employee.page, '/firstPassword')).toEqual([]);
  await employee.page.goto('/#/dashboard');
  await employee.page.waitForURL(/#\/firstPassword/);
  await employee.page.getByLabel('Password you were given').fill(FIRST_PASSWORD);
  await employee.page.locator('input[name="password"]').fill(OWN_PASSWORD);
  await employee.page.locator('input[name="confirmPassword"]').fill(OWN_PASSWORD);
  await employee.page.getByRole('button', { name: 'Save my password' }).click();
  await employee.page.waitForURL(/#\/login/);
  await employee.page.locator('input[name="code"]').waitFor();
  sent = (await outbox(PHONE)).length;
  await submitLogin(employee.page, captchaAnswer, { ...account, password: OWN_PASSWORD });
  await employee.page.waitForURL(/#\/verifyLogin/);
  await employee.page.locator('input[name="otp"]').fill(await nextCode(PHONE, sent));
  await employee.page.getByRole('button', { name: 'Validate OTP' }).click();
  await employee.page.waitForURL(/#\/dashboard/);

  // The owner adds a device at the employee's shop, then removes it after a confirmation naming it.
  await page.goto(detailUrl);
  await page.getByText('No device yet.').waitFor();
  await page.getByRole('link', { name: 'Add device' }).click();
  await page.getByRole('heading', { level: 1, name: `New Device · ${NAME}` }).waitFor();
  await page.getByRole('textbox', { name: 'Serial' }).fill('PAX-E2E-0001');
  await page.getByRole('combobox', { name: 'Shop' }).click();
  await page.getByRole('option', { name: shopName }).click();
  expect(await axeFindings(page, '/device/create')).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { level: 1, name: 'Employee Detail' }).waitFor();
  await page.getByRole('cell', { name: 'PAX-E2E-0001', exact: true }).first().waitFor();
  await networkQuiet(page);
  expect(await axeFindings(page, '/submerchant/detail')).toEqual([]);
  await page.getByRole('button', { name: 'Remove PAX-E2E-0001' }).click();
  await page.getByRole('dialog').getByText('Remove PAX-E2E-0001?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await page.getByText('No device yet.').waitFor();

  // Lock, confirming by name: the employee's open session fails at its next request and lands on sign-in.
  await page.getByRole('button', { name: `Lock ${NAME}` }).click();
  await page.getByRole('dialog').getByText(`Lock ${NAME}?`).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Lock' }).click();
  await page.getByText('The employee is locked and signed out everywhere.').waitFor();
  await employee.page.getByRole('menuitem', { name: 'Transaction History' }).click();
  await employee.page.waitForURL(/#\/login/);
  await employee.page.getByText('Session expired. Please login again').waitFor();

  expect(unexpectedProblems(owner.problems, [])).toEqual([]);
  // The refused list call is the one the lock provokes: its 401 and react-admin's log of the failed getList.
  expect(unexpectedProblems(employee.problems, [401]).filter((problem) => !/HttpError: session_expired_please_login_again/.test(problem))).toEqual([]);
  await employee.context.close();
  await owner.context.close();
});
