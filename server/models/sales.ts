import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { TransactionFilters, TransactionSortField } from '../../src/api/sales';
import type { AuthContext } from '../auth/sessions';
import type { Db } from '../db/client';
import { loyaltyDaily, roles, salesDailyByService, salesDailyByUser, shops, transactions, users, userShops } from '../db/schema';
import { containsPattern } from './fold';

/**
 * Whose sales a caller may read: the tenant from the session, and for a role whose shop scope is 'own' the shops
 * the user is assigned to (none assigned: no sales at all). The one door every sales call and export goes through.
 */
export interface SalesScope {
  ownerId: number;
  /** null: every shop of the owner. */
  shopIds: readonly number[] | null;
}

export const salesScope = async (
  db: Db, auth: Pick<AuthContext, 'ownerId' | 'userId'> & Partial<Pick<AuthContext, 'shopIds'>>,
): Promise<SalesScope> => {
  // A request's session already read it (server/auth/sessions.ts); a job reads it afresh when it runs.
  if (auth.shopIds !== undefined) return { ownerId: auth.ownerId, shopIds: auth.shopIds };
  const [role] = await db.select({ shopScope: roles.shopScope }).from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, auth.userId), eq(users.ownerId, auth.ownerId)));
  if (role?.shopScope !== 'own') return { ownerId: auth.ownerId, shopIds: null };
  const assigned = await db.select({ shopId: userShops.shopId }).from(userShops).where(eq(userShops.userId, auth.userId));
  return { ownerId: auth.ownerId, shopIds: assigned.map((row) => row.shopId) };
};

const oneOrMany = <T extends string | number>(column: Parameters<typeof eq>[0], value: T | { in: T[] } | undefined): SQL | undefined => {
  if (value === undefined) return undefined;
  return typeof value === 'object' ? inArray(column, value.in) : eq(column, value);
};

/** The scope and the list filters (CONTRACT.md `queryInput`) as one condition over `transactions`. */
export const transactionWhere = (scope: SalesScope, filters: TransactionFilters = {}): SQL => {
  const conditions: (SQL | undefined)[] = [eq(transactions.ownerId, scope.ownerId)];
  if (scope.shopIds) conditions.push(scope.shopIds.length ? inArray(transactions.shopId, [...scope.shopIds]) : sql`false`);
  const { createdAt, amount, reference } = filters;
  if (createdAt?.gte) conditions.push(gte(transactions.createdAt, new Date(createdAt.gte)));
  if (createdAt?.lte) conditions.push(lte(transactions.createdAt, new Date(createdAt.lte)));
  if (amount?.gte !== undefined) conditions.push(gte(transactions.amount, amount.gte));
  if (amount?.lte !== undefined) conditions.push(lte(transactions.amount, amount.lte));
  if (reference) conditions.push(ilike(transactions.reference, containsPattern(reference.contains)));
  conditions.push(
    oneOrMany(transactions.status, filters.status),
    oneOrMany(transactions.type, filters.type),
    oneOrMany(transactions.serviceCode, filters.serviceCode),
    oneOrMany(transactions.shopId, filters.shopId),
  );
  return and(...conditions)!;
};

const SORT_COLUMNS = { createdAt: transactions.createdAt, amount: transactions.amount, id: transactions.id } as const;

/** The requested order, then the id, so that pages never overlap; newest first by default. */
export const transactionOrder = (sort: readonly Partial<Record<TransactionSortField, 'asc' | 'desc'>>[] = []): SQL[] => {
  const order = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) => {
    const column = SORT_COLUMNS[field as TransactionSortField];
    return direction === 'asc' ? asc(column) : desc(column);
  }));
  if (!order.length) order.push(desc(transactions.createdAt));
  const last = sort.at(-1);
  const idDirection = last ? Object.values(last)[0] : 'desc';
  if (!sort.some((entry) => 'id' in entry)) order.push(idDirection === 'asc' ? asc(transactions.id) : desc(transactions.id));
  return order;
};

/** The local days 'YYYY-MM-DD' a report covers, both included: the rollups hold whole local days. */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

/**
 * The scope over a daily rollup (`sales_daily_by_service` or `sales_daily_by_user`), for the local days of a
 * range and optionally one shop: the same tenant and shop rules as `transactionWhere`.
 */
type Rollup = typeof salesDailyByService | typeof salesDailyByUser | typeof loyaltyDaily;

/** The scope alone over a daily rollup. */
export const rollupScope = (scope: SalesScope, rollup: Rollup): SQL => and(
  eq(rollup.ownerId, scope.ownerId),
  scope.shopIds ? (scope.shopIds.length ? inArray(rollup.shopId, [...scope.shopIds]) : sql`false`) : undefined,
)!;

export const rollupWhere = (scope: SalesScope, rollup: Rollup, days: DayRange, shopId?: number): SQL => and(
  rollupScope(scope, rollup),
  shopId === undefined ? undefined : eq(rollup.shopId, shopId),
  gte(rollup.day, days.fromDay),
  lte(rollup.day, days.toDay),
)!;

/** The shops a scope reaches, as a condition over `shops`. */
export const shopWhere = (scope: SalesScope): SQL => and(
  eq(shops.ownerId, scope.ownerId),
  scope.shopIds ? (scope.shopIds.length ? inArray(shops.id, [...scope.shopIds]) : sql`false`) : undefined,
)!;

