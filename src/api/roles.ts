import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { ASSIGNABLE_ACTIONS, PERMISSION_GROUPS } from './permissionCatalogue';
import { ACTIONS, BUILTIN_ROLES, type Action, USER_TYPES } from './permissions';
import { oneOrMany, queryInputOf, sortOf } from './sales';
import { countedAnswerOf, listPagingOf } from './submerchants';
import { oneReauthentication, reauthenticationFields } from './stepUp';

/**
 * Wire types of the roles and permissions calls (spec §7 `clientrole` and `permission` groups): the merchant's
 * roles (built-in ones copied, never changed), the permission matrix, the users' roles and per-user additions and
 * removals. The tenant is always the session's owner.
 */

export const ROLE_MESSAGES = {
  /** 409: a built-in role is copied, never changed or deleted. */
  builtinReadOnly: 'app.roles.errors.builtinReadOnly',
  /** 409 on delete: `data.userCount` users still hold the role. */
  roleInUse: 'app.roles.errors.roleInUse',
  /** 400 on `name`: another role of the merchant has it. */
  nameTaken: 'app.roles.errors.nameTaken',
  /** 400: the caller tried to give an action they do not hold themselves (`data.actions` names them). */
  notHeld: 'app.roles.errors.notHeld',
  /** 400 on `shopScope`: a caller who keeps to their own shops cannot make or change a role that reaches every shop. */
  scopeNotHeld: 'app.roles.errors.scopeNotHeld',
  /**
   * 400 on `roleId` (or `grants`): a caller who keeps to their own shops cannot give anyone a role that reaches every
   * shop, nor add permissions to a user whose role does.
   */
  reachNotHeld: 'app.roles.errors.reachNotHeld',
  /** 409: the owner's role and permissions are not changed by anyone. */
  ownerProtected: 'app.roles.errors.ownerProtected',
  /** 409: the change would take the caller's own ability to manage roles away. */
  selfLockout: 'app.roles.errors.selfLockout',
  /** 400 on `roleId`: the owner's built-in role belongs to the owner only. */
  ownerRoleReserved: 'app.roles.errors.ownerRoleReserved',
  created: 'app.roles.created',
  updated: 'app.roles.updated',
  deleted: 'app.roles.deleted',
  permissionsSaved: 'app.roles.permissionsSaved',
  roleAssigned: 'app.roles.roleAssigned',
  /** 400 naming password: a change of rights takes the caller's password again, and it was wrong. */
  passwordWrong: 'app.roles.errors.passwordWrong',
  /** 400 naming requireStrongFactor: only a role holding one of `STRONG_FACTOR_ACTIONS` may require a strong factor. */
  strongFactorNotApplicable: 'app.roles.errors.strongFactorNotApplicable',
} as const;

/**
 * The actions whose misuse costs the most (money moved, API keys made, rights handed out): a role holding one may
 * require its users to sign in with a passkey or an authenticator app instead of an SMS code.
 */
export const STRONG_FACTOR_ACTIONS: readonly Action[] = [ACTIONS.moveMoney, ACTIONS.manageApiKeys, ACTIONS.manageClientRoles];

/** Whether a role with these actions may require a strong factor. */
export const mayRequireStrongFactor = (actions: readonly string[]): boolean =>
  actions.some((action) => STRONG_FACTOR_ACTIONS.includes(action as Action));

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
const text = z.object({ en: z.string(), vi: z.string() });

export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 300;
export const SHOP_SCOPE_VALUES = ['all', 'own'] as const;

/** An action a merchant's role or user may be given (not the always-allowed ones, not the staff's). */
export const assignableActionSchema = z.enum(ASSIGNABLE_ACTIONS as [Action, ...Action[]]);
/** A set of actions: duplicates are dropped, order does not matter. */
const actionList = z.array(assignableActionSchema).max(ASSIGNABLE_ACTIONS.length * 2)
  .transform((actions) => [...new Set(actions)].sort());

const EXAMPLE_ACTIONS = [ACTIONS.findTransactions, ACTIONS.findShops, ACTIONS.earnPointHistory, ACTIONS.checkout];

/** The body of the calls that take no parameters (findPermissions, clientRolesList). */
export const emptyBodySchema = z.object({}).meta({ examples: [{}] });

// findPermissions

