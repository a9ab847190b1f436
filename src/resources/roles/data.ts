import type { GetListParams, Identifier } from 'react-admin';
import type { RecordSort } from '../../api/records';
import type { Reauthentication } from '../../api/stepUp';
import { mayRequireStrongFactor, type RoleDetail, roleDetailSchema, type RoleFilters, roleRowSchema, ROLE_SORT_FIELDS } from '../../api/roles';
import { callParsed } from '../../dataProvider/callParsed';
import { withFieldErrors } from '../../dataProvider/fieldErrors';
import { pagingOf, textOf } from '../../dataProvider/listParams';
import { byPositiveId, type MerchantResource } from '../../dataProvider/merchantResource';
import { APP_KEY } from '../../dataProvider/queries';
import type { RecordListQuery } from '../../dataProvider/recordList';

/**
 * The roles' data: their list, record, create and update for react-admin, the list's filter and sort as
 * findClientRoles' list contract, the role form's values as createUserRole/updateClientRole's body, and the query
 * keys (the calls the roles and permissions screens share: src/dataProvider/accessCalls.ts).
 */

/** The requested order when the call knows the field; none (the server's: built-in roles or the owner first) otherwise. */
const roleSortOf = (sort?: { field?: string; order?: string }): RecordSort =>
  sort?.field !== undefined && ROLE_SORT_FIELDS.some((field) => field === sort.field) ? [{ [sort.field]: sort.order === 'DESC' ? 'desc' : 'asc' }] : [];

/** The roles list's first order: a field no call sorts by, so the server's own (built-in roles first, then by name). */
export const SERVER_ORDER = { field: 'builtin', order: 'ASC' } as const;

export const roleListQuery = (params: Partial<GetListParams>): RecordListQuery => {
  const filters: RoleFilters = {};
  const q = textOf(params.filter?.q).slice(0, 100);
  if (q) filters.q = q;
  return { select: '', sort: roleSortOf(params.sort), filters, ...pagingOf(params) };
};

const actionsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((action): action is string => typeof action === 'string') : []);

/** The actions the form holds, and the strong-factor requirement only while they allow it (unticking the last such action drops it). */
const rightsOf = (data: Record<string, unknown>) => {
  const actions = actionsOf(data.actions);
  return { actions, requireStrongFactor: data.requireStrongFactor === true && mayRequireStrongFactor(actions) };
};

/**
 * The role form's values as the call's body. Creating: with the actions, the strong-factor requirement and the copy
 * source. Editing: the name, description and scope, and with `proof` (the caller's password or step-up, asked when
 * the rights change: RoleEdit.tsx) the actions and requirement too, saved together or not at all.
 */
export const roleBodyOf = (data: Record<string, unknown>, id?: Identifier): Record<string, unknown> => {
  const body: Record<string, unknown> = {
    name: textOf(data.name),
    description: textOf(data.description),
    shopScope: data.shopScope === 'own' ? 'own' : 'all',
  };
  if (id !== undefined) {
    const proof = data.proof as Reauthentication | undefined;
    if (!proof) return { ...body, id: Number(id) };
    return { ...body, id: Number(id), ...rightsOf(data), ...(proof.password ? { password: proof.password } : { stepUp: proof.stepUp }) };
  }
  const copyFrom = Number(data.copyFrom);
  return { ...body, ...rightsOf(data), ...(Number.isSafeInteger(copyFrom) && copyFrom > 0 ? { copyFrom } : {}) };
};

/**
 * updateClientRole from the edit form: the form's values, with the caller's `proof` when the rights change (all in one
 * call). Quiet: the form says the outcome once (a refusal naming a field under it as a submission error, any other in
 * a notice: useSaveRefusal).
 */
export const saveRole = (id: number, values: Record<string, unknown>, proof?: Reauthentication): Promise<RoleDetail> =>
  callParsed('/api/clientrole/updateClientRole', roleDetailSchema, { body: roleBodyOf(proof ? { ...values, proof } : values, id), quiet: true })
    .catch((error: unknown) => Promise.reject(withFieldErrors(error)));

export const roles: MerchantResource = {
  list: { path: '/api/clientrole/findClientRoles', query: (params) => roleListQuery(params), row: roleRowSchema },
  one: { path: '/api/clientrole/detailClientRoles', body: byPositiveId, record: roleDetailSchema },
  create: { path: '/api/clientrole/createUserRole', body: (data) => roleBodyOf(data), record: roleDetailSchema },
  update: { path: '/api/clientrole/updateClientRole', body: (data, id) => roleBodyOf(data, id), record: roleDetailSchema },
};

export const roleKeys = {
  /** One role with its actions (the copy source of a new role). */
  detail: (id: number) => [APP_KEY, 'access', 'role', id] as const,
};
