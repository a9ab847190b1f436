import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { CATALOGUE_ACTIONS, STAFF_ACTIONS } from '../../../src/api/permissionCatalogue';
import { ALWAYS_ALLOWED } from '../../../src/api/permissions';
import {
  type EffectivePermission, ROLE_MESSAGES, type UserPermissions, type UserRoleFilters, type UserRoleRow, type UserRoleSortField,
} from '../../../src/api/roles';
import type { Audit, AuditKind } from '../../auth/audit';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { roles, userPermissions, users } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { fieldError } from '../../models/errors';
import { containsPattern, FOLD_FROM, FOLD_TO, foldVietnamese } from '../../models/fold';
import {
  actionsOfRole, type Caller, checkHeld, checkNoSelfLockout, checkReachGiven, effectiveOf, listed, ownerProtected, storedAccess,
} from '../../auth/accessRules';
import { roleById } from './roleList';

export type UserRoleSort = Partial<Record<UserRoleSortField, 'asc' | 'desc'>>[];

export interface UserRoleListRequest {
  queryInput?: UserRoleFilters;
  sort?: UserRoleSort;
  limit: number;
  skip: number;
}

const oneOrMany = <T extends string | number>(column: Parameters<typeof eq>[0], value: T | { in: T[] } | undefined): SQL | undefined => {
  if (value === undefined) return undefined;
  return typeof value === 'object' ? inArray(column, value.in) : eq(column, value);
};

/** The merchant's users (the owner, employees, third-party users) and the filters; the search folds diacritics. */
const userWhere = (ownerId: number, filters: UserRoleFilters = {}): SQL => {
  const conditions: (SQL | undefined)[] = [eq(users.ownerId, ownerId)];
  if (filters.q) {
    const pattern = containsPattern(foldVietnamese(filters.q).toLowerCase());
    const digits = filters.q.replace(/\D/g, '');
    conditions.push(or(
      sql`translate(lower(${users.fullName}), ${FOLD_FROM}::text, ${FOLD_TO}::text) like ${pattern}::text escape '\\'`,
      digits.length > 0 ? sql`${users.username} like ${containsPattern(digits)}::text escape '\\'` : undefined,
    ));
  }
  conditions.push(oneOrMany(users.id, filters.id), oneOrMany(users.roleId, filters.roleId), oneOrMany(users.type, filters.type), oneOrMany(users.status, filters.status));
  return and(...conditions)!;
};

const SORT_COLUMNS = { fullName: users.fullName, phone: users.username, type: users.type, id: users.id } as const;

/** The requested order, then the id; by default the owner first, then by name. */
const userOrder = (sort: UserRoleSort = []): SQL[] => {
  const order = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) => {
    const column = SORT_COLUMNS[field as UserRoleSortField];
    return direction === 'asc' ? asc(column) : desc(column);
  }));
  if (!order.length) order.push(sql`${users.type} <> 'merchant'`, asc(users.fullName));
  if (!sort.some((entry) => 'id' in entry)) order.push(asc(users.id));
  return order;
};

const changeCount = (effect: 'grant' | 'deny') =>
  sql<number>`(select count(*)::int from ${userPermissions} where ${userPermissions.userId} = ${qualified(users, users.id)} and ${userPermissions.effect} = ${effect})`;

const userColumns = {
  id: users.id, fullName: users.fullName, phone: users.username, type: users.type, status: users.status,
  roleId: users.roleId, roleName: roles.name, roleBuiltin: roles.builtin,
  isOwner: sql<boolean>`${users.type} = 'merchant'`,
  grantCount: changeCount('grant'), denyCount: changeCount('deny'),
};

const userPage = (db: Db, where: SQL, request: Omit<UserRoleListRequest, 'queryInput'>): Promise<UserRoleRow[]> =>
  db.select(userColumns).from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(where)
    .orderBy(...userOrder(request.sort)).limit(request.limit).offset(request.skip);

