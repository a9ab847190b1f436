import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type EmployeeFilters, type EmployeeRow, type EmployeeSortField, maskIdentityNumber,
} from '../../../src/api/submerchants';
import { SALES_LIMITS } from '../../../src/api/sales';
import type { Db } from '../../db/client';
import { roles, shops, users, userShops } from '../../db/schema';
import { containsPattern, FOLD_FROM, FOLD_TO, foldVietnamese } from '../../models/fold';
import { listCount } from '../../models/listCount';

export type EmployeeSort = Partial<Record<EmployeeSortField, 'asc' | 'desc'>>[];

export interface EmployeeListRequest {
  queryInput?: EmployeeFilters;
  sort?: EmployeeSort;
  limit: number;
  skip: number;
}

const oneOrMany = <T extends string | number>(column: Parameters<typeof eq>[0], value: T | { in: T[] } | undefined): SQL | undefined => {
  if (value === undefined) return undefined;
  return typeof value === 'object' ? inArray(column, value.in) : eq(column, value);
};

const folded = (column: SQL | Parameters<typeof eq>[0]) => sql`translate(${column}, ${FOLD_FROM}::text, ${FOLD_TO}::text)`;

/**
 * The tenant's employees (type `submerchant`: the owner and third-party users are never listed here, so never
 * locked from here) and the filters. The search matches the name without diacritics, or the phone's digits.
 */
export const employeeWhere = (ownerId: number, filters: EmployeeFilters = {}): SQL => {
  const conditions: (SQL | undefined)[] = [eq(users.ownerId, ownerId), eq(users.type, 'submerchant')];
  if (filters.q) {
    const pattern = containsPattern(foldVietnamese(filters.q));
    const digits = filters.q.replace(/\D/g, '');
    conditions.push(or(
      sql`${folded(users.fullName)} ilike ${pattern}::text escape '\\'`,
      digits.length > 0 ? sql`${users.username} like ${containsPattern(digits)}::text escape '\\'` : undefined,
    ));
  }
  if (filters.shopId !== undefined) {
    const shopIds = typeof filters.shopId === 'object' ? filters.shopId.in : [filters.shopId];
    conditions.push(sql`exists (select 1 from ${userShops} where ${userShops.userId} = ${users.id} and ${inArray(userShops.shopId, shopIds)})`);
  }
  conditions.push(oneOrMany(users.id, filters.id), oneOrMany(users.roleId, filters.roleId), oneOrMany(users.status, filters.status));
  return and(...conditions)!;
};

const SORT_COLUMNS = {
  fullName: users.fullName, phone: users.username, createdAt: users.createdAt, status: users.status, id: users.id,
} as const;

/** The requested order, then the id so that pages never overlap; newest first by default. */
const employeeOrder = (sort: EmployeeSort = []): SQL[] => {
  const order = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) => {
    const column = SORT_COLUMNS[field as EmployeeSortField];
    return direction === 'asc' ? asc(column) : desc(column);
  }));
  if (!order.length) order.push(desc(users.createdAt));
  if (!sort.some((entry) => 'id' in entry)) order.push(desc(users.id));
  return order;
};

const employeeColumns = {
  id: users.id,
  fullName: users.fullName,
  phone: users.username,
  email: users.email,
  status: users.status,
  roleId: users.roleId,
  roleName: roles.name,
  identityType: users.identityType,
  identityNumber: users.identityNumber,
  mustChangePassword: users.mustChangePassword,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  shops: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', ${shops.id}, 'name', ${shops.name}) order by ${shops.name}, ${shops.id})
    from ${userShops} join ${shops} on ${shops.id} = ${userShops.shopId} where ${userShops.userId} = ${users.id}), '[]'::json)`,
};

type StoredEmployee = Omit<EmployeeRow, 'lastSignInAt' | 'createdAt' | 'updatedAt' | 'shopIds'> & {
  lastSignInAt: Date | null; createdAt: Date; updatedAt: Date | null;
};

/** The row as it goes out: instants as text, the identity number masked (the whole number never leaves). */
const asEmployeeRow = (row: StoredEmployee): EmployeeRow => ({
  ...row,
  shops: row.shops,
  shopIds: row.shops.map((shop) => shop.id),
  identityNumber: row.identityNumber === null ? null : maskIdentityNumber(row.identityNumber),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

/** A page of employees in the list's order. */
export const employeePage = async (db: Db, where: SQL, request: Omit<EmployeeListRequest, 'queryInput'>): Promise<EmployeeRow[]> => {
  const rows = await db.select(employeeColumns).from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .orderBy(...employeeOrder(request.sort))
    .limit(request.limit)
    .offset(request.skip);
  return rows.map((row) => asEmployeeRow(row as StoredEmployee));
};

/** findSubmerchantList / findSubmerchants: a page of the merchant's employees and the count of every match. */
export const employeeList = async (db: Db, ownerId: number, request: EmployeeListRequest) => {
  const where = employeeWhere(ownerId, request.queryInput);
  const [data, counted] = await Promise.all([
    employeePage(db, where, request),
    listCount(db, sql`${users}`, where, SALES_LIMITS.countBound),
  ]);
  return { data, count: counted.count };
};

/** One employee of the merchant, or null (another merchant's id reads as unknown). */
export const employeeById = async (db: Db, ownerId: number, id: number): Promise<EmployeeRow | null> =>
  (await employeePage(db, employeeWhere(ownerId, { id }), { limit: 1, skip: 0 }))[0] ?? null;
