import type { GetListParams } from 'react-admin';
import type { RecordSort } from '../../api/records';
import { USER_ROLE_SORT_FIELDS, type UserRoleFilters, userRoleRowSchema } from '../../api/roles';
import { pagingOf, textOf } from '../../dataProvider/listParams';
import type { MerchantResource } from '../../dataProvider/merchantResource';
import { APP_KEY } from '../../dataProvider/queries';
import type { RecordListQuery } from '../../dataProvider/recordList';

/**
 * The permissions screens' data: the users with their role (/permission/user-roles) for react-admin, its filter and
 * sort as permission/userRoles' list contract, and the query keys (the calls: src/dataProvider/accessCalls.ts).
 */

/** The requested order when the call knows the field; none (the server's: the owner first) otherwise. */
const userRoleSortOf = (sort?: { field?: string; order?: string }): RecordSort =>
  sort?.field !== undefined && USER_ROLE_SORT_FIELDS.some((field) => field === sort.field) ? [{ [sort.field]: sort.order === 'DESC' ? 'desc' : 'asc' }] : [];

/** The list's first order: a field no call sorts by, so the server's own (the owner first, then by name). */
export const SERVER_ORDER = { field: 'builtin', order: 'ASC' } as const;

export const userRoleListQuery = (params: Partial<GetListParams>): RecordListQuery => {
  const filters: UserRoleFilters = {};
  const q = textOf(params.filter?.q).slice(0, 100);
  if (q) filters.q = q;
  return { select: '', sort: userRoleSortOf(params.sort), filters, ...pagingOf(params) };
};

export const permissions: MerchantResource = {
  list: { path: '/api/permission/userRoles', query: (params) => userRoleListQuery(params), row: userRoleRowSchema },
};

export const permissionKeys = {
  /** Every role with its actions (the matrix). */
  allRoles: () => [APP_KEY, 'access', 'roles'] as const,
  /** One user's permissions: the role's, and what is granted or denied to them alone. */
  userPermissions: (userId: number) => [APP_KEY, 'access', 'user', userId] as const,
};
