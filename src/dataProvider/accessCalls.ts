import { z } from 'zod';
import {
  type CatalogueGroup, catalogueGroupSchema, type RoleChoiceRow, roleChoiceRowSchema, type RoleDetail, roleDetailSchema, type RoleRow,
  roleRowSchema, type UserPermissions, userPermissionsSchema, type UserRoleRow, userRoleRowSchema,
} from '../api/roles';
import { httpClient } from './httpClient';
import { BAD_ANSWER } from './merchantDataProvider';

/**
 * The roles and permissions screens' calls beside the data provider's lists and forms: the catalogue, every role
 * with its actions (the matrix), the role choices, and the writes that are not a form's save.
 */

const read = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(BAD_ANSWER);
  return result.data;
};

/** `findPermissions`: the catalogue grouped by screen, in both languages. */
export const fetchCatalogue = async (signal?: AbortSignal): Promise<CatalogueGroup[]> =>
  read(z.array(catalogueGroupSchema), (await httpClient('/api/permission/findPermissions', { body: {}, signal })).data);

/** Every role of the merchant with its actions (a merchant has a few dozen at most: one page of 100). */
export const fetchAllRoles = async (signal?: AbortSignal): Promise<RoleRow[]> =>
  read(z.array(roleRowSchema), (await httpClient('/api/clientrole/findClientRoles', { body: { limit: 100, skip: 0 }, signal })).data);

/** `clientRolesList`: the role pickers' choices. */
export const fetchRoleChoices = async (signal?: AbortSignal): Promise<RoleChoiceRow[]> =>
  read(z.array(roleChoiceRowSchema), (await httpClient('/api/clientrole/clientRolesList', { body: {}, signal })).data);

export const fetchRoleDetail = async (id: number, signal?: AbortSignal): Promise<RoleDetail> =>
  read(roleDetailSchema, (await httpClient('/api/clientrole/detailClientRoles', { body: { id }, signal })).data);

/**
 * `updateClientRolePerms` with the matrix's changed roles, all or nothing. The changes of rights below carry the
 * caller's password and are quiet: the screen says the one outcome (src/resources/permissions/useRightsChange.ts).
 */
export const saveRolePermissions = async (roles: { roleId: number; actions: string[] }[], password: string): Promise<RoleRow[]> =>
  read(z.array(roleRowSchema), (await httpClient('/api/permission/updateClientRolePerms', { body: { roles, password }, quiet: true })).data);

export const deleteRole = async (id: number): Promise<void> => {
  await httpClient('/api/clientrole/deleteClientRole', { body: { id } });
};

export const assignRole = async (userId: number, roleId: number, password: string): Promise<UserRoleRow> =>
  read(userRoleRowSchema, (await httpClient('/api/permission/assignRole', { body: { userId, roleId, password }, quiet: true })).data);

export const fetchUserPermissions = async (userId: number, signal?: AbortSignal): Promise<UserPermissions> =>
  read(userPermissionsSchema, (await httpClient('/api/permission/userPermissions', { body: { userId }, signal })).data);

export const saveUserPermissions = async (userId: number, grants: string[], denies: string[], password: string): Promise<UserPermissions> =>
  read(userPermissionsSchema, (await httpClient('/api/permission/updateUserPermissions', { body: { userId, grants, denies, password }, quiet: true })).data);
