import { screen, waitFor, within } from '@testing-library/react';
import { ACTIONS } from '../../../../src/api/permissions';
import { Link } from 'react-router-dom';
import PermissionMatrix from '../../../../src/resources/permissions/PermissionMatrix';
import RoleList from '../../../../src/resources/roles/RoleList';
import type { ScreenProps } from '../../../../src/resources/screen';
import { ok } from '../../support/api';
import { CATALOGUE, confirmWithPassword, OWNER_PASSWORD, rolesApi } from '../roles/rolesFixtures';
import { renderRoles } from '../roles/renderRoles';

/** /permission: roles × actions grouped by screen, built-in columns read-only, group select-all, Save, the leave guard. */

beforeEach(() => localStorage.clear());

test('shows each role\'s actions; built-in columns are read-only; a group\'s select-all and one box change the draft; Save sends the changed role', async () => {
  const api = rolesApi();
  const { user } = renderRoles('/permission');
  const own = await screen.findByRole('checkbox', { name: 'Checkout for Thu ngân ca tối' });
  expect(own).toBeChecked();
  expect(screen.getByRole('columnheader', { name: 'Cashier (built-in, read-only)' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Checkout for Cashier' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Move money for Owner' })).toBeChecked();
  expect(screen.getByRole('heading', { level: 2, name: 'Shop Management' })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'All of Shop Management for Thu ngân ca tối' }));
  await user.click(own);
  expect(screen.getByRole('checkbox', { name: 'All of Transaction History for Thu ngân ca tối' })).toBePartiallyChecked();
  expect(screen.getByRole('checkbox', { name: 'All of Loyalty points for Thu ngân ca tối' })).not.toBeChecked();
  expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await confirmWithPassword(user);
  await waitFor(() => expect(api.sent('POST', '/api/permission/updateClientRolePerms')).toHaveLength(1));
  expect(api.sent('POST', '/api/permission/updateClientRolePerms')[0].body).toEqual({
    roles: [{ roleId: 7, actions: [ACTIONS.exportShops, ACTIONS.findShops, ACTIONS.findTransactions, ACTIONS.manageShops] }], password: OWNER_PASSWORD,
  });
  expect(await screen.findByText('The permissions are saved. They apply at each user\'s next request.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
});

/** The matrix with a link out of it, as the shell's menu would offer. */
const MatrixWithLink = (props: ScreenProps) => (
  <>
    <PermissionMatrix {...props} />
    <Link to="/user-roles">Elsewhere</Link>
  </>
);

test('leaving with unsaved changes asks first; Cancel stays, Confirm leaves', async () => {
  rolesApi();
  const { user, address } = renderRoles('/permission', {}, [
    ['/permission', MatrixWithLink, 'app.screens.permission'],
    ['/user-roles', RoleList, 'app.screens.userRoles'],
  ]);
  await user.click(await screen.findByRole('checkbox', { name: 'Export transactions for Thu ngân ca tối' }));
  await user.click(screen.getByText('Elsewhere'));
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(address()).toBe('/permission');
  expect(screen.getByRole('checkbox', { name: 'Export transactions for Thu ngân ca tối' })).toBeChecked();
  await user.click(screen.getByText('Elsewhere'));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(address()).toBe('/user-roles'));
});

test('a catalogue the server fails to give says so with Try again, instead of loading for ever', async () => {
  const api = rolesApi({ 'POST /api/permission/findPermissions': { status: 500, body: { err: 500, message: 'internalServerError', data: null } } });
  const { user } = renderRoles('/permission');
  expect(await screen.findByText(/^This could not be loaded\./)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
  api.on('POST /api/permission/findPermissions', ok(CATALOGUE));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('checkbox', { name: 'Checkout for Thu ngân ca tối' })).toBeChecked();
  expect(screen.queryByText(/could not be loaded/)).toBeNull();
});

test('a list that fails to load again after a save keeps the matrix drawn from what was read', async () => {
  const api = rolesApi();
  const { user } = renderRoles('/permission');
  await user.click(await screen.findByRole('checkbox', { name: 'Export transactions for Thu ngân ca tối' }));
  api.on('POST /api/clientrole/findClientRoles', { status: 500, body: { err: 500, message: 'internalServerError', data: null } });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await confirmWithPassword(user);
  expect(await screen.findByText('The permissions are saved. They apply at each user\'s next request.')).toBeInTheDocument();
  await waitFor(() => expect(api.sent('POST', '/api/clientrole/findClientRoles').length).toBeGreaterThan(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('checkbox', { name: 'Export transactions for Thu ngân ca tối' })).toBeChecked();
  expect(screen.queryByText(/could not be loaded/)).toBeNull();
});
