import { screen, waitFor, within } from '@testing-library/react';
import { ACTIONS } from '../../../../src/api/permissions';
import { ok } from '../../support/api';
import { BINH_PERMISSIONS, confirmWithPassword, OWNER_PASSWORD, rolesApi, USERS } from '../roles/rolesFixtures';
import { renderRoles } from '../roles/renderRoles';

/** /permission/user-roles, /user-permission/:id and /permissions. */

beforeEach(() => localStorage.clear());

test('users with their role: the owner\'s shown, not offered; another role is assigned at once', async () => {
  const api = rolesApi();
  const { user } = renderRoles('/permission/user-roles');
  await screen.findByText('Nguyễn Văn Bình');
  expect(screen.getByRole('heading', { level: 1, name: 'User Roles' })).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nguyễn Văn An', '0901234567', 'Owner', 'Owner', '', 'Active']);
  expect(within(rows[1]).getByText('1 added, 1 removed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nguyễn Văn Bình' })).toHaveAttribute('href', '#/user-permission/21');
  await user.click(await screen.findByRole('combobox', { name: /^Role of Nguyễn Văn Bình/ }));
  expect(screen.queryByRole('combobox', { name: /^Role of Nguyễn Văn An/ })).toBeNull();
  const listbox = await screen.findByRole('listbox');
  expect(within(listbox).queryByRole('option', { name: 'Owner' })).toBeNull();
  await user.click(within(listbox).getByRole('option', { name: 'Cashier' }));
  await confirmWithPassword(user);
  await waitFor(() => expect(api.sent('POST', '/api/permission/assignRole').map((request) => request.body)).toEqual([{ userId: 21, roleId: 2, password: OWNER_PASSWORD }]));
  expect(await screen.findByText('The role is changed. It applies at the user\'s next request.')).toBeInTheDocument();
});

test('a user\'s permissions, each explained; switches add and remove; Save sends the additions and removals', async () => {
  const api = rolesApi();
  const { user } = renderRoles('/user-permission/21');
  expect(await screen.findByRole('heading', { level: 2, name: 'Nguyễn Văn Bình · Thu ngân ca tối' })).toBeInTheDocument();
  const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
  expect(within(rowOf('Checkout')).getByText('From role Thu ngân ca tối')).toBeInTheDocument();
  expect(within(rowOf('Transaction History')).getByText('Removed for this user')).toBeInTheDocument();
  expect(within(rowOf('Export transactions')).getByText('Added for this user')).toBeInTheDocument();
  expect(within(rowOf('Move money')).getByText('Not in the role')).toBeInTheDocument();
  expect(within(rowOf('Dashboard')).getByText('Always allowed')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Allow Dashboard' })).toBeDisabled();
  expect(screen.getByRole('switch', { name: 'Allow Transaction History' })).not.toBeChecked();

  await user.click(screen.getByRole('switch', { name: 'Allow Transaction History' }));
  expect(within(rowOf('Transaction History')).getByText('From role Thu ngân ca tối')).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Allow Checkout' }));
  await user.click(screen.getByRole('switch', { name: 'Allow Shop Management' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await confirmWithPassword(user);
  await waitFor(() => expect(api.sent('POST', '/api/permission/updateUserPermissions')).toHaveLength(1));
  expect(api.sent('POST', '/api/permission/updateUserPermissions')[0].body).toEqual({
    userId: 21, grants: [ACTIONS.exportTransactions, ACTIONS.findShops], denies: [ACTIONS.checkout], password: OWNER_PASSWORD,
  });
  expect(await screen.findByText('The permissions are saved. They apply at each user\'s next request.')).toBeInTheDocument();
});

test('the owner\'s permissions are shown, never changed', async () => {
  rolesApi({ 'POST /api/permission/userPermissions': { body: { err: 200, message: 'ok', data: { ...BINH_PERMISSIONS, user: USERS[0] } } } });
  renderRoles('/user-permission/1');
  expect(await screen.findByText('The owner always keeps every permission of the owner role.')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Allow Checkout' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});

test('another merchant\'s user reads as not found', async () => {
  rolesApi({ 'POST /api/permission/userPermissions': { status: 404, body: { err: 404, message: 'dataNotFound', data: null } } });
  renderRoles('/user-permission/999');
  expect(await screen.findByText('This user does not exist, or belongs to another merchant.')).toBeInTheDocument();
});

test('a user\'s permissions the server fails to give are said as a failure with Try again, not as a missing user', async () => {
  const api = rolesApi({ 'POST /api/permission/userPermissions': { status: 500, body: { err: 500, message: 'internalServerError', data: null } } });
  const { user } = renderRoles('/user-permission/21');
  expect(await screen.findByText(/^This could not be loaded\./)).toBeInTheDocument();
  expect(screen.queryByText(/does not exist/)).toBeNull();
  api.on('POST /api/permission/userPermissions', ok(BINH_PERMISSIONS));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
});

test('the catalogue: each screen\'s heading and its permissions with what they allow, in Vietnamese too', async () => {
  rolesApi();
  renderRoles('/permissions', { locale: 'vi' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Lịch sử giao dịch' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Lịch sử giao dịch' });
  expect(within(table).getByRole('columnheader', { name: 'Quyền' })).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: 'Xem lịch sử giao dịch' })).toBeInTheDocument();
  expect(within(table).getByText('Xem danh sách, chi tiết giao dịch và báo cáo doanh số.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Quản trị (nhân viên nền tảng)' })).toBeNull();
});

test('a change of rights asks for the password: Cancel sends nothing; a wrong one is said in the dialog, in words, and nothing changes', async () => {
  const api = rolesApi({
    'POST /api/permission/updateUserPermissions': {
      status: 400, body: { err: 400, message: 'app.roles.errors.passwordWrong', data: { field: 'password', errors: [{ field: 'password', message: 'wrong' }] } },
    },
  });
  const { user } = renderRoles('/user-permission/21');
  await user.click(await screen.findByRole('switch', { name: 'Allow Checkout' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it\'s you' });
  expect(await within(dialog).findByText(/Changing who may do what takes a fresh confirmation\. Enter your password\./)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.sent('POST', '/api/permission/updateUserPermissions')).toEqual([]);

  await user.click(await screen.findByRole('button', { name: 'Save' }));
  const again = await confirmWithPassword(user);
  expect(await within(again).findByRole('alert')).toHaveTextContent('Your password is incorrect: nothing was changed.');
  expect(screen.queryByText('Bad Request')).toBeNull();
  await user.click(within(again).getByRole('button', { name: 'Cancel' }));
  // The switch stays as the user left it, to save again.
  expect(await screen.findByRole('switch', { name: 'Allow Checkout' })).not.toBeChecked();
  expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
});
