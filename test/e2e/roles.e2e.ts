import type { Page } from 'playwright-core';
import { EMPLOYEE, MERCHANT } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { openPage, unexpectedProblems } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { menuLabels } from './support/signIn';
import { signInByApi } from './support/signInByApi';
import { networkQuiet } from './support/settled';

// Roles and permissions through the real API and database, on a server of the file's own. First the role path:
// the owner copies the built-in Cashier role (built-ins are copied, never changed), gives the copy to the demo
// employee, and removes "Transaction History" from it on the matrix; the employee's menu and route lose it at the
// next load of their open session. Then the per-user path: the owner gives it back to the employee alone on
// /user-permission/:id, with the roles screens checked by axe on the way.

const own = useOwnServer();

const ROLE = 'Thu ngân Bến Thành';

/** A change of rights takes the owner's password again, in "Confirm it's you". */
const confirmPassword = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Confirm it\'s you' });
  await dialog.getByLabel(/^Your password/).fill(MERCHANT.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};
const MATRIX = 'Permission matrix';

test('the owner removes Transaction History from the cashier role the employee holds: their menu and the route lose it at the next load', async () => {
  const employee = await openPage(own.browser());
  await signInByApi(employee.page, EMPLOYEE);
  expect(await menuLabels(employee.page)).toContain('Transaction History');

  const owner = await openPage(own.browser());
  await signInByApi(owner.page, MERCHANT);
  const page = owner.page;
  const roles = await callApi(page, 'POST', '/api/clientrole/clientRolesList', {});
  const cashier = (roles.body.data as { id: number; builtin: string | null }[]).find((role) => role.builtin === 'cashier')!;
  await page.goto(`/#/role/create?copyFrom=${cashier.id}`);
  await page.getByRole('heading', { level: 1, name: 'New Role' }).waitFor();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name.inputValue()).resolves.toBe('Copy of Cashier');
  await name.fill(ROLE);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/#\/role\/edit\/\d+/);

  // Through the app's own links: the role form guards unsaved changes, which a typed address would bypass.
  await page.getByRole('menuitem', { name: 'Roles & Permission' }).click();
  await page.getByRole('link', { name: 'User roles' }).click();
  await page.getByRole('heading', { level: 1, name: 'User Roles' }).waitFor();
  await page.getByRole('combobox', { name: 'Role of Trần Thị Bình' }).click();
  await page.getByRole('option', { name: ROLE }).click();
  await confirmPassword(page);
  await page.getByText('The role is changed. It applies at the user\'s next request.').waitFor();

  await page.getByRole('menuitem', { name: 'Roles & Permission' }).click();
  await page.getByRole('link', { name: MATRIX }).click();
  await page.getByRole('heading', { level: 1, name: 'Permission' }).waitFor();
  const cell = page.getByRole('checkbox', { name: `Transaction History for ${ROLE}`, exact: true });
  await expect(cell.isChecked()).resolves.toBe(true);
  await cell.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmPassword(page);
  await page.getByText('The permissions are saved. They apply at each user\'s next request.').waitFor();

  await employee.page.reload();
  await employee.page.getByRole('menuitem', { name: 'Checkout' }).waitFor();
  await networkQuiet(employee.page);
  expect(await menuLabels(employee.page)).not.toContain('Transaction History');
  await employee.page.goto('/#/transaction-history');
  await employee.page.getByText("You don't have the right permissions to access this page").waitFor();

  expect(unexpectedProblems(owner.problems, [])).toEqual([]);
  expect(unexpectedProblems(employee.problems, [])).toEqual([]);
  await employee.context.close();
  await owner.context.close();
});

test('the owner gives Transaction History back to the employee alone: their menu regains it at the next load', async () => {
  const employee = await openPage(own.browser());
  await signInByApi(employee.page, EMPLOYEE);
  expect(await menuLabels(employee.page)).not.toContain('Transaction History');

  const owner = await openPage(own.browser());
  await signInByApi(owner.page, MERCHANT);
  const page = owner.page;
  await page.getByRole('menuitem', { name: 'Roles & Permission' }).click();
  await page.getByRole('heading', { level: 1, name: 'Roles & Permission' }).waitFor();
  await page.getByRole('link', { name: 'Cashier', exact: true }).waitFor();
  await networkQuiet(page);
  expect(await axeFindings(page, '/user-roles')).toEqual([]);

  await page.getByRole('link', { name: 'User roles' }).click();
  await page.getByRole('heading', { level: 1, name: 'User Roles' }).waitFor();
  await page.getByRole('link', { name: 'Trần Thị Bình', exact: true }).waitFor();
  await networkQuiet(page);
  expect(await axeFindings(page, '/permission/user-roles')).toEqual([]);

  await page.getByRole('link', { name: 'Trần Thị Bình', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'User Permissions' }).waitFor();
  const transactions = page.getByRole('switch', { name: 'Allow Transaction History' });
  await transactions.waitFor();
  expect(await axeFindings(page, '/user-permission/:id')).toEqual([]);
  await transactions.click();
  await page.getByText('Added for this user').waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Confirm it\'s you' });
  await ask.getByLabel(/^Your password/).waitFor();
  expect(await axeFindings(page, 'the password dialog of a change of rights')).toEqual([]);
  await confirmPassword(page);
  await page.getByText('The permissions are saved. They apply at each user\'s next request.').waitFor();
  // The notice fades out by itself: axe must not read its colours halfway.
  await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });

  for (const [path, heading] of [['/permission', 'Permission'], ['/permissions', 'Permissions'], ['/role/create', 'New Role']] as const) {
    await page.goto(`/#${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await networkQuiet(page);
    expect(await axeFindings(page, path)).toEqual([]);
  }

  // The employee's open session: the next load re-reads their permissions.
  await employee.page.reload();
  await employee.page.getByRole('menuitem', { name: 'Checkout' }).waitFor();
  await networkQuiet(employee.page);
  expect(await menuLabels(employee.page)).toContain('Transaction History');
  await employee.page.goto('/#/transaction-history');
  await employee.page.getByRole('heading', { level: 1, name: 'Transaction History' }).waitFor();

  expect(unexpectedProblems(owner.problems, [])).toEqual([]);
  expect(unexpectedProblems(employee.problems, [])).toEqual([]);
  await employee.context.close();
  await owner.context.close();
});
