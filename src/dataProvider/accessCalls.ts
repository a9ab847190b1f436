import { z } from 'zod';
import {
  type CatalogueGroup, catalogueGroupSchema, type RoleChoiceRow, roleChoiceRowSchema, type RoleDetail, roleDetailSchema, type RoleRow,
  roleRowSchema, type UserPermissions, userPermissionsSchema, type UserRoleRow, userRoleRowSchema,
} from '../api/roles';
import { callParsed } from './callParsed';
import { httpClient } from './httpClient';
import type { Reauthentication } from '../api/stepUp';

/**
 * The roles and permissions screens' calls beside the data provider's lists and forms: the catalogue, every role
 * with its actions (the matrix), the role choices, and the writes that are not a form's save. The reads are quiet:
 * their screens say a failure in place, with Try again (src/ui/feedback/LoadState.tsx).
 */

/** `findPermissions`: the catalogue grouped by screen, in both languages. */
export const fetchCatalogue = async (signal?: AbortSignal): Promise<CatalogueGroup[]> =>
  callParsed('/api/permission/findPermissions', z.array(catalogueGroupSchema), { body: {}, signal, quiet: true });

/** Every role of the merchant with its actions (a merchant has a few dozen at most: one page of 100). */
export const fetchAllRoles = async (signal?: AbortSignal): Promise<RoleRow[]> =>
  callParsed('/api/clientrole/findClientRoles', z.array(roleRowSchema), { body: { limit: 100, skip: 0 }, signal, quiet: true });

/** `clientRolesList`: the role pickers' choices. */
export const fetchRoleChoices = async (signal?: AbortSignal): Promise<RoleChoiceRow[]> =>
  callParsed('/api/clientrole/clientRolesList', z.array(roleChoiceRowSchema), { body: {}, signal, quiet: true });

export const fetchRoleDetail = async (id: number, signal?: AbortSignal): Promise<RoleDetail> =>
  callParsed('/api/clientrole/detailClientRoles', roleDetailSchema, { body: { id }, signal, quiet: true });

/**
 * `updateClientRolePerms` with the matrix's changed roles, all or nothing. The changes of rights below carry the
 * caller's password or step-up (`proof`) and are quiet: the screen says the one outcome (src/hooks/useRightsChange.ts).
 */
export const saveRolePermissions = async (roles: { roleId: number; actions: string[]; requireStrongFactor?: boolean }[], proof: Reauthentication): Promise<RoleRow[]> =>
  callParsed('/api/permission/updateClientRolePerms', z.array(roleRowSchema), { body: { roles, ...proof }, quiet: true });

export const deleteRole = async (id: number): Promise<void> => {
  await httpClient('/api/clientrole/deleteClientRole', { body: { id } });
};

export const assignRole = async (userId: number, roleId: number, proof: Reauthentication): Promise<UserRoleRow> =>
  callParsed('/api/permission/assignRole', userRoleRowSchema, { body: { userId, roleId, ...proof }, quiet: true });

export const fetchUserPermissions = async (userId: number, signal?: AbortSignal): Promise<UserPermissions> =>
  callParsed('/api/permission/userPermissions', userPermissionsSchema, { body: { userId }, signal, quiet: true });

export const saveUserPermissions = async (userId: number, grants: string[], denies: string[], proof: Reauthentication): Promise<UserPermissions> =>
  callParsed('/api/permission/updateUserPermissions', userPermissionsSchema, { body: { userId, grants, denies, ...proof }, quiet: true });
