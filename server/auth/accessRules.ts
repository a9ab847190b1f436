import { and, eq } from 'drizzle-orm';
import { ACTIONS, ALWAYS_ALLOWED } from '../../src/api/permissions';
import { ROLE_MESSAGES } from '../../src/api/roles';
import type { AuditSource } from './audit';
import type { Db } from '../db/client';
import { roleActions, userPermissions, users } from '../db/schema';
import { AppError } from '../http/envelope';

/** Who acts: the tenant, the user and what they hold, from the session (never from the body); where from, for the audit. */
export interface Caller {
  ownerId: number;
  ownerCode: string;
  userId: number;
  actions: ReadonlySet<string>;
  /** The shops the caller reaches: null for every shop of the owner (the session's `shopIds`). */
  shopIds: readonly number[] | null;
  source: AuditSource;
}

/** A user's access as stored: the role and the per-user additions and removals. */
export interface StoredAccess {
  id: number;
  type: 'merchant' | 'submerchant' | 'thirdparty' | 'staff';
  roleId: number | null;
  grants: string[];
  denies: string[];
}

/** A user of the merchant with their stored access, or null (another merchant's id reads as unknown). */
export const storedAccess = async (db: Db, ownerId: number, userId: number): Promise<StoredAccess | null> => {
  const [user] = await db.select({ id: users.id, type: users.type, roleId: users.roleId }).from(users)
    .where(and(eq(users.id, userId), eq(users.ownerId, ownerId)));
  if (!user) return null;
  const changes = await db.select({ action: userPermissions.action, effect: userPermissions.effect }).from(userPermissions)
    .where(eq(userPermissions.userId, userId)).orderBy(userPermissions.action);
  return {
    ...user,
    grants: changes.filter((change) => change.effect === 'grant').map((change) => change.action),
    denies: changes.filter((change) => change.effect === 'deny').map((change) => change.action),
  };
};

export const actionsOfRole = async (db: Db, roleId: number | null): Promise<string[]> =>
  roleId === null ? [] : (await db.select({ action: roleActions.action }).from(roleActions).where(eq(roleActions.roleId, roleId)).orderBy(roleActions.action))
    .map((row) => row.action);

/** The effective rule (server/auth/sessions.ts's, in memory): (role's ∪ grants) − denies, plus the always-allowed. */
export const effectiveOf = (role: readonly string[], grants: readonly string[], denies: readonly string[]): Set<string> =>
  new Set([...[...role, ...grants].filter((action) => !denies.includes(action)), ...ALWAYS_ALLOWED]);

/**
 * 400 naming `field` when the caller would give actions they do not hold themselves: nobody hands out more than
 * they have (`data.actions` lists them).
 */
export const checkHeld = (caller: Caller, given: readonly string[], field: string): void => {
  const missing = given.filter((action) => !caller.actions.has(action));
  if (missing.length === 0) return;
  throw new AppError(400, ROLE_MESSAGES.notHeld, {
    data: { field, errors: [{ field, message: `you can give only actions you hold yourself: ${missing.join(', ')}` }], actions: missing },
  });
};

/** Whether a caller whose role keeps to its own shops reaches every one of `shopIds` (one who reaches all always does). */
export const reachesShops = (caller: Pick<Caller, 'shopIds'>, shopIds: readonly number[]): boolean =>
  caller.shopIds === null || shopIds.every((id) => caller.shopIds!.includes(id));

/**
 * 400 naming `field` when a caller who keeps to their own shops would make a role that reaches every shop, or give
 * such a role more actions: nobody hands out a wider reach than theirs (the shop-scope side of `checkHeld`).
 */
export const checkScopeHeld = (caller: Pick<Caller, 'shopIds'>, shopScope: 'all' | 'own', field: string): void => {
  if (shopScope === 'own' || caller.shopIds === null) return;
  throw new AppError(400, ROLE_MESSAGES.scopeNotHeld, {
    data: { field, errors: [{ field, message: 'you keep to your own shops: a role you make or change keeps to its own shops too' }] },
  });
};

/**
 * 400 naming `field` when a caller who keeps to their own shops would give a user (an employee, themselves) a role
 * that reaches every shop: from the holder's next request it would read every shop's sales.
 */
export const checkReachGiven = (caller: Pick<Caller, 'shopIds'>, shopScope: 'all' | 'own', field: string): void => {
  if (shopScope === 'own' || caller.shopIds === null) return;
  throw new AppError(400, ROLE_MESSAGES.reachNotHeld, {
    data: { field, errors: [{ field, message: 'you keep to your own shops: you can give only a role that keeps to its own shops' }] },
  });
};

/** 409 when the caller's own access after the change would lack manageclientroles: nobody locks themselves out. */
export const checkNoSelfLockout = (after: ReadonlySet<string>): void => {
  if (!after.has(ACTIONS.manageClientRoles)) throw new AppError(409, ROLE_MESSAGES.selfLockout);
};

/** 409: the merchant's owner keeps their role and every permission. */
export const ownerProtected = () => new AppError(409, ROLE_MESSAGES.ownerProtected);

export const builtinReadOnly = () => new AppError(409, ROLE_MESSAGES.builtinReadOnly);

/** A set as the audit trail keeps it: sorted, comma-joined, '-' for none. */
export const listed = (actions: Iterable<string>): string => [...actions].sort().join(',') || '-';
