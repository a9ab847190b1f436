import type { FastifyRequest } from 'fastify';
import { PERMISSION_CATALOGUE, PERMISSION_GROUP_NAMES, PERMISSION_GROUPS, STAFF_ACTIONS } from '../../../src/api/permissionCatalogue';
import { STEP_UP_DESCRIPTION } from '../../../src/api/stepUp';
import { ACTIONS, type Action } from '../../../src/api/permissions';
import {
  assignRoleRequestSchema, type CatalogueGroup, emptyBodySchema, clientRolesListAnswerSchema, createUserRoleRequestSchema, deleteRoleAnswerSchema,
  findClientRolesAnswerSchema, findClientRolesRequestSchema, findPermissionsAnswerSchema, ROLE_MESSAGES, roleDetailAnswerSchema, roleIdSchema,
  rolesAnswerSchema, updateClientRolePermsRequestSchema, updateClientRoleRequestSchema, updateUserPermissionsRequestSchema,
  userIdSchema, userPermissionsAnswerSchema, userRoleAnswerSchema, userRolesAnswerSchema, userRolesRequestSchema,
} from '../../../src/api/roles';
import type { Audit } from '../../auth/audit';
import { requireAction } from '../../auth/guard';
import { accountById } from '../../auth/accounts';
import { confirmRecentAuthentication, type Proof } from '../../auth/stepUp';
import { notifySecurityEvent } from '../../auth/securityNotices';
import type { AuthServices } from '../../auth/services';
import { sourceOf } from '../../auth/signInRateLimit';
import type { Db } from '../../db/client';
import { notFound, ok } from '../../http/envelope';
import { fieldError } from '../../models/errors';
import type { ZodPlugin } from '../../http/zod';
import type { Caller } from '../../auth/accessRules';
import { roleChoices, roleDetail, roleList } from './roleList';
import { createRoleWrites } from './roleWrites';
import { createUserAccess, userRoleList } from './userAccess';

export interface RoleRouteOptions extends Record<string, unknown> {
  db: Db;
  audit: Audit;
  now: () => Date;
  /** Whose password a change of rights takes again. */
  auth: AuthServices;
}

/** The password check of every change of rights (`confirm` below, auth/recentPassword.ts), as the descriptions say it. */
const PASSWORD_AGAIN = `${STEP_UP_DESCRIPTION} A wrong \`password\` is 400 \`app.roles.errors.passwordWrong\` naming it and `
  + 'counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.';

const callerOf = (request: FastifyRequest): Caller => ({
  ownerId: request.auth.ownerId, ownerCode: request.auth.ownerCode, userId: request.auth.userId, actions: request.auth.actions,
  shopIds: request.auth.shopIds, source: sourceOf(request),
});

/** The catalogue grouped by screen; a merchant's user never sees the back-office's actions. */
const catalogueFor = (userType: string): CatalogueGroup[] => PERMISSION_GROUPS
  .filter((group) => group !== 'backOffice' || userType === 'staff')
  .map((group) => ({
    group,
    name: PERMISSION_GROUP_NAMES[group],
    actions: (Object.values(ACTIONS) as Action[])
      .filter((action) => PERMISSION_CATALOGUE[action].group === group && (userType === 'staff' || !STAFF_ACTIONS.includes(action)))
      .map((action) => ({ action, name: PERMISSION_CATALOGUE[action].name, description: PERMISSION_CATALOGUE[action].description })),
  }));

/**
 * Roles and permissions (spec §7 `clientrole` and `permission` groups). The tenant is the session's owner; reading
 * needs findclientroles, changing manageclientroles; another merchant's role or user reads as unknown (404). What
 * the caller may give, and what nobody may take (the owner's access, one's own role management), is in
 * server/auth/accessRules.ts; every change is audited with before and after.
 */