export const catalogueActionSchema = z.object({ action: z.string(), name: text, description: text });
export const catalogueGroupSchema = z.object({ group: z.enum(PERMISSION_GROUPS), name: text, actions: z.array(catalogueActionSchema) });
export type CatalogueGroup = z.output<typeof catalogueGroupSchema>;
export const findPermissionsAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: z.array(catalogueGroupSchema) }).meta({
  examples: [{
    err: 200, message: 'ok', data: [{
      group: 'transactions', name: { en: 'Transaction History', vi: 'Lịch sử giao dịch' },
      actions: [{
        action: 'findtransactions', name: { en: 'Transaction History', vi: 'Xem lịch sử giao dịch' },
        description: { en: 'List and open transactions and the sales reports.', vi: 'Xem danh sách, chi tiết giao dịch và báo cáo doanh số.' },
      }],
    }],
  }],
});

// Roles

export const roleRowSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  /** Set on the built-in roles: the screens show their localized name by this key. */
  builtin: z.enum(BUILTIN_ROLES).nullable(),
  shopScope: z.enum(SHOP_SCOPE_VALUES),
  actions: z.array(z.string()),
  /** Its users sign in with a passkey or an authenticator app (never an SMS code), enrolling one first if they have neither. */
  requireStrongFactor: z.boolean(),
  actionCount: z.number().int(),
  userCount: z.number().int(),
  createdAt: instant,
  updatedAt: instant.nullable(),
});
export type RoleRow = z.output<typeof roleRowSchema>;

const exampleRole: RoleRow = {
  id: 12, name: 'Thu ngân ca tối', description: 'Bán hàng và tích điểm tại quầy', builtin: null, shopScope: 'own',
  actions: EXAMPLE_ACTIONS, requireStrongFactor: false, actionCount: 4, userCount: 3, createdAt: '2026-11-20T08:30:00.000+07:00', updatedAt: null,
};

export const roleFiltersSchema = z.strictObject({
  /** Name or description, without diacritics or letter case mattering. */
  q: z.string().trim().max(100).optional(),
  id: oneOrMany(id).optional(),
  builtin: z.boolean().optional(),
});
export type RoleFilters = z.output<typeof roleFiltersSchema>;

export const ROLE_SORT_FIELDS = ['name', 'createdAt', 'userCount', 'id'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

export const findClientRolesRequestSchema = z.object({
  ...listPagingOf(),
  sort: sortOf(ROLE_SORT_FIELDS).optional(),
  queryInput: queryInputOf(roleFiltersSchema).optional(),
}).meta({ examples: [{ limit: 20, skip: 0, sort: [{ name: 'asc' }], queryInput: { q: 'thu ngan' } }] });
export type FindClientRolesRequest = z.input<typeof findClientRolesRequestSchema>;
export const findClientRolesAnswerSchema = countedAnswerOf(roleRowSchema)
  .meta({ examples: [{ err: 200, message: 'ok', data: [exampleRole], count: 1 }] });

export const roleChoiceRowSchema = z.object({ id, name: z.string(), builtin: z.enum(BUILTIN_ROLES).nullable() });
export type RoleChoiceRow = z.output<typeof roleChoiceRowSchema>;
export const clientRolesListAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: z.array(roleChoiceRowSchema) })
  .meta({ examples: [{ err: 200, message: 'ok', data: [{ id: 3, name: 'Owner', builtin: 'owner' }, { id: 12, name: 'Thu ngân ca tối', builtin: null }] }] });

export const roleIdSchema = z.object({ id }).meta({ examples: [{ id: 12 }] });

const roleFields = {
  name: z.string().trim().min(1).max(ROLE_NAME_MAX),
  description: z.string().trim().max(ROLE_DESCRIPTION_MAX).default(''),
  shopScope: z.enum(SHOP_SCOPE_VALUES),
};

/**
 * createUserRole: `copyFrom` starts from another role of the merchant (its actions, shop scope and strong-factor
 * requirement unless given).
 */
export const createUserRoleRequestSchema = z.object({
  name: roleFields.name,
  description: roleFields.description,
  shopScope: roleFields.shopScope.optional(),
  actions: actionList.optional(),
  requireStrongFactor: z.boolean().optional(),
  copyFrom: id.optional(),
}).meta({ examples: [{ name: 'Thu ngân ca tối', description: 'Bán hàng và tích điểm tại quầy', shopScope: 'own', actions: EXAMPLE_ACTIONS }] });
export type CreateUserRoleRequest = z.input<typeof createUserRoleRequestSchema>;

