import type { GetListParams } from 'react-admin';
import { EMPLOYEE_SORT_FIELDS, EMPLOYEE_STATUSES, type EmployeeFilters, employeeRowSchema, type EmployeeStatus } from '../../api/submerchants';
import type { Reauthentication } from '../../api/stepUp';
import { positiveIdOf } from '../../core/ids';
import { newestFirstSortOf, pagingOf, textOf } from '../../dataProvider/listParams';
import { byPositiveId, type MerchantResource } from '../../dataProvider/merchantResource';
import { APP_KEY } from '../../dataProvider/queries';
import type { RecordListQuery } from '../../dataProvider/recordList';

/**
 * The employees' data: their list, record, create and update for react-admin, the list's filter values and sort
 * as findSubmerchantList's list contract (the list and its Export use the same `employeeFiltersOf`), the form's
 * values as createSubmerchant/updateSubmerchant's body, and the query keys (the calls beside them: employeesApi.ts).
 */
export const EMPLOYEE_FILTER = { q: 'q', shopId: 'shopId', roleId: 'roleId', status: 'status' } as const;

const isStatus = (value: unknown): value is EmployeeStatus => EMPLOYEE_STATUSES.some((status) => status === value);

export const employeeFiltersOf = (values: Readonly<Record<string, unknown>> = {}): EmployeeFilters => {
  const filters: EmployeeFilters = {};
  const q = textOf(values[EMPLOYEE_FILTER.q]).slice(0, 100);
  if (q) filters.q = q;
  const shopId = positiveIdOf(values[EMPLOYEE_FILTER.shopId]);
  if (shopId !== undefined) filters.shopId = shopId;
  const roleId = positiveIdOf(values[EMPLOYEE_FILTER.roleId]);
  if (roleId !== undefined) filters.roleId = roleId;
  const status = values[EMPLOYEE_FILTER.status];
  if (isStatus(status)) filters.status = status;
  return filters;
};

export const DEFAULT_EMPLOYEE_SORT = { field: 'createdAt', order: 'DESC' } as const;

export const employeeSortOf = newestFirstSortOf(EMPLOYEE_SORT_FIELDS);

export const employeeListQuery = (params: Partial<GetListParams>): RecordListQuery => ({
  select: '', sort: employeeSortOf(params.sort), filters: employeeFiltersOf(params.filter), ...pagingOf(params),
});

const nullableText = (value: unknown): string | null => (textOf(value) === '' ? null : textOf(value));

const sameText = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

/**
 * Whether an edit changes the e-mail, the phone (where codes and password resets go) or the role: the server takes
 * the caller's password again, or a passkey or app code, for such a change.
 */
export const changesContactOrRole = (values: Record<string, unknown>, record: Record<string, unknown>): boolean =>
  !sameText(values.phone, record.phone) || !sameText(values.email, record.email) || Number(values.roleId) !== Number(record.roleId);

/**
 * The employee form's values as the call's body, with `proof` (the caller's reauthentication) beside them. The first
 * password (the form's `password`) rides only in a create; an identity number left as the detail's mask is sent as it
 * is, which the server reads as "keep the stored one".
 */
export const employeeBodyOf = (data: Record<string, unknown>, creating: boolean): Record<string, unknown> => {
  const identityType = nullableText(data.identityType);
  const body: Record<string, unknown> = {
    fullName: textOf(data.fullName),
    phone: textOf(data.phone),
    email: nullableText(data.email),
    shopIds: (Array.isArray(data.shopIds) ? data.shopIds : []).map(Number),
    roleId: Number(data.roleId),
    identityType,
    identityNumber: identityType ? nullableText(data.identityNumber) : null,
  };
  // The caller's own password or step-up ("Confirm it's you"): for a new employee, or a change of contact or role.
  const proof = data.proof as Reauthentication | undefined;
  if (proof?.password) body.password = proof.password;
  if (proof?.stepUp) body.stepUp = proof.stepUp;
  if (creating) {
    body.firstPassword = data.firstPasswordMode === 'email'
      ? { mode: 'email' }
      : { mode: 'password', password: typeof data.password === 'string' ? data.password : '', confirmPassword: typeof data.confirmPassword === 'string' ? data.confirmPassword : '' };
  }
  return body;
};

/** The employee form's first-password inputs sit at the top level of the form. */
const employeeFormSource = (field: string): string => (field.startsWith('firstPassword.') ? field.slice('firstPassword.'.length) : field);

export const employees: MerchantResource = {
  list: { path: '/api/submerchant/findSubmerchantList', query: (params) => employeeListQuery(params), row: employeeRowSchema },
  one: { path: '/api/submerchant/submerchantDetail', body: byPositiveId, record: employeeRowSchema },
  create: { path: '/api/submerchant/createSubmerchant', body: (data) => employeeBodyOf(data, true), record: employeeRowSchema, formSource: employeeFormSource },
  update: {
    path: '/api/submerchant/updateSubmerchant', body: (data, id) => ({ ...employeeBodyOf(data, false), id: Number(id) }),
    record: employeeRowSchema, formSource: employeeFormSource,
  },
};

export const employeeKeys = {
  /** The roles an employee may be given, and the identity document types (the form's choices). */
  roles: () => [APP_KEY, 'employees', 'roles'] as const,
  nrc: () => [APP_KEY, 'employees', 'nrcConfig'] as const,
};