export const roleRoutes: ZodPlugin<RoleRouteOptions> = async (app, { db, audit, now, auth }) => {
  const read = requireAction(ACTIONS.findClientRoles);
  const manage = requireAction(ACTIONS.manageClientRoles);
  const roles = createRoleWrites(db, audit, now);
  const access = createUserAccess(db, audit, now);
  const ROLE_TAGS = ['clientrole'];
  /**
   * A change of who may do what takes the caller's password again (or an app code or passkey), as creating an API key
   * does: a session left open on a shared till must not be enough to hand out rights. Wrong: 400, throttled like sign-in.
   */
  const confirm = (request: FastifyRequest, proof: Proof, change: string) =>
    confirmRecentAuthentication(auth, request.auth, proof, sourceOf(request), {
      kind: 'roleRefused', detail: { change }, message: ROLE_MESSAGES.passwordWrong, purpose: change,
    });
  const PERMISSION_TAGS = ['permission'];

  app.post('/permission/findPermissions', {
    preHandler: read,
    schema: {
      summary: 'The permission catalogue: every action the server checks, grouped by screen, named and described in English and Vietnamese (staff actions for staff only)',
      description: 'Needs the `findclientroles` permission. Send an empty object. The `always` group lists the actions every user '
        + 'holds; those and the back-office ones cannot be given to a role or a user (400 naming the field).',
      tags: PERMISSION_TAGS, body: emptyBodySchema, response: { 200: findPermissionsAnswerSchema },
    },
  }, async (request) => ok(catalogueFor(request.auth.userType)));

  app.post('/clientrole/findClientRoles', {
    preHandler: read,
    schema: {
      summary: 'The merchant\'s roles (list contract): filters q (name or description, no diacritics), id, builtin; sort name, createdAt, userCount, id',
      description: 'Needs the `findclientroles` permission. The built-in roles (`builtin` set) are listed with those the merchant '
        + 'made; `limit` 1–100 (default 20).',
      tags: ROLE_TAGS, body: findClientRolesRequestSchema, response: { 200: findClientRolesAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await roleList(db, request.auth.ownerId, request.body);
    return { ...ok(data), count };
  });

  app.post('/clientrole/clientRolesList', {
    preHandler: read,
    schema: {
      summary: 'The merchant\'s roles by name, built-in ones first: the choices of role pickers',
      description: 'Needs the `findclientroles` permission. Send an empty object; every role of the merchant, unpaged. Not every '
        + 'one can be given to anyone: assignRole refuses the owner\'s role and roles carrying permissions the caller lacks.',
      tags: ROLE_TAGS, body: emptyBodySchema, response: { 200: clientRolesListAnswerSchema },
    },
  }, async (request) => ok(await roleChoices(db, request.auth.ownerId)));

  app.post('/clientrole/detailClientRoles', {
    preHandler: read,
    schema: {
      summary: 'One role of the merchant with its actions and the users holding it; 404 for another merchant\'s id',
      description: 'Needs the `findclientroles` permission. 404 `dataNotFound` alike for an unknown id and another merchant\'s role.',
      tags: ROLE_TAGS, body: roleIdSchema, response: { 200: roleDetailAnswerSchema },
    },
  }, async (request) => {
    const detail = await roleDetail(db, request.auth.ownerId, request.body.id);
    if (!detail) throw notFound();
    return ok(detail);
  });

  app.post('/clientrole/createUserRole', {
    config: { errors: [404] },
    preHandler: manage,
    schema: {
      summary: 'Create a role, possibly a copy of another (copyFrom, built-in ones too); 400 names name (taken) or actions (one the caller does not hold)',
      description: 'Needs the `manageclientroles` permission. Without `actions` and `shopScope` the copy takes those of `copyFrom` '
        + '(404 `dataNotFound` when it is not one of the merchant\'s roles). 400 `app.roles.errors.nameTaken` naming `name` (names '
        + 'are unique per merchant, whatever the letter case); 400 `app.roles.errors.notHeld` naming `actions`, `data.actions` '
        + 'listing those the caller lacks; 400 `app.roles.errors.strongFactorNotApplicable` naming `requireStrongFactor` when the '
        + 'role would require a strong factor without holding movemoney, manageapikeys or manageclientroles.',
      tags: ROLE_TAGS, body: createUserRoleRequestSchema, response: { 200: roleDetailAnswerSchema },
    },
  }, async (request) => ok(await roles.create(callerOf(request), request.body), ROLE_MESSAGES.created));

  app.post('/clientrole/updateClientRole', {
    config: { errors: [409] },
    preHandler: manage,
    schema: {
      summary: 'Change a role\'s name, description and shop scope, and with them (all or nothing) its actions and strong-factor requirement when sent; 409 for a built-in role or the owner\'s',
      description: 'Needs the `manageclientroles` permission. 404 `dataNotFound` for an unknown id or another merchant\'s role; 409 '
        + '`app.roles.errors.builtinReadOnly` (copy it with createUserRole instead) or `ownerProtected`; 400 '
        + '`app.roles.errors.nameTaken` naming `name`. `actions` and `requireStrongFactor`, when sent, are checked as '
        + 'updateClientRolePerms checks them (`notHeld`, `strongFactorNotApplicable`, 409 `selfLockout`). A change of the actions, '
        + 'the requirement or the shop scope needs the caller\'s password typed again (400 naming `password` when neither it nor '
        + `\`stepUp\` is sent); a change of the name or description alone does not. ${PASSWORD_AGAIN}`,
      tags: ROLE_TAGS, body: updateClientRoleRequestSchema, response: { 200: roleDetailAnswerSchema },
    },
  }, async (request) => {
    const { body } = request;
    const confirmRights = async () => {
      // Asked only when the rights or the shop scope change: a save of the name alone needs no password.
      if (body.password === undefined && body.stepUp === undefined) throw fieldError('password', 'is required');
      await confirm(request, body, 'rolePermissions');
    };
    return ok(await roles.update(callerOf(request), body, confirmRights), ROLE_MESSAGES.updated);
  });

  app.post('/clientrole/deleteClientRole', {
    config: { errors: [409] },
    preHandler: manage,
    schema: {
      summary: 'Delete a role; 409 for a built-in role, or while users hold it (data.userCount says how many)',
      description: 'Needs the `manageclientroles` permission. 404 `dataNotFound` for an unknown id or another merchant\'s role; 409 '
        + '`app.roles.errors.builtinReadOnly`, `ownerProtected`, or `roleInUse` with `data.userCount`: give those users another '
        + 'role (assignRole) first.',
      tags: ROLE_TAGS, body: roleIdSchema, response: { 200: deleteRoleAnswerSchema },
    },
  }, async (request) => ok(await roles.remove(callerOf(request), request.body.id), ROLE_MESSAGES.deleted));

  app.post('/permission/updateClientRolePerms', {
    config: { errors: [404, 409] },
    preHandler: manage,
    schema: {
      summary: 'Set the actions of one role ({ roleId, actions }) or of several (the matrix: { roles }), all or nothing, with the caller\'s password typed again (400 passwordWrong naming password); only actions the caller holds may be added; 409 for built-in roles, the owner\'s, or taking one\'s own manageclientroles',
      description: 'Needs the `manageclientroles` permission. 404 `dataNotFound` when a `roleId` is not one of the merchant\'s roles; '
        + '400 `app.roles.errors.notHeld` naming `actions` (or `roles.<index>.actions`) with `data.actions`; 400 `scopeNotHeld` '
        + 'naming the same when a caller whose role keeps to its own shops adds actions to a role reaching every shop; 409 `builtinReadOnly`, '
        + `\`ownerProtected\` or \`selfLockout\`; 400 \`app.roles.errors.strongFactorNotApplicable\` naming \`requireStrongFactor\` `
        + '(or `roles.<index>.requireStrongFactor`) when a role without movemoney, manageapikeys or manageclientroles would require a '
        + 'passkey or an authenticator app at sign-in; left out, a role keeps its requirement while its actions allow it. '
        + `Nothing is saved when any entry is refused. ${PASSWORD_AGAIN}`,
      tags: PERMISSION_TAGS, body: updateClientRolePermsRequestSchema, response: { 200: rolesAnswerSchema },
    },
  }, async (request) => {
    await confirm(request, request.body, 'rolePermissions');
    return ok(await roles.setPermissions(callerOf(request), request.body), ROLE_MESSAGES.permissionsSaved);
  });

  app.post('/permission/userRoles', {
    preHandler: read,
    schema: {
      summary: 'The merchant\'s users with their role (list contract): filters q (name or phone), id, roleId, type, status; sort fullName, phone, type, id',
      description: 'Needs the `findclientroles` permission. Every user of the merchant: the owner (`isOwner`, listed first by '
        + 'default), employees and third-party users, with how many permissions were added to (`grantCount`) or removed from '
        + '(`denyCount`) their role; `limit` 1–100 (default 20).',
      tags: PERMISSION_TAGS, body: userRolesRequestSchema, response: { 200: userRolesAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await userRoleList(db, request.auth.ownerId, request.body);
    return { ...ok(data), count };
  });

  app.post('/permission/assignRole', {
    config: { errors: [409] },
    preHandler: manage,
    schema: {
      summary: 'Give a user another role, with the caller\'s password typed again (400 passwordWrong naming password); never the owner (409), never the owner\'s role or one carrying an action the caller lacks (400 roleId), never losing one\'s own manageclientroles (409)',
      description: 'Needs the `manageclientroles` permission. 404 `dataNotFound` when `userId` or `roleId` is unknown or another '
        + 'merchant\'s; 409 `app.roles.errors.ownerProtected` or `selfLockout`; 400 `ownerRoleReserved` or `notHeld` naming `roleId`, '
        + 'or `reachNotHeld` naming `roleId` when a caller whose role keeps to its own shops gives a role reaching every shop. '
        + `The user is told of the new role. ${PASSWORD_AGAIN}`,
      tags: PERMISSION_TAGS, body: assignRoleRequestSchema, response: { 200: userRoleAnswerSchema },
    },
  }, async (request) => {
    await confirm(request, request.body, 'userRole');
    const row = await access.assign(callerOf(request), request.body.userId, request.body.roleId);
    // The user is told their new role: a change of rights they did not expect does not go unseen.
    const account = await accountById(auth.db, row.id);
    if (account) await notifySecurityEvent(auth, account, { kind: 'roleChanged', roleName: row.roleName ?? row.roleBuiltin ?? '' }, sourceOf(request));
    return ok(row, ROLE_MESSAGES.roleAssigned);
  });

  app.post('/permission/userPermissions', {
    preHandler: read,
    schema: {
      summary: 'A user\'s effective permissions, each explained: from the role, added or removed for the user, or always allowed',
      description: 'Needs the `findclientroles` permission. 404 `dataNotFound` alike for an unknown `userId` and another '
        + 'merchant\'s user. `source` is `role`, `grant`, `deny`, `always`, or null when not held.',
      tags: PERMISSION_TAGS, body: userIdSchema, response: { 200: userPermissionsAnswerSchema },
    },
  }, async (request) => ok(await access.permissionsOf(request.auth.ownerId, request.body.userId)));

  app.post('/permission/updateUserPermissions', {
    config: { errors: [409] },
    preHandler: manage,
    schema: {
      summary: 'Replace the actions added to (grants) and removed from (denies) a user\'s role, with the caller\'s password typed again (400 passwordWrong naming password); never the owner (409); only actions the caller holds may be added (400 grants); the change applies at the user\'s next request',
      description: 'Needs the `manageclientroles` permission. 404 `dataNotFound` for an unknown or another merchant\'s `userId`; 409 '
        + '`app.roles.errors.ownerProtected`, or `selfLockout` when the caller would lose their own `manageclientroles`; 400 '
        + `\`notHeld\` naming \`grants\`, or \`reachNotHeld\` naming \`grants\` when a caller whose role keeps to its own shops widens a user `
        + `whose role reaches every shop. Send the whole lists: they replace the stored ones. ${PASSWORD_AGAIN}`,
      tags: PERMISSION_TAGS, body: updateUserPermissionsRequestSchema, response: { 200: userPermissionsAnswerSchema },
    },
  }, async (request) => {
    await confirm(request, request.body, 'userPermissions');
    return ok(await access.update(callerOf(request), request.body.userId, request.body.grants, request.body.denies), ROLE_MESSAGES.permissionsSaved);
  });
};
