import { ACTIONS, BUILTIN_ROLE_ACTIONS } from '../../../src/api/permissions';
import { ROLE_MESSAGES, type RoleDetail, type RoleRow } from '../../../src/api/roles';
import { describeEachDatabase } from '../support/databases';
import { demoSuite } from './support';

// The roles of a merchant on both databases: built-in ones listed, copied and never changed; roles the merchant
// makes created, edited, given actions and deleted, each change audited with before and after; DEMO02 reaching
// none of DEMO01's.

describeEachDatabase('Roles', (context) => {
  const suite = demoSuite(context);
  const { who } = suite;

  const list = async (body: Record<string, unknown> = {}, caller = who.owner) => {
    const answer = await suite.post('clientrole/findClientRoles', { limit: 100, ...body }, caller);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: RoleRow[]; count: number };
  };
  const create = (body: Record<string, unknown>, caller = who.owner) => suite.post('clientrole/createUserRole', body, caller);

  it('lists the built-in roles first with their users and actions, and searches without diacritics', async () => {
    const { data } = await list();
    expect(data.slice(0, 5).map((role) => role.builtin).sort()).toEqual(['accountant', 'apiuser', 'cashier', 'manager', 'owner']);
    const owner = data.find((role) => role.builtin === 'owner')!;
    expect(owner).toMatchObject({ name: 'Merchant owner', userCount: 1, actionCount: BUILTIN_ROLE_ACTIONS.owner.length, shopScope: 'all' });
    expect(data.find((role) => role.builtin === 'cashier')).toMatchObject({ shopScope: 'own', actions: [...BUILTIN_ROLE_ACTIONS.cashier].sort() });
    await create({ name: 'Thu ngân ca tối', description: 'Bán hàng tại quầy', shopScope: 'own', actions: [ACTIONS.checkout] });
    const found = await list({ queryInput: JSON.stringify({ q: 'THU NGAN' }) });
    expect(found.data.map((role) => role.name)).toEqual(['Thu ngân ca tối']);
    const choices = (await suite.post('clientrole/clientRolesList', {}, who.owner)).json().data as { name: string; builtin: string | null }[];
    expect(choices.map((choice) => choice.name)).toContain('Thu ngân ca tối');
    expect(choices[0].builtin).not.toBeNull();
  });

  it('creates a role with its actions, edits it and deletes it, auditing each change with before and after', async () => {
    const created = await create({ name: 'Kế toán chi nhánh', description: 'Đối soát', shopScope: 'all', actions: [ACTIONS.exportTransactions, ACTIONS.findTransactions] });
    expect(created.json()).toMatchObject({ err: 200, message: ROLE_MESSAGES.created });
    const role = created.json().data as RoleDetail;
    expect(role).toMatchObject({ name: 'Kế toán chi nhánh', builtin: null, actions: [ACTIONS.exportTransactions, ACTIONS.findTransactions], userCount: 0, users: [] });

    const edited = await suite.post('clientrole/updateClientRole', {
      id: role.id, name: 'Kế toán cửa hàng', description: 'Đối soát cuối ngày', shopScope: 'own', password: who.owner.password,
    }, who.owner);
    expect(edited.json().data).toMatchObject({ name: 'Kế toán cửa hàng', shopScope: 'own', description: 'Đối soát cuối ngày' });

    const perms = await suite.post('permission/updateClientRolePerms', { roleId: role.id, actions: [ACTIONS.findTransactions] }, who.owner);
    expect(perms.json().data[0].actions).toEqual([ACTIONS.findTransactions]);

    expect((await suite.post('clientrole/deleteClientRole', { id: role.id }, who.owner)).json()).toMatchObject({ err: 200, data: { id: role.id } });
    expect((await suite.post('clientrole/detailClientRoles', { id: role.id }, who.owner)).statusCode).toBe(404);

    const [createdRow] = (await suite.audited('roleCreated')).filter((row) => (row.detail as { roleId: number }).roleId === role.id);
    expect(createdRow).toMatchObject({ userId: who.owner.userId, detail: { before: '-', after: 'exporttransactions,findtransactions' } });
    const [updated] = await suite.audited('roleUpdated');
    expect(updated.detail).toMatchObject({ roleId: role.id, before: 'Kế toán chi nhánh | all | Đối soát', after: 'Kế toán cửa hàng | own | Đối soát cuối ngày' });
    const changed = (await suite.audited('rolePermissionsChanged')).find((row) => (row.detail as { roleId: number }).roleId === role.id);
    expect(changed?.detail).toMatchObject({ before: 'exporttransactions,findtransactions', after: 'findtransactions' });
    expect((await suite.audited('roleDeleted'))[0].detail).toMatchObject({ roleId: role.id, before: 'findtransactions', after: '-' });
  });

  it('refuses a taken name (400 naming name) and a role in use (409 saying how many hold it)', async () => {
    const taken = await create({ name: 'merchant OWNER', shopScope: 'all', actions: [] });
    expect(taken.json()).toMatchObject({ err: 400, message: ROLE_MESSAGES.nameTaken, data: { field: 'name' } });
    const role = (await create({ name: 'Bán hàng', shopScope: 'own', actions: [ACTIONS.checkout] })).json().data as RoleDetail;
    const employee = await suite.userId('DEMO01', '0912345678');
    const cashier = await suite.builtinRole('DEMO01', 'cashier');
    expect((await suite.post('permission/assignRole', { userId: employee, roleId: role.id }, who.owner)).statusCode).toBe(200);
    const inUse = await suite.post('clientrole/deleteClientRole', { id: role.id }, who.owner);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ message: ROLE_MESSAGES.roleInUse, data: { userCount: 1 } });
    const detail = (await suite.post('clientrole/detailClientRoles', { id: role.id }, who.owner)).json().data as RoleDetail;
    expect(detail.users).toEqual([expect.objectContaining({ id: employee, phone: '0912345678', type: 'submerchant' })]);
    await suite.post('permission/assignRole', { userId: employee, roleId: cashier }, who.owner);
  });

  it('keeps built-in roles as they are (409) and lets them be copied', async () => {
    const manager = await suite.builtinRole('DEMO01', 'manager');
    const cases = [
      suite.post('clientrole/updateClientRole', { id: manager, name: 'Quản lý', description: '', shopScope: 'all' }, who.owner),
      suite.post('clientrole/deleteClientRole', { id: manager }, who.owner),
      suite.post('permission/updateClientRolePerms', { roleId: manager, actions: [ACTIONS.findShops] }, who.owner),
    ];
    for (const answer of await Promise.all(cases)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(ROLE_MESSAGES.builtinReadOnly);
    }
    expect((await list({ queryInput: JSON.stringify({ id: manager }) })).data[0].actions).toEqual([...BUILTIN_ROLE_ACTIONS.manager].sort());

    const copy = await create({ name: 'Quản lý ca đêm', copyFrom: manager });
    expect(copy.json().data).toMatchObject({ builtin: null, shopScope: 'all', actions: [...BUILTIN_ROLE_ACTIONS.manager].sort() });
    const cashier = await suite.builtinRole('DEMO01', 'cashier');
    const narrowed = await create({ name: 'Thu ngân chỉ bán', copyFrom: cashier, actions: [ACTIONS.checkout] });
    expect(narrowed.json().data).toMatchObject({ shopScope: 'own', actions: [ACTIONS.checkout] });
  });

  it('saves the matrix all or nothing: one built-in role in it refuses the whole save', async () => {
    const first = (await create({ name: 'Ma trận 1', shopScope: 'all', actions: [] })).json().data as RoleDetail;
    const second = (await create({ name: 'Ma trận 2', shopScope: 'all', actions: [ACTIONS.findShops] })).json().data as RoleDetail;
    const manager = await suite.builtinRole('DEMO01', 'manager');
    const refused = await suite.post('permission/updateClientRolePerms', {
      roles: [{ roleId: first.id, actions: [ACTIONS.findTransactions] }, { roleId: manager, actions: [] }],
    }, who.owner);
    expect(refused.statusCode).toBe(409);
    expect((await list({ queryInput: JSON.stringify({ id: first.id }) })).data[0].actions).toEqual([]);
    const saved = await suite.post('permission/updateClientRolePerms', {
      roles: [{ roleId: first.id, actions: [ACTIONS.findTransactions, ACTIONS.findShops] }, { roleId: second.id, actions: [] }],
    }, who.owner);
    expect(saved.json()).toMatchObject({ err: 200, message: ROLE_MESSAGES.permissionsSaved });
    expect((saved.json().data as RoleRow[]).map((role) => role.actions)).toEqual([[ACTIONS.findShops, ACTIONS.findTransactions], []]);
    const unknownAction = await suite.post('permission/updateClientRolePerms', { roleId: first.id, actions: ['managepages'] }, who.owner);
    expect(unknownAction.statusCode).toBe(400);
  });

  it('needs findclientroles to read and manageclientroles to change', async () => {
    // The demo employee's built-in cashier role carries neither.
    expect((await suite.post('clientrole/findClientRoles', {}, who.employee)).statusCode).toBe(403);
    expect((await suite.post('clientrole/createUserRole', { name: 'X', actions: [] }, who.employee)).statusCode).toBe(403);
    const accountant = await suite.builtinRole('DEMO01', 'accountant');
    const employee = await suite.userId('DEMO01', '0912345678');
    const cashier = await suite.builtinRole('DEMO01', 'cashier');
    const readOnly = (await create({ name: 'Chỉ xem vai trò', shopScope: 'own', actions: [ACTIONS.findClientRoles, ACTIONS.findTransactions] })).json().data as RoleDetail;
    await suite.post('permission/assignRole', { userId: employee, roleId: readOnly.id }, who.owner);
    expect((await suite.post('clientrole/findClientRoles', {}, who.employee)).statusCode).toBe(200);
    expect((await suite.post('clientrole/deleteClientRole', { id: accountant }, who.employee)).statusCode).toBe(403);
    await suite.post('permission/assignRole', { userId: employee, roleId: cashier }, who.owner);
  });

  it('keeps DEMO01\'s roles out of DEMO02\'s reach (404 like an unknown id)', async () => {
    const role = (await create({ name: 'Riêng DEMO01', shopScope: 'all', actions: [ACTIONS.findShops] })).json().data as RoleDetail;
    const owner2 = who.owner2;
    expect((await list({}, owner2)).data.some((row) => row.id === role.id)).toBe(false);
    const refused = await Promise.all([
      suite.post('clientrole/detailClientRoles', { id: role.id }, owner2),
      suite.post('clientrole/updateClientRole', { id: role.id, name: 'Chiếm', description: '', shopScope: 'all' }, owner2),
      suite.post('clientrole/deleteClientRole', { id: role.id }, owner2),
      suite.post('permission/updateClientRolePerms', { roleId: role.id, actions: [] }, owner2),
      suite.post('clientrole/createUserRole', { name: 'Sao chép', copyFrom: role.id }, owner2),
    ]);
    expect(refused.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect((await list({ queryInput: JSON.stringify({ id: role.id }) })).data[0]).toMatchObject({ name: 'Riêng DEMO01', actions: [ACTIONS.findShops] });
  });
});
