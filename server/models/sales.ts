import { and, asc, desc, eq, gte, ilike, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { TransactionFilters, TransactionSortField } from '../../src/api/sales';
import type { AuthContext } from '../auth/sessions';
import { shopScopeSql } from '../auth/shopScope';
import type { Db } from '../db/client';
import { loyaltyDaily, roles, salesDailyByService, salesDailyByUser, shops, transactions, users } from '../db/schema';
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
  const [user] = await db.select({ shopIds: shopScopeSql() }).from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, auth.userId), eq(users.ownerId, auth.ownerId)));
  // A user no longer of this owner reads nothing (the session read would have refused them).
  return { ownerId: auth.ownerId, shopIds: user ? user.shopIds : [] };
};

/**
 * How a filter's value enters the condition: as itself, or as a named placeholder of a prepared statement (the
 * caller records the value under that name). Every branch of the condition binds a name of its own, so the names
 * bound say which statement shape a request has.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;

/** An empty list matches nothing: no value to bind, its name still marks the shape. */
const nothing = (name: string, bind: Bind): SQL => {
  bind(name, true);
  return sql`false`;
};

const oneOrMany = <T extends string | number>(
  column: Parameters<typeof eq>[0], name: string, value: T | { in: T[] } | undefined, bind: Bind,
): SQL | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'object') return eq(column, bind(name, value));
  if (!value.in.length) return nothing(`${name}None`, bind);
  return inArray(column, value.in.map((item, index) => bind(`${name}${index}`, item)));
};

/** The scope and the list filters (CONTRACT.md `queryInput`) as one condition over `transactions`. */
export const transactionWhere = (scope: SalesScope, filters: TransactionFilters = {}, bind: Bind = asValue): SQL => {
  const conditions: (SQL | undefined)[] = [eq(transactions.ownerId, bind('ownerId', scope.ownerId))];
  if (scope.shopIds) {
    conditions.push(scope.shopIds.length
      ? inArray(transactions.shopId, scope.shopIds.map((shopId, index) => bind(`scopeShop${index}`, shopId)))
      : nothing('scopeNone', bind));
  }
  const { createdAt, amount, reference } = filters;
  if (createdAt?.gte) conditions.push(gte(transactions.createdAt, bind('createdFrom', new Date(createdAt.gte))));
  if (createdAt?.lte) conditions.push(lte(transactions.createdAt, bind('createdTo', new Date(createdAt.lte))));
  if (amount?.gte !== undefined) conditions.push(gte(transactions.amount, bind('amountFrom', amount.gte)));
  if (amount?.lte !== undefined) conditions.push(lte(transactions.amount, bind('amountTo', amount.lte)));
  if (reference) conditions.push(ilike(transactions.reference, bind('reference', containsPattern(reference.contains))));
  conditions.push(
    oneOrMany(transactions.status, 'status', filters.status, bind),
    oneOrMany(transactions.type, 'type', filters.type, bind),
    oneOrMany(transactions.serviceCode, 'serviceCode', filters.serviceCode, bind),
    oneOrMany(transactions.shopId, 'shop', filters.shopId, bind),
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

