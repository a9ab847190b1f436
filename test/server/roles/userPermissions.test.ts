import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { ACTIONS } from '../../../src/api/permissions';
import { ROLE_MESSAGES, type RoleDetail, type UserPermissions, type UserRoleRow } from '../../../src/api/roles';
import { describeEachDatabase } from '../support/databases';
import { profile } from '../support/signIn';
import { demoSuite } from './support';

// Users' roles and per-user permissions on both databases: what the owner changes applies at the user's next
// request; nobody gives what they lack, touches the owner, or takes their own role management away; DEMO02 reaches
// none of DEMO01's users.

describeEachDatabase('User roles and permissions', (context) => {
  const suite = demoSuite(context);
  const { who } = suite;
  const EMPLOYEE = '0912345678';

  const assign = (userId: number, roleId: number, caller = who.owner) => suite.post('permission/assignRole', { userId, roleId }, caller);
  const setUser = (userId: number, grants: string[], denies: string[], caller = who.owner) =>
    suite.post('permission/updateUserPermissions', { userId, grants, denies }, caller);
  const newRole = async (name: string, actions: string[], caller = who.owner) =>
    ((await suite.post('clientrole/createUserRole', { name, shopScope: 'own', actions }, caller)).json().data as RoleDetail).id;
  const transactions = (caller = who.employee) => suite.post('report/findTransactions', { limit: 1 }, caller);
  const cashier = () => suite.builtinRole('DEMO01', 'cashier');

  afterEach(async () => {
    // Each test starts from the demo's employee: the built-in cashier role, no per-user changes.
    const employee = await suite.userId('DEMO01', EMPLOYEE);
    await setUser(employee, [], []);
    await assign(employee, await cashier());
  });

  it('lists the merchant\'s users with their role, the owner marked', async () => {
    const answer = await suite.post('permission/userRoles', { limit: 100 }, who.owner);
    const { data, count } = answer.json() as { data: UserRoleRow[]; count: number };
    expect(count).toBe(data.length);
    expect(data[0]).toMatchObject({ phone: '0901234567', type: 'merchant', isOwner: true, roleBuiltin: 'owner' });
    expect(data.find((row) => row.phone === EMPLOYEE)).toMatchObject({ type: 'submerchant', isOwner: false, roleBuiltin: 'cashier', grantCount: 0, denyCount: 0 });
    expect(data.find((row) => row.phone === '0907654321')).toMatchObject({ type: 'thirdparty', roleBuiltin: 'apiuser' });
    const filtered = (await suite.post('permission/userRoles', { queryInput: JSON.stringify({ q: 'tran thi binh' }) }, who.owner)).json().data as UserRoleRow[];
    expect(filtered.map((row) => row.phone)).toEqual([EMPLOYEE]);
  });

  it('applies a role change and a removed permission at the user\'s next request, and in their webPermissions', async () => {
    const employee = await suite.userId('DEMO01', EMPLOYEE);
    expect((await transactions()).statusCode).toBe(200);
    const denied = await setUser(employee, [], [ACTIONS.findTransactions]);
    expect(denied.statusCode).toBe(200);
    expect((await transactions()).statusCode).toBe(403);
    const webPermissions = (await profile(suite.app, who.employee.headers)).json().data.userInfo.webPermissions as { action: string }[];
    expect(webPermissions.map((permission) => permission.action)).not.toContain(ACTIONS.findTransactions);
    expect(webPermissions.map((permission) => permission.action)).toContain(ACTIONS.checkout);

    await setUser(employee, [], []);
    expect((await transactions()).statusCode).toBe(200);
    // A role of the merchant's own, then the same action taken off the role on the matrix.
    const role = await newRole('Thu ngân thử', [ACTIONS.findTransactions, ACTIONS.checkout]);
    expect((await assign(employee, role)).json()).toMatchObject({ err: 200, message: ROLE_MESSAGES.roleAssigned, data: { roleId: role, roleName: 'Thu ngân thử' } });
    expect((await transactions()).statusCode).toBe(200);
    await suite.post('permission/updateClientRolePerms', { roles: [{ roleId: role, actions: [ACTIONS.checkout] }] }, who.owner);
    expect((await transactions()).statusCode).toBe(403);
    const added = await setUser(employee, [ACTIONS.findTransactions], []);
    expect((await transactions()).statusCode).toBe(200);
    const explained = (added.json().data as UserPermissions).permissions;
    expect(explained.find((entry) => entry.action === ACTIONS.findTransactions)).toEqual({ action: ACTIONS.findTransactions, effective: true, source: 'grant', roleName: null });
    expect(explained.find((entry) => entry.action === ACTIONS.checkout)).toEqual({ action: ACTIONS.checkout, effective: true, source: 'role', roleName: 'Thu ngân thử' });
    expect(explained.find((entry) => entry.action === ACTIONS.dashboard)).toMatchObject({ effective: true, source: 'always' });
    expect(explained.find((entry) => entry.action === ACTIONS.moveMoney)).toMatchObject({ effective: false, source: null });
    expect(explained.some((entry) => entry.action === ACTIONS.managePages)).toBe(false);

    const audited = await suite.audited('userPermissionsChanged');
    expect(audited[0]).toMatchObject({ userId: who.owner.userId, detail: { targetUserId: employee, before: 'added -; removed -', after: 'added -; removed findtransactions' } });
    const roleChanged = await suite.audited('userRoleChanged');
    expect(roleChanged[0].detail).toMatchObject({ targetUserId: employee, before: 'Shop employee', after: 'Thu ngân thử' });
  });

  it('protects the owner: no new role, no removed permission, not their role', async () => {
    const owner = who.owner.userId;
    const manager = await suite.builtinRole('DEMO01', 'manager');
    const ownerRole = await suite.builtinRole('DEMO01', 'owner');
    for (const answer of [await assign(owner, manager), await setUser(owner, [], [ACTIONS.moveMoney])]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(ROLE_MESSAGES.ownerProtected);
    }
    expect((await suite.post('permission/updateClientRolePerms', { roleId: ownerRole, actions: [] }, who.owner)).statusCode).toBe(409);
    const employee = await suite.userId('DEMO01', EMPLOYEE);
    const reserved = await assign(employee, ownerRole);
    expect(reserved.json()).toMatchObject({ err: 400, message: ROLE_MESSAGES.ownerRoleReserved, data: { field: 'roleId' } });
    expect((await suite.post('merchant/merchantBalance', {}, who.owner)).statusCode).toBe(200);
  });

  it('refuses to give what the caller does not hold, and to take their own role management away', async () => {
    const employee = await suite.userId('DEMO01', EMPLOYEE);
    const partner = await suite.userId('DEMO01', '0907654321');
    // The employee becomes a small team lead: roles, but no money and no settlements.
    const lead = await newRole('Trưởng ca', [ACTIONS.findClientRoles, ACTIONS.manageClientRoles, ACTIONS.findTransactions, ACTIONS.checkout]);
    await assign(employee, lead);
    const asLead = who.employee;

    const create = await suite.post('clientrole/createUserRole', { name: 'Chuyển tiền', actions: [ACTIONS.moveMoney, ACTIONS.checkout] }, asLead);
    expect(create.json()).toMatchObject({ err: 400, message: ROLE_MESSAGES.notHeld, data: { field: 'actions', actions: [ACTIONS.moveMoney] } });
    const grant = await setUser(partner, [ACTIONS.settlementPoint], [], asLead);
    expect(grant.json()).toMatchObject({ err: 400, data: { field: 'grants' } });
    const accountant = await suite.builtinRole('DEMO01', 'accountant');
    expect((await assign(partner, accountant, asLead)).json()).toMatchObject({ err: 400, message: ROLE_MESSAGES.notHeld, data: { field: 'roleId' } });
    const small = await newRole('Ca sáng', [ACTIONS.checkout], asLead);
    const widen = await suite.post('permission/updateClientRolePerms', { roles: [{ roleId: small, actions: [ACTIONS.checkout, ACTIONS.exportShops] }] }, asLead);
    expect(widen.json()).toMatchObject({ err: 400, data: { field: 'roles.0.actions' } });

    const lockouts = [
      await setUser(employee, [], [ACTIONS.manageClientRoles], asLead),
      await suite.post('permission/updateClientRolePerms', { roleId: lead, actions: [ACTIONS.findClientRoles] }, asLead),
      await assign(employee, small, asLead),
    ];
    for (const answer of lockouts) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(ROLE_MESSAGES.selfLockout);
    }
    // What the lead holds, they may give, to a user who keeps to their own shops as they do: the partner's role
    // reaches every shop, so not to the partner as it is (the same checkout would be theirs everywhere).
    expect((await setUser(partner, [ACTIONS.checkout], [], asLead)).json())
      .toMatchObject({ err: 400, message: ROLE_MESSAGES.reachNotHeld, data: { field: 'grants' } });
    const apiUser = await suite.builtinRole('DEMO01', 'apiuser');
    expect((await assign(partner, small)).statusCode).toBe(200);
    expect((await setUser(partner, [ACTIONS.checkout], [], asLead)).statusCode).toBe(200);
    await setUser(partner, [], []);
    // The partner's own role back, set directly: it carries the API-key permissions, which the owner does not hold to give.
    await context.database.db.update(users).set({ roleId: apiUser }).where(eq(users.id, partner));
  });

  it('keeps DEMO01\'s users out of DEMO02\'s reach (404 like an unknown id)', async () => {
    const employee = await suite.userId('DEMO01', EMPLOYEE);
    const otherCashier = await suite.builtinRole('DEMO02', 'cashier');
    const ownCashier = await cashier();
    const owner2 = who.owner2;
    const rows = (await suite.post('permission/userRoles', { limit: 100 }, owner2)).json().data as UserRoleRow[];
    expect(rows.some((row) => row.id === employee)).toBe(false);
    const refused = [
      await suite.post('permission/userPermissions', { userId: employee }, owner2),
      await setUser(employee, [], [ACTIONS.findTransactions], owner2),
      await assign(employee, otherCashier, owner2),
      await assign(await suite.userId('DEMO02', '0909999999'), ownCashier, owner2),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await transactions()).statusCode).toBe(200);
  });
});
