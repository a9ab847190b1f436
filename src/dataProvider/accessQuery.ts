import type { GetListParams, Identifier } from 'react-admin';
import type { RecordSort } from '../api/records';
import { ROLE_SORT_FIELDS, type RoleFilters, USER_ROLE_SORT_FIELDS, type UserRoleFilters } from '../api/roles';
import type { RecordListQuery } from './recordList';
import { pagingOf } from './transactionQuery';

/**
 * The roles and users lists' filter values and sort as their calls' list contract (findClientRoles,
 * permission/userRoles), and the role form's values as createUserRole/updateClientRole's body.
 */

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The requested order when the call knows the field; none (the server's: built-in roles or the owner first) otherwise. */
const sortOf = (fields: readonly string[]) => (sort?: { field?: string; order?: string }): RecordSort =>
  sort?.field !== undefined && fields.includes(sort.field) ? [{ [sort.field]: sort.order === 'DESC' ? 'desc' : 'asc' }] : [];

/** The roles list's first order: a field no call sorts by, so the server's own (built-in roles first, then by name). */
export const SERVER_ORDER = { field: 'builtin', order: 'ASC' } as const;

export const roleListQuery = (params: Partial<GetListParams>): RecordListQuery => {
  const filters: RoleFilters = {};
  const q = textOf(params.filter?.q).slice(0, 100);
  if (q) filters.q = q;
  return { select: '', sort: sortOf(ROLE_SORT_FIELDS)(params.sort), filters, ...pagingOf(params) };
};

export const userRoleListQuery = (params: Partial<GetListParams>): RecordListQuery => {
  const filters: UserRoleFilters = {};
  const q = textOf(params.filter?.q).slice(0, 100);
  if (q) filters.q = q;
  return { select: '', sort: sortOf(USER_ROLE_SORT_FIELDS)(params.sort), filters, ...pagingOf(params) };
};

const actionsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((action): action is string => typeof action === 'string') : []);

/** The role form's values as the call's body: the actions and the copy source only when creating (the matrix saves actions). */
export const roleBodyOf = (data: Record<string, unknown>, id?: Identifier): Record<string, unknown> => {
  const body: Record<string, unknown> = {
    name: textOf(data.name),
    description: textOf(data.description),
    shopScope: data.shopScope === 'own' ? 'own' : 'all',
  };
  if (id !== undefined) return { ...body, id: Number(id) };
  const copyFrom = Number(data.copyFrom);
  return { ...body, actions: actionsOf(data.actions), ...(Number.isSafeInteger(copyFrom) && copyFrom > 0 ? { copyFrom } : {}) };
};
