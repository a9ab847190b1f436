import { ACTIONS } from '../../../src/api/permissions';
import { ROLE_MESSAGES, type RoleDetail, type RoleRow } from '../../../src/api/roles';
import { describeEachDatabase } from '../support/databases';
import { demoSuite } from './support';

// A role's strong-factor requirement on both databases: only a role holding movemoney, manageapikeys or
// manageclientroles may carry it (400 naming the field otherwise), it changes with the password like the role's
// actions, goes with the last action needing it, is copied with the role, audited, and out of another merchant's reach.

describeEachDatabase('A role requiring a strong factor', (context) => {
  const suite = demoSuite(context);
  const { who } = suite;
  const create = (body: Record<string, unknown>, caller = who.owner) => suite.post('clientrole/createUserRole', body, caller);
  const perms = (body: Record<string, unknown>, caller = who.owner) => suite.post('permission/updateClientRolePerms', body, caller);

  it('is accepted only on a role that can move money, manage API keys or manage roles (400 naming requireStrongFactor)', async () => {
    const refused = await create({ name: 'Thu ngân bắt buộc', shopScope: 'all', actions: [ACTIONS.checkout], requireStrongFactor: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: ROLE_MESSAGES.strongFactorNotApplicable, data: { field: 'requireStrongFactor' } });

    const created = await create({ name: 'Kế toán chuyển tiền', shopScope: 'all', actions: [ACTIONS.moveMoney, ACTIONS.findTransactions], requireStrongFactor: true });
    expect(created.statusCode).toBe(200);
    const role = created.json().data as RoleDetail;
    expect(role.requireStrongFactor).toBe(true);
    const [audited] = (await suite.audited('roleCreated')).filter((row) => (row.detail as { roleId: number }).roleId === role.id);
    expect(audited.detail).toMatchObject({ strongFactor: 'required' });

    // The matrix names the refused entry.
    const plain = (await create({ name: 'Xem giao dịch', shopScope: 'all', actions: [ACTIONS.findTransactions] })).json().data as RoleDetail;
    expect(plain.requireStrongFactor).toBe(false);
    const matrix = await perms({ roles: [{ roleId: role.id, actions: role.actions }, { roleId: plain.id, actions: plain.actions, requireStrongFactor: true }] });
    expect(matrix.statusCode).toBe(400);
    expect(matrix.json().data).toMatchObject({ field: 'roles.1.requireStrongFactor' });
  });

  it('changes with the password, is audited, goes with the last action needing it and is copied with the role', async () => {
    const role = (await create({ name: 'Quản lý vai trò', shopScope: 'all', actions: [ACTIONS.manageClientRoles] })).json().data as RoleDetail;
    const noPassword = await suite.app.inject({
      method: 'POST', url: '/api/permission/updateClientRolePerms', headers: who.owner.headers,
      payload: { roleId: role.id, actions: role.actions, requireStrongFactor: true },
    });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await perms({ roleId: role.id, actions: role.actions, requireStrongFactor: true, password: 'not-the-password' });
    expect(wrong.json()).toMatchObject({ message: ROLE_MESSAGES.passwordWrong, data: { field: 'password' } });

    const saved = await perms({ roleId: role.id, actions: role.actions, requireStrongFactor: true });
    expect((saved.json().data as RoleRow[])[0].requireStrongFactor).toBe(true);
    const changed = (await suite.audited('rolePermissionsChanged')).filter((row) => (row.detail as { roleId: number }).roleId === role.id);
    expect(changed.at(-1)?.detail).toMatchObject({ strongFactorBefore: 'notRequired', strongFactorAfter: 'required' });

    const copy = (await create({ name: 'Bản sao quản lý vai trò', copyFrom: role.id })).json().data as RoleDetail;
    expect(copy.requireStrongFactor).toBe(true);

    // Left out, the requirement stays while the actions allow it, and goes with the last one needing it.
    const kept = await perms({ roleId: role.id, actions: [ACTIONS.manageClientRoles, ACTIONS.findShops] });
    expect((kept.json().data as RoleRow[])[0].requireStrongFactor).toBe(true);
    const dropped = await perms({ roleId: role.id, actions: [ACTIONS.findShops] });
    expect((dropped.json().data as RoleRow[])[0].requireStrongFactor).toBe(false);
  });

  it('stays as it is on built-in roles and out of another merchant\'s reach', async () => {
    const manager = await suite.builtinRole('DEMO01', 'manager');
    const detail = (await suite.post('clientrole/detailClientRoles', { id: manager }, who.owner)).json().data as RoleDetail;
    expect(detail.requireStrongFactor).toBe(false);
    const builtin = await perms({ roleId: manager, actions: detail.actions, requireStrongFactor: true });
    expect(builtin.statusCode).toBe(409);

    const role = (await create({ name: 'Chuyển tiền DEMO01', shopScope: 'all', actions: [ACTIONS.moveMoney] })).json().data as RoleDetail;
    const other = await perms({ roleId: role.id, actions: [ACTIONS.moveMoney], requireStrongFactor: true }, who.owner2);
    expect(other.statusCode).toBe(404);
    expect(((await suite.post('clientrole/detailClientRoles', { id: role.id }, who.owner)).json().data as RoleDetail).requireStrongFactor).toBe(false);
  });
});
