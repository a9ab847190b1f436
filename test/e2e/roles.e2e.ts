import { EMPLOYEE, MERCHANT } from './support/accounts';
import { axeFindings } from './support/axe';
import { openPage, unexpectedProblems } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { menuLabels, signIn } from './support/signIn';

// Roles and permissions through the real API and database, on a server of the file's own: the owner walks the
// roles screens (each checked with axe), removes "Transaction History" for the demo employee on
// /user-permission/:id, and the employee's menu and route lose it at the next load of their open session.

jest.setTimeout(240_000);

const own = useOwnServer();

test('the owner removes Transaction History for the employee: their menu and the route lose it at the next load', async () => {
  const employee = await openPage(own.browser());
  await signIn(employee.page, EMPLOYEE);
  expect(await menuLabels(employee.page)).toContain('Transaction History');

  const owner = await openPage(own.browser());
  await signIn(owner.page, MERCHANT);
  const page = owner.page;
  await page.getByRole('menuitem', { name: 'Roles & Permission' }).click();
  await page.getByRole('heading', { level: 1, name: 'Roles & Permission' }).waitFor();
  await page.getByRole('link', { name: 'Cashier', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await axeFindings(page, '/user-roles')).toEqual([]);

  await page.getByRole('link', { name: 'User roles' }).click();
  await page.getByRole('heading', { level: 1, name: 'User Roles' }).waitFor();
  await page.getByRole('link', { name: 'Trần Thị Bình', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await axeFindings(page, '/permission/user-roles')).toEqual([]);

  await page.getByRole('link', { name: 'Trần Thị Bình', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'User Permissions' }).waitFor();
  const transactions = page.getByRole('switch', { name: 'Allow Transaction History' });
  await transactions.waitFor();
  expect(await axeFindings(page, '/user-permission/:id')).toEqual([]);
  await transactions.click();
  await page.getByText('Removed for this user').waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The permissions are saved. They apply at each user\'s next request.').waitFor();

  for (const [path, heading] of [['/permission', 'Permission'], ['/permissions', 'Permissions'], ['/role/create', 'New Role']] as const) {
    await page.goto(`/#${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page, path)).toEqual([]);
  }

  // The employee's open session: the next load re-reads their permissions.
  await employee.page.reload();
  await employee.page.getByRole('menuitem', { name: 'Checkout' }).waitFor();
  await employee.page.waitForLoadState('networkidle');
  expect(await menuLabels(employee.page)).not.toContain('Transaction History');
  await employee.page.goto('/#/transaction-history');
  await employee.page.getByText("You don't have the right permissions to access this page").waitFor();

  expect(unexpectedProblems(owner.problems, [])).toEqual([]);
  expect(unexpectedProblems(employee.problems, [])).toEqual([]);
  await employee.context.close();
  await owner.context.close();
});
