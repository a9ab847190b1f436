import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type createUserRoleRequestSchema, mayRequireStrongFactor, ROLE_MESSAGES, type RoleDetail, type RoleRow, type updateClientRolePermsRequestSchema,
  type updateClientRoleRequestSchema,
} from '../../../src/api/roles';
import type { Audit, AuditKind } from '../../auth/audit';
import type { Db } from '../../db/client';
import { roleActions, roles, users } from '../../db/schema';
import { AppError, notFound } from '../../http/envelope';
import { fieldError } from '../../models/errors';
import {
  builtinReadOnly, type Caller, checkHeld, checkNoSelfLockout, checkScopeHeld, effectiveOf, listed, ownerProtected, storedAccess,
} from '../../auth/accessRules';
import { roleById, roleDetail } from './roleList';

type CreateInput = z.output<typeof createUserRoleRequestSchema>;
type UpdateInput = z.output<typeof updateClientRoleRequestSchema>;
type PermsInput = z.output<typeof updateClientRolePermsRequestSchema>;

/** A strong factor is required only of a role holding an action worth it (STRONG_FACTOR_ACTIONS). */
const checkStrongFactor = (required: boolean, actions: readonly string[], field: string): void => {
  if (required && !mayRequireStrongFactor(actions)) {
    throw fieldError(field, 'only a role holding movemoney, manageapikeys or manageclientroles may require a strong factor', ROLE_MESSAGES.strongFactorNotApplicable);
  }
};

/** How the audit names the requirement. */
const strongFactorText = (required: boolean): string => (required ? 'required' : 'notRequired');

const nameTaken = () => fieldError('name', 'another role of the merchant has this name', ROLE_MESSAGES.nameTaken);

/** The roles_owner_name_unique constraint caught a writer that raced past the name check. */
const isNameConflict = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'roles_owner_name_unique') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

const checkNameFree = async (db: Db, ownerId: number, name: string, exceptId?: number): Promise<void> => {
  const [taken] = await db.select({ id: roles.id }).from(roles)
    .where(and(eq(roles.ownerId, ownerId), sql`lower(${roles.name}) = ${name.toLowerCase()}`, exceptId === undefined ? undefined : ne(roles.id, exceptId)));
  if (taken) throw nameTaken();
};

/** Whether the merchant's owner holds the role: nobody changes what the owner can do. */
const heldByOwner = async (db: Db, roleId: number): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).where(and(eq(users.roleId, roleId), eq(users.type, 'merchant'))).limit(1)).length > 0;

/** A role the caller may change: the merchant's (404 otherwise), not built-in, not the owner's (409). */
const changeableRole = async (db: Db, caller: Caller, id: number): Promise<RoleRow> => {
  const role = await roleById(db, caller.ownerId, id);
  if (!role) throw notFound();
  if (role.builtin !== null) throw builtinReadOnly();
  if (await heldByOwner(db, id)) throw ownerProtected();
  return role;
};

/** A role's actions and strong-factor requirement as a change would leave them. */
interface RightsChange {
  role: RoleRow;
  actions: string[];
  requireStrongFactor: boolean;
}

/**
 * One role's new actions and requirement, checked: only actions the caller holds are added (400 naming
 * `<prefix>actions`), and a requirement left out stays while the new actions allow it and goes with the last one needing it.
 */
const plannedRights = (
  caller: Caller, role: RoleRow, entry: { actions: string[]; requireStrongFactor?: boolean }, prefix: string,
): RightsChange => {
  const added = entry.actions.filter((action) => !role.actions.includes(action));
  checkHeld(caller, added, `${prefix}actions`);
  // More actions for a role that reaches every shop widen what its holders do everywhere.
  if (added.length > 0) checkScopeHeld(caller, role.shopScope, `${prefix}actions`);
  const requireStrongFactor = entry.requireStrongFactor ?? (role.requireStrongFactor && mayRequireStrongFactor(entry.actions));
  checkStrongFactor(requireStrongFactor, entry.actions, `${prefix}requireStrongFactor`);
  return { role, actions: entry.actions, requireStrongFactor };
};

