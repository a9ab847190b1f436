import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { EarnPointFilters, EarnPointRow, EarnPointSortField, LoyaltyKind } from '../../../src/api/loyalty';
import { SALES_LIMITS } from '../../../src/api/sales';
import { maskPhone } from '../../../src/core/phone';
import type { Db } from '../../db/client';
import { loyaltyEvents, shops, transactions } from '../../db/schema';
import type { SalesScope } from '../../models/sales';
import { listCount } from '../../models/listCount';

export type EarnPointSort = Partial<Record<EarnPointSortField, 'asc' | 'desc'>>[];

export interface EarnPointListRequest {
  queryInput?: EarnPointFilters;
  sort?: EarnPointSort;
  limit: number;
  skip: number;
}

const oneOrMany = <T extends string | number>(column: Parameters<typeof eq>[0], value: T | { in: T[] } | undefined): SQL | undefined => {
  if (value === undefined) return undefined;
  return typeof value === 'object' ? inArray(column, value.in) : eq(column, value);
};

/**
 * The sales scope (tenant; an employee's own shops when the role says so) and the filters over `loyalty_events`.
 * The phone arrives normalised (src/api/loyalty.ts), so it matches the stored canonical form exactly.
 */
export const earnPointWhere = (scope: SalesScope, filters: EarnPointFilters = {}): SQL => {
  const conditions: (SQL | undefined)[] = [eq(loyaltyEvents.ownerId, scope.ownerId)];
  if (scope.shopIds) conditions.push(scope.shopIds.length ? inArray(loyaltyEvents.shopId, [...scope.shopIds]) : sql`false`);
  const { createdAt } = filters;
  if (createdAt?.gte) conditions.push(gte(loyaltyEvents.createdAt, new Date(createdAt.gte)));
  if (createdAt?.lte) conditions.push(lte(loyaltyEvents.createdAt, new Date(createdAt.lte)));
  if (filters.phone) conditions.push(eq(loyaltyEvents.customerPhone, filters.phone));
  conditions.push(oneOrMany(loyaltyEvents.shopId, filters.shopId), oneOrMany(loyaltyEvents.kind, filters.kind));
  return and(...conditions)!;
};

const SORT_COLUMNS = { createdAt: loyaltyEvents.createdAt, points: loyaltyEvents.points, id: loyaltyEvents.id } as const;

/** The requested order, then the id so that pages never overlap; newest first by default. */
export const earnPointOrder = (sort: EarnPointSort = []): SQL[] => {
  const order = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) => {
    const column = SORT_COLUMNS[field as EarnPointSortField];
    return direction === 'asc' ? asc(column) : desc(column);
  }));
  if (!order.length) order.push(desc(loyaltyEvents.createdAt));
  const last = sort.at(-1);
  const idDirection = last ? Object.values(last)[0] : 'desc';
  if (!sort.some((entry) => 'id' in entry)) order.push(idDirection === 'asc' ? asc(loyaltyEvents.id) : desc(loyaltyEvents.id));
  return order;
};

export const earnPointColumns = {
  id: loyaltyEvents.id,
  createdAt: loyaltyEvents.createdAt,
  customerPhone: loyaltyEvents.customerPhone,
  shopId: loyaltyEvents.shopId,
  shopName: shops.name,
  transactionId: loyaltyEvents.transactionId,
  transactionReference: transactions.reference,
  points: loyaltyEvents.points,
  kind: loyaltyEvents.kind,
};

interface StoredRow {
  id: number;
  createdAt: Date;
  customerPhone: string | null;
  shopId: number | null;
  shopName: string | null;
  transactionId: number | null;
  transactionReference: string | null;
  points: number;
  kind: LoyaltyKind;
}

/** The row as it goes out: the phone masked here, the one place a stored number becomes a wire value. */
export const asEarnPointRow = (row: StoredRow): EarnPointRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  customerPhone: row.customerPhone === null ? null : maskPhone(row.customerPhone),
});

/** earnPointHistory: a page of the points history of the caller's shops (list contract). */
export const earnPointHistory = async (db: Db, scope: SalesScope, request: EarnPointListRequest) => {
  const where = earnPointWhere(scope, request.queryInput);
  const [rows, counted] = await Promise.all([
    db.select(earnPointColumns).from(loyaltyEvents)
      .leftJoin(shops, eq(shops.id, loyaltyEvents.shopId))
      .leftJoin(transactions, eq(transactions.id, loyaltyEvents.transactionId))
      .where(where)
      .orderBy(...earnPointOrder(request.sort))
      .limit(request.limit)
      .offset(request.skip),
    // Exact up to the bound, then the planner's estimate, as findTransactions counts (server/models/listCount.ts).
    listCount(db, sql`${loyaltyEvents}`, where, SALES_LIMITS.countBound),
  ]);
  return { data: rows.map(asEarnPointRow), ...counted };
};