const reauthentication = reauthenticationFields(z.string().min(1).max(200));
const EXAMPLE_PASSWORD = 'Owner-Passphrase-2026';

/**
 * updateClientRole: the name, description and shop scope, and with them (all saved or none) the role's actions and
 * strong-factor requirement when sent, a change of them confirmed by the caller's `password` or `stepUp`.
 */
export const updateClientRoleRequestSchema = z.object({
  id, ...roleFields, actions: actionList.optional(), requireStrongFactor: z.boolean().optional(), ...reauthentication,
}).superRefine((value, ctx) => {
  if (value.password !== undefined && value.stepUp !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['stepUp'], message: 'send password or stepUp, not both' });
  }
}).meta({
  examples: [
    { id: 12, name: 'Thu ngân ca sáng', description: 'Bán hàng tại quầy Lê Lợi', shopScope: 'own' },
    { id: 12, name: 'Thu ngân ca sáng', description: '', shopScope: 'own', actions: EXAMPLE_ACTIONS, password: EXAMPLE_PASSWORD },
  ],
});
export type UpdateClientRoleRequest = z.input<typeof updateClientRoleRequestSchema>;

export const roleUserSchema = z.object({
  id, fullName: z.string(), phone: z.string(), type: z.enum(USER_TYPES), status: z.enum(['active', 'locked']),
});
export const roleDetailSchema = roleRowSchema.extend({ users: z.array(roleUserSchema) });
export type RoleDetail = z.output<typeof roleDetailSchema>;
export const roleDetailAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: roleDetailSchema }).meta({
  examples: [{ err: 200, message: 'ok', data: { ...exampleRole, users: [{ id: 41, fullName: 'Trần Thị Bình', phone: '0912345678', type: 'submerchant', status: 'active' }] } }],
});

export const deleteRoleAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: z.object({ id }) })
  .meta({ examples: [{ err: 200, message: ROLE_MESSAGES.deleted, data: { id: 12 } }] });

/** updateClientRolePerms: one role's actions and strong-factor requirement, or the matrix screen's several at once (all or nothing). */
/** The caller's own password typed again, or a step-up: every change of who may do what takes one (as API keys do). */

/** `requireStrongFactor` left out keeps the role's (dropped when the new actions no longer allow it). */
const rolePermsSchema = z.object({ roleId: id, actions: actionList, requireStrongFactor: z.boolean().optional() });
export const updateClientRolePermsRequestSchema = z.union([
  rolePermsSchema.extend(reauthentication).superRefine(oneReauthentication),
  z.object({ roles: z.array(rolePermsSchema).min(1).max(200), ...reauthentication }).superRefine(oneReauthentication),
]).meta({
  examples: [
    { roleId: 12, actions: EXAMPLE_ACTIONS, password: EXAMPLE_PASSWORD },
    { roles: [{ roleId: 12, actions: EXAMPLE_ACTIONS }, { roleId: 13, actions: [ACTIONS.findTransactions] }], password: EXAMPLE_PASSWORD },
  ],
});
export type UpdateClientRolePermsRequest = z.input<typeof updateClientRolePermsRequestSchema>;
export const rolesAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: z.array(roleRowSchema) })
  .meta({ examples: [{ err: 200, message: ROLE_MESSAGES.permissionsSaved, data: [exampleRole] }] });

// Users

export const userRoleRowSchema = z.object({
  id,
  fullName: z.string(),
  phone: z.string(),
  type: z.enum(USER_TYPES),
  status: z.enum(['active', 'locked']),
  roleId: id.nullable(),
  roleName: z.string().nullable(),
  roleBuiltin: z.enum(BUILTIN_ROLES).nullable(),
  /** The merchant's owner: their role and permissions are never changed. */
  isOwner: z.boolean(),
  /** How many actions are added to or removed from the role's for this user. */
  grantCount: z.number().int(),
  denyCount: z.number().int(),
});
export type UserRoleRow = z.output<typeof userRoleRowSchema>;