const rightsChanged = (change: RightsChange): boolean =>
  listed(change.role.actions) !== listed(change.actions) || change.role.requireStrongFactor !== change.requireStrongFactor;

export const createRoleWrites = (db: Db, audit: Audit, now: () => Date) => {
  const audited = (caller: Caller, kind: AuditKind, detail: Record<string, string | number | null>) =>
    audit({ kind, outcome: 'success', userId: caller.userId, ownerCode: caller.ownerCode, ...caller.source, detail });

  const replaceActions = async (tx: Db, roleId: number, actions: readonly string[], requireStrongFactor: boolean) => {
    await tx.delete(roleActions).where(eq(roleActions.roleId, roleId));
    if (actions.length) await tx.insert(roleActions).values(actions.map((action) => ({ roleId, action })));
    await tx.update(roles).set({ requireStrongFactor, updatedAt: now() }).where(eq(roles.id, roleId));
  };

  /** Nobody takes their own manageclientroles away through their role (their additions and removals counted). */
  const checkOwnAccessKept = async (caller: Caller, changes: readonly RightsChange[]): Promise<void> => {
    const self = await storedAccess(db, caller.ownerId, caller.userId);
    const own = changes.find((change) => change.role.id === self?.roleId);
    if (self && own) checkNoSelfLockout(effectiveOf(own.actions, self.grants, self.denies));
  };

  const auditRights = (caller: Caller, change: RightsChange) => audited(caller, 'rolePermissionsChanged', {
    roleId: change.role.id, name: change.role.name, before: listed(change.role.actions), after: listed(change.actions),
    ...(change.role.requireStrongFactor === change.requireStrongFactor ? {} : {
      strongFactorBefore: strongFactorText(change.role.requireStrongFactor), strongFactorAfter: strongFactorText(change.requireStrongFactor),
    }),
  });

  return {
    /** createUserRole: a new role, possibly a copy of another (built-in ones included) with the caller's changes. */
    async create(caller: Caller, input: CreateInput): Promise<RoleDetail> {
      const source = input.copyFrom === undefined ? null : await roleById(db, caller.ownerId, input.copyFrom);
      if (input.copyFrom !== undefined && !source) throw notFound();
      const actions = input.actions ?? source?.actions ?? [];
      checkHeld(caller, actions, 'actions');
      const shopScope = input.shopScope ?? source?.shopScope ?? 'all';
      checkScopeHeld(caller, shopScope, 'shopScope');
      // A copy keeps its source's requirement while its actions still allow one; asked for, it must be allowed.
      const requireStrongFactor = input.requireStrongFactor ?? ((source?.requireStrongFactor ?? false) && mayRequireStrongFactor(actions));
      checkStrongFactor(requireStrongFactor, actions, 'requireStrongFactor');
      await checkNameFree(db, caller.ownerId, input.name);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [role] = await tx.insert(roles).values({
            ownerId: caller.ownerId, name: input.name, description: input.description, shopScope,
            requireStrongFactor,
          }).returning({ id: roles.id });
          if (actions.length) await tx.insert(roleActions).values(actions.map((action) => ({ roleId: role.id, action })));
          return role.id;
        });
      } catch (error) {
        if (isNameConflict(error)) throw nameTaken();
        throw error;
      }
      await audited(caller, 'roleCreated', {
        roleId: id, name: input.name, copyFrom: source?.id ?? null, before: '-', after: listed(actions), strongFactor: strongFactorText(requireStrongFactor),
      });
      return (await roleDetail(db, caller.ownerId, id))!;
    },

    /**
     * updateClientRole: the name, description and shop scope of a role the merchant made, and with them its actions
     * and strong-factor requirement when sent: checked as updateClientRolePerms checks them, `confirm` (the caller's
     * password or step-up) asked when they or the shop scope change, and everything saved in one transaction or nothing.
     */
    async update(caller: Caller, input: UpdateInput, confirm: () => Promise<void>): Promise<RoleDetail> {
      const role = await changeableRole(db, caller, input.id);
      checkScopeHeld(caller, input.shopScope, 'shopScope');
      const asked = input.actions === undefined && input.requireStrongFactor === undefined ? null
        // Checked against the scope the role will have: narrowed to its own shops in the same call, it may gain actions.
        : plannedRights(caller, { ...role, shopScope: input.shopScope }, { actions: input.actions ?? role.actions, requireStrongFactor: input.requireStrongFactor }, '');
      const rights = asked && rightsChanged(asked) ? asked : null;
      if (rights) await checkOwnAccessKept(caller, [rights]);
      await checkNameFree(db, caller.ownerId, input.name, input.id);
      // The shop scope decides which shops the role reaches: a change of it is a change of rights too.
      if (rights || input.shopScope !== role.shopScope) await confirm();
      try {
        await db.transaction(async (tx) => {
          await tx.update(roles).set({ name: input.name, description: input.description, shopScope: input.shopScope, updatedAt: now() })
            .where(and(eq(roles.id, input.id), eq(roles.ownerId, caller.ownerId)));
          if (rights) await replaceActions(tx, role.id, rights.actions, rights.requireStrongFactor);
        });
      } catch (error) {
        if (isNameConflict(error)) throw nameTaken();
        throw error;
      }
      await audited(caller, 'roleUpdated', {
        roleId: role.id,
        before: `${role.name} | ${role.shopScope} | ${role.description}`.slice(0, 400),
        after: `${input.name} | ${input.shopScope} | ${input.description}`.slice(0, 400),
      });
      if (rights) await auditRights(caller, rights);
      return (await roleDetail(db, caller.ownerId, input.id))!;
    },

    /** deleteClientRole: refused for built-in roles and while any user holds the role (409 naming how many). */
    async remove(caller: Caller, id: number): Promise<{ id: number }> {
      const role = await changeableRole(db, caller, id);
      if (role.userCount > 0) {
        throw new AppError(409, ROLE_MESSAGES.roleInUse, { data: { userCount: role.userCount, smart_count: role.userCount } });
      }
      await db.delete(roles).where(and(eq(roles.id, id), eq(roles.ownerId, caller.ownerId)));
      await audited(caller, 'roleDeleted', { roleId: id, name: role.name, before: listed(role.actions), after: '-' });
      return { id };
    },

    /**
     * updateClientRolePerms: one role's actions or the matrix's several, all or nothing. The caller adds only
     * actions they hold, changes no built-in or owner's role, and keeps manageclientroles on their own role.
     */
    async setPermissions(caller: Caller, input: PermsInput): Promise<RoleRow[]> {
      const entries = 'roles' in input ? input.roles : [input];
      const ids = entries.map((entry) => entry.roleId);
      if (new Set(ids).size !== ids.length) throw fieldError('roles', 'each role appears once');
      const changes: RightsChange[] = [];
      for (const [index, entry] of entries.entries()) {
        changes.push(plannedRights(caller, await changeableRole(db, caller, entry.roleId), entry, 'roles' in input ? `roles.${index}.` : ''));
      }
      await checkOwnAccessKept(caller, changes);
      const changed = changes.filter(rightsChanged);
      await db.transaction(async (tx) => {
        for (const change of changed) await replaceActions(tx, change.role.id, change.actions, change.requireStrongFactor);
      });
      for (const change of changed) await auditRights(caller, change);
      const rows = await Promise.all(ids.map((id) => roleById(db, caller.ownerId, id)));
      return rows.filter((row): row is RoleRow => row !== null);
    },
  };
};

export type RoleWrites = ReturnType<typeof createRoleWrites>;

