import { and, eq, inArray, sql } from 'drizzle-orm';
import { BUILTIN_OWN_SHOP_ROLES, BUILTIN_ROLE_ACTIONS, BUILTIN_ROLES, type BuiltinRole } from '../../src/api/permissions';
import type { Db } from '../db/client';
import { owners, roleActions, roles, users } from '../db/schema';

/** The names stored for new built-in roles (English; the screens show a localized name by the `builtin` key). */
export const BUILTIN_ROLE_TEXT: Record<BuiltinRole, { name: string; description: string }> = {
  owner: { name: 'Owner', description: 'Everything in the merchant portal' },
  manager: { name: 'Manager', description: 'Shops, employees, sales and reports; no money transfers' },
  cashier: { name: 'Cashier', description: 'The counter: sales of their own shops and points' },
  accountant: { name: 'Accountant', description: 'Sales, balances, settlements and reports' },
  apiuser: { name: 'API user', description: 'Transactions, API keys and reports' },
};

/** A merchant's owner row: not the platform's (an owner with a staff user), whose roles are the staff's. */
const merchantOwners = (ownerId?: number) => and(
  ownerId === undefined ? undefined : eq(owners.id, ownerId),
  sql`not exists (select 1 from ${users} where ${users.ownerId} = ${owners.id} and ${users.type} = 'staff')`,
);

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/**
 * Gives every merchant owner (or only `ownerId`) the built-in roles and keeps them in step with
 * `BUILTIN_ROLE_ACTIONS`, so that a new action reaches them with the code that checks it. A role already marked
 * with the key is kept (its name too: the demo's owner role is "Merchant owner"); a missing one is created, under
 * "<name> (built-in)" when the merchant already named a role of its own like it. Run by the demo seed and at start.
 * `createdAt`: the new roles' date (the seed's own, so that the same seed gives the same rows).
 */
export const ensureBuiltInRoles = async (db: Db, ownerId?: number, createdAt?: Date): Promise<void> => {
  const merchants = await db.select({ id: owners.id }).from(owners).where(merchantOwners(ownerId));
  for (const { id } of merchants) {
    const existing = await db.select({ id: roles.id, name: roles.name, builtin: roles.builtin, shopScope: roles.shopScope })
      .from(roles).where(eq(roles.ownerId, id));
    const taken = new Set(existing.map((role) => role.name.toLowerCase()));
    for (const key of BUILTIN_ROLES) {
      const shopScope = BUILTIN_OWN_SHOP_ROLES.includes(key) ? 'own' : 'all';
      let role = existing.find((candidate) => candidate.builtin === key);
      if (!role) {
        const { name: base, description } = BUILTIN_ROLE_TEXT[key];
        const name = taken.has(base.toLowerCase()) ? `${base} (built-in)` : base;
        taken.add(name.toLowerCase());
        [role] = await db.insert(roles).values({ ownerId: id, name, description, shopScope, builtin: key, ...(createdAt ? { createdAt } : {}) })
          .returning({ id: roles.id, name: roles.name, builtin: roles.builtin, shopScope: roles.shopScope });
      } else if (role.shopScope !== shopScope) {
        await db.update(roles).set({ shopScope }).where(eq(roles.id, role.id));
      }
      const stored = (await db.select({ action: roleActions.action }).from(roleActions).where(eq(roleActions.roleId, role.id))).map((row) => row.action);
      const wanted = BUILTIN_ROLE_ACTIONS[key];
      if (sameSet(stored, wanted)) continue;
      const extra = stored.filter((action) => !(wanted as readonly string[]).includes(action));
      if (extra.length) await db.delete(roleActions).where(and(eq(roleActions.roleId, role.id), inArray(roleActions.action, extra)));
      const missing = wanted.filter((action) => !stored.includes(action));
      if (missing.length) await db.insert(roleActions).values(missing.map((action) => ({ roleId: role.id, action })));
    }
  }
};
