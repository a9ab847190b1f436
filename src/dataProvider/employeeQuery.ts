import type { GetListParams } from 'react-admin';
import { DEVICE_SORT_FIELDS, type DeviceFilters } from '../api/devices';
import type { RecordSort } from '../api/records';
import { EMPLOYEE_SORT_FIELDS, EMPLOYEE_STATUSES, type EmployeeFilters, type EmployeeStatus } from '../api/submerchants';
import type { RecordListQuery } from './recordList';
import { pagingOf } from './transactionQuery';
import { positiveIdOf } from '../core/ids';

/**
 * The employee and device lists' filter values and sort as their calls' list contract, and the employee form's
 * values as createSubmerchant/updateSubmerchant's body. The list and its Export use the same `employeeFiltersOf`.
 */
export const EMPLOYEE_FILTER = { q: 'q', shopId: 'shopId', roleId: 'roleId', status: 'status' } as const;

const isStatus = (value: unknown): value is EmployeeStatus => EMPLOYEE_STATUSES.some((status) => status === value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

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

const sortOf = (fields: readonly string[], fallback: string) => (sort?: { field?: string; order?: string }): RecordSort => {
  const known = sort?.field !== undefined && fields.includes(sort.field);
  return [{ [known ? sort.field! : fallback]: known && sort?.order === 'ASC' ? 'asc' : 'desc' }];
};
export const employeeSortOf = sortOf(EMPLOYEE_SORT_FIELDS, 'createdAt');

export const employeeListQuery = (params: Partial<GetListParams>): RecordListQuery => ({
  select: '', sort: employeeSortOf(params.sort), filters: employeeFiltersOf(params.filter), ...pagingOf(params),
});

export const deviceListQuery = (params: Partial<GetListParams>): RecordListQuery => {
  const filters: DeviceFilters = {};
  const userId = positiveIdOf(params.filter?.userId);
  if (userId !== undefined) filters.userId = userId;
  const shopId = positiveIdOf(params.filter?.shopId);
  if (shopId !== undefined) filters.shopId = shopId;
  return { select: '', sort: sortOf(DEVICE_SORT_FIELDS, 'createdAt')(params.sort), filters, ...pagingOf(params) };
};

const nullableText = (value: unknown): string | null => (textOf(value) === '' ? null : textOf(value));

/**
 * The employee form's values as the call's body. The first password rides only in a create; an identity number
 * left as the detail's mask is sent as it is, which the server reads as "keep the stored one".
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
  // The caller's own password, for a change of contact or role (the edit form asks for it then).
  if (!creating && typeof data.password === 'string' && data.password !== '') body.password = data.password;
  if (creating) {
    body.firstPassword = data.firstPasswordMode === 'email'
      ? { mode: 'email' }
      : { mode: 'password', password: typeof data.password === 'string' ? data.password : '', confirmPassword: typeof data.confirmPassword === 'string' ? data.confirmPassword : '' };
  }
  return body;
};

/** The device form's values as createDevice's body (the employee is the route's). */
export const deviceBodyOf = (data: Record<string, unknown>): Record<string, unknown> => ({
  userId: Number(data.userId),
  shopId: Number(data.shopId),
  serial: textOf(data.serial) || undefined,
  name: textOf(data.name) || undefined,
  kind: data.kind,
});