const exampleUser: UserRoleRow = {
  id: 41, fullName: 'Trần Thị Bình', phone: '0912345678', type: 'submerchant', status: 'active', roleId: 12,
  roleName: 'Thu ngân ca tối', roleBuiltin: null, isOwner: false, grantCount: 1, denyCount: 0,
};

export const userRoleFiltersSchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  id: oneOrMany(id).optional(),
  roleId: oneOrMany(id).optional(),
  type: oneOrMany(z.enum(USER_TYPES)).optional(),
  status: oneOrMany(z.enum(['active', 'locked'])).optional(),
});
export type UserRoleFilters = z.output<typeof userRoleFiltersSchema>;
export const USER_ROLE_SORT_FIELDS = ['fullName', 'phone', 'type', 'id'] as const;
export type UserRoleSortField = (typeof USER_ROLE_SORT_FIELDS)[number];

export const userRolesRequestSchema = z.object({
  ...listPagingOf(),
  sort: sortOf(USER_ROLE_SORT_FIELDS).optional(),
  queryInput: queryInputOf(userRoleFiltersSchema).optional(),
}).meta({ examples: [{ limit: 20, skip: 0, sort: [{ fullName: 'asc' }], queryInput: { roleId: 12 } }] });
export type UserRolesRequest = z.input<typeof userRolesRequestSchema>;
export const userRolesAnswerSchema = countedAnswerOf(userRoleRowSchema)
  .meta({ examples: [{ err: 200, message: 'ok', data: [exampleUser], count: 1 }] });

export const assignRoleRequestSchema = z.object({ userId: id, roleId: id, ...reauthentication }).superRefine(oneReauthentication).meta({ examples: [{ userId: 41, roleId: 12, password: EXAMPLE_PASSWORD }] });
export type AssignRoleRequest = z.input<typeof assignRoleRequestSchema>;
export const userRoleAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: userRoleRowSchema })
  .meta({ examples: [{ err: 200, message: ROLE_MESSAGES.roleAssigned, data: exampleUser }] });

export const PERMISSION_SOURCES = ['role', 'grant', 'deny', 'always'] as const;
export type PermissionSource = (typeof PERMISSION_SOURCES)[number];

/**
 * One action for one user: whether they hold it and why. `role`: their role carries it; `grant`: added for this
 * user; `deny`: removed for this user (effective false); `always`: nobody lacks it; null: not held at all.
 */
export const effectivePermissionSchema = z.object({
  action: z.string(),
  effective: z.boolean(),
  source: z.enum(PERMISSION_SOURCES).nullable(),
  /** The role's name when the role carries the action (also for a removed one: "removed from role Cashier"). */
  roleName: z.string().nullable(),
});
export type EffectivePermission = z.output<typeof effectivePermissionSchema>;

export const userPermissionsSchema = z.object({ user: userRoleRowSchema, permissions: z.array(effectivePermissionSchema) });
export type UserPermissions = z.output<typeof userPermissionsSchema>;
export const userPermissionsAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: userPermissionsSchema }).meta({
  examples: [{
    err: 200, message: 'ok', data: {
      user: exampleUser,
      permissions: [
        { action: 'findtransactions', effective: true, source: 'role', roleName: 'Thu ngân ca tối' },
        { action: 'exporttransactions', effective: true, source: 'grant', roleName: null },
        { action: 'checkout', effective: false, source: 'deny', roleName: 'Thu ngân ca tối' },
        { action: 'dashboard', effective: true, source: 'always', roleName: null },
      ],
    },
  }],
});

export const userIdSchema = z.object({ userId: id }).meta({ examples: [{ userId: 41 }] });

/** updateUserPermissions: the whole set of additions and removals for the user (replaces the stored one). */
export const updateUserPermissionsRequestSchema = z.object({ userId: id, grants: actionList, denies: actionList, ...reauthentication })
  .superRefine(oneReauthentication)
  .refine((value) => !value.grants.some((action) => value.denies.includes(action)), { error: 'an action cannot be both added and removed', path: ['denies'] })
  .meta({ examples: [{ userId: 41, grants: [ACTIONS.exportTransactions], denies: [ACTIONS.checkout], password: EXAMPLE_PASSWORD }] });
export type UpdateUserPermissionsRequest = z.input<typeof updateUserPermissionsRequestSchema>;
