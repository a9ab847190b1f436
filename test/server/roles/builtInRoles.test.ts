import { and, eq } from 'drizzle-orm';
import { ensureBuiltInRoles } from '../../../server/auth/builtInRoles';
import { roleActions, roles, users } from '../../../server/db/schema';
import { ACTIONS, BUILTIN_ROLE_ACTIONS, BUILTIN_ROLES } from '../../../src/api/permissions';
import { createAccount } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';

// ensureBuiltInRoles on both databases: what the seed and every start run.

describeEachDatabase('Built-in roles', (context) => {
  const rolesOf = async (ownerId: number) => {
    const rows = await context.database.db.select({ id: roles.id, name: roles.name, builtin: roles.builtin, shopScope: roles.shopScope })
      .from(roles).where(eq(roles.ownerId, ownerId));
    return Promise.all(rows.map(async (row) => ({
      ...row,
      actions: (await context.database.db.select({ action: roleActions.action }).from(roleActions).where(eq(roleActions.roleId, row.id)))
        .map((entry) => entry.action).sort(),
    })));
  };

  it('gives a merchant every built-in role with its actions, the cashier seeing its own shops only; twice changes nothing', async () => {
    const merchant = await createAccount(context.database, { type: 'merchant' });
    await ensureBuiltInRoles(context.database.db, merchant.ownerId);
    const first = await rolesOf(merchant.ownerId);
    for (const key of BUILTIN_ROLES) {
      const role = first.find((candidate) => candidate.builtin === key);
      expect(role?.actions).toEqual([...BUILTIN_ROLE_ACTIONS[key]].sort());
      expect(role?.shopScope).toBe(key === 'cashier' ? 'own' : 'all');
    }
    expect(first.find((role) => role.builtin === 'apiuser')?.name).toBe('API user');
    await ensureBuiltInRoles(context.database.db, merchant.ownerId);
    expect(await rolesOf(merchant.ownerId)).toEqual(first);
  });

  it('puts a changed built-in role back in step, keeps its name, and steps around a role of the merchant\'s with the same name', async () => {
    const merchant = await createAccount(context.database, { type: 'merchant' });
    await context.database.db.insert(roles).values({ ownerId: merchant.ownerId, name: 'Manager' });
    await ensureBuiltInRoles(context.database.db, merchant.ownerId);
    const manager = (await rolesOf(merchant.ownerId)).find((role) => role.builtin === 'manager')!;
    expect(manager.name).toBe('Manager (built-in)');
    await context.database.db.update(roles).set({ name: 'Quản lý' }).where(eq(roles.id, manager.id));
    await context.database.db.delete(roleActions).where(and(eq(roleActions.roleId, manager.id), eq(roleActions.action, ACTIONS.findShops)));
    await context.database.db.insert(roleActions).values({ roleId: manager.id, action: ACTIONS.moveMoney });
    await ensureBuiltInRoles(context.database.db);
    const again = (await rolesOf(merchant.ownerId)).find((role) => role.builtin === 'manager')!;
    expect(again).toMatchObject({ id: manager.id, name: 'Quản lý', actions: [...BUILTIN_ROLE_ACTIONS.manager].sort() });
  });

  it('gives the platform\'s owner (the one with staff users) none', async () => {
    const staff = await createAccount(context.database, { type: 'staff' });
    await ensureBuiltInRoles(context.database.db);
    expect((await rolesOf(staff.ownerId)).some((role) => role.builtin !== null)).toBe(false);
    const [row] = await context.database.db.select({ type: users.type }).from(users).where(eq(users.id, staff.userId));
    expect(row.type).toBe('staff');
  });
});