/** permission/userRoles: a page of the merchant's users with their role, and the count of every match. */
export const userRoleList = async (db: Db, ownerId: number, request: UserRoleListRequest) => {
  const where = userWhere(ownerId, request.queryInput);
  const [data, [{ count }]] = await Promise.all([
    userPage(db, where, request),
    db.select({ count: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { data, count };
};

const userRowById = async (db: Db, ownerId: number, id: number): Promise<UserRoleRow | null> =>
  (await userPage(db, userWhere(ownerId, { id }), { limit: 1, skip: 0 }))[0] ?? null;

/**
 * Every catalogue action for the user, with why they hold it or not: the staff's actions only for staff users.
 * The same rule as every request's check (server/auth/sessions.ts): (role's ∪ grants) − denies.
 */
const explained = (type: string, roleName: string | null, role: readonly string[], grants: readonly string[], denies: readonly string[]): EffectivePermission[] =>
  CATALOGUE_ACTIONS.filter((action) => type === 'staff' || !STAFF_ACTIONS.includes(action)).map((action) => {
    const fromRole = role.includes(action) ? roleName : null;
    if (ALWAYS_ALLOWED.includes(action)) return { action, effective: true, source: 'always', roleName: null };
    if (denies.includes(action)) return { action, effective: false, source: 'deny', roleName: fromRole };
    if (role.includes(action)) return { action, effective: true, source: 'role', roleName: fromRole };
    if (grants.includes(action)) return { action, effective: true, source: 'grant', roleName: null };
    return { action, effective: false, source: null, roleName: null };
  });

export const createUserAccess = (db: Db, audit: Audit, now: () => Date) => {
  const audited = (caller: Caller, kind: AuditKind, detail: Record<string, string | number | null>) =>
    audit({ kind, outcome: 'success', userId: caller.userId, ownerCode: caller.ownerCode, ...caller.source, detail });

  /** permission/userPermissions: the user's effective permissions, each explained. */
  const permissionsOf = async (ownerId: number, userId: number): Promise<UserPermissions> => {
    const user = await userRowById(db, ownerId, userId);
    const stored = await storedAccess(db, ownerId, userId);
    if (!user || !stored) throw notFound();
    const role = await actionsOfRole(db, stored.roleId);
    return { user, permissions: explained(user.type, user.roleName, role, stored.grants, stored.denies) };
  };

  return {
    permissionsOf,

    /**
     * permission/assignRole: never the owner, never the owner's built-in role, never a role carrying an action the
     * caller lacks or reaching shops the caller does not, never one that takes the caller's own manageclientroles away.
     */
    async assign(caller: Caller, userId: number, roleId: number): Promise<UserRoleRow> {
      const target = await storedAccess(db, caller.ownerId, userId);
      const role = await roleById(db, caller.ownerId, roleId);
      if (!target || !role) throw notFound();
      if (target.type === 'merchant') throw ownerProtected();
      if (role.builtin === 'owner') throw fieldError('roleId', 'the owner\'s role belongs to the owner', ROLE_MESSAGES.ownerRoleReserved);
      checkHeld(caller, role.actions, 'roleId');
      checkReachGiven(caller, role.shopScope, 'roleId');
      if (userId === caller.userId) checkNoSelfLockout(effectiveOf(role.actions, target.grants, target.denies));
      const before = (await userRowById(db, caller.ownerId, userId))!;
      if (target.roleId !== roleId) {
        await db.update(users).set({ roleId, updatedAt: now() }).where(and(eq(users.id, userId), eq(users.ownerId, caller.ownerId)));
        await audited(caller, 'userRoleChanged', { targetUserId: userId, before: before.roleName, after: role.name });
      }
      return (await userRowById(db, caller.ownerId, userId))!;
    },

    /**
     * permission/updateUserPermissions: replaces the user's additions and removals. Never for the owner; the caller
     * adds only actions they hold, keeps their own manageclientroles, and, kept to their own shops, widens nobody whose
     * role reaches every shop (a new addition, or a removal taken back).
     */
    async update(caller: Caller, userId: number, grants: readonly string[], denies: readonly string[]): Promise<UserPermissions> {
      const target = await storedAccess(db, caller.ownerId, userId);
      if (!target) throw notFound();
      if (target.type === 'merchant') throw ownerProtected();
      checkHeld(caller, grants.filter((action) => !target.grants.includes(action)), 'grants');
      const widened = grants.some((action) => !target.grants.includes(action)) || target.denies.some((action) => !denies.includes(action));
      // A user without a role reaches every shop (server/auth/shopScope.ts): their additions are theirs everywhere.
      const reach = target.roleId === null ? 'all' : (await roleById(db, caller.ownerId, target.roleId))?.shopScope ?? 'all';
      if (widened) checkReachGiven(caller, reach, 'grants');
      const role = await actionsOfRole(db, target.roleId);
      if (userId === caller.userId) checkNoSelfLockout(effectiveOf(role, grants, denies));
      const before = `added ${listed(target.grants)}; removed ${listed(target.denies)}`;
      const after = `added ${listed(grants)}; removed ${listed(denies)}`;
      if (before !== after) {
        await db.transaction(async (tx) => {
          await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
          const rows = [
            ...grants.map((action) => ({ userId, action, effect: 'grant' as const })),
            ...denies.map((action) => ({ userId, action, effect: 'deny' as const })),
          ];
          if (rows.length) await tx.insert(userPermissions).values(rows);
        });
        await audited(caller, 'userPermissionsChanged', { targetUserId: userId, before, after });
      }
      return permissionsOf(caller.ownerId, userId);
    },
  };
};
