import { and, eq, sql } from 'drizzle-orm';
import {
  SALES_LIMITS, type TransactionDetail, type TransactionFilters, type TransactionRow, type TransactionSortField,
} from '../../src/api/sales';
import { netAmount } from '../../src/core/moneyDirection';
import type { Db } from '../db/client';
import { shops, transactions, users } from '../db/schema';
import { notFound } from '../http/envelope';
import { boundedCountSql, countAnswer, listCount, type ListCount } from './listCount';
import { transactionOrder, transactionWhere, type SalesScope } from './sales';

export interface TransactionPage extends ListCount {
  data: TransactionRow[];
}

export interface TransactionListRequest {
  queryInput?: TransactionFilters;
  sort?: Partial<Record<TransactionSortField, 'asc' | 'desc'>>[];
  limit: number;
  skip: number;
}

const rowColumns = {
  id: transactions.id,
  reference: transactions.reference,
  createdAt: transactions.createdAt,
  amount: transactions.amount,
  fee: transactions.fee,
  status: transactions.status,
  type: transactions.type,
  serviceCode: transactions.serviceCode,
  shopId: transactions.shopId,
  shopName: shops.name,
  userId: transactions.userId,
  userName: users.fullName,
};

const asRow = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * findTransactions: a page of the caller's sales (list contract), newest first unless sorted otherwise. The page
 * and its bounded count travel in one statement (the count a column computed once): on this workload a request's
 * cost is its round trips to the database more than the database's work.
 */
export const findTransactions = async (db: Db, scope: SalesScope, request: TransactionListRequest): Promise<TransactionPage> => {
  const where = transactionWhere(scope, request.queryInput);
  const from = sql`${transactions}`;
  const bound = SALES_LIMITS.countBound;
  const rows = await db.select({ ...rowColumns, matching: sql<number>`${boundedCountSql(from, where, bound)}` }).from(transactions)
    .leftJoin(shops, eq(shops.id, transactions.shopId))
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(where)
    .orderBy(...transactionOrder(request.sort))
    .limit(request.limit)
    .offset(request.skip);
  // An empty page past the first says nothing of the count: ask for it alone.
  const estimateKey = `transactions:${JSON.stringify([scope, request.queryInput ?? {}])}`;
  const counted = rows.length ? countAnswer(db, from, where, bound, rows[0].matching, estimateKey)
    : request.skip > 0 ? listCount(db, from, where, bound) : { count: 0, countIsLowerBound: false, countIsEstimate: false };
  return { data: rows.map(({ matching: _matching, ...row }) => asRow(row)), ...(await counted) };
};

/** detailTransaction: one sale with its shop and employee; outside the caller's scope it does not exist (404). */
export const detailTransaction = async (db: Db, scope: SalesScope, id: number): Promise<TransactionDetail> => {
  const [row] = await db.select({
    ...rowColumns,
    // The street, then the units' names stored with the shop (an address saved before they were has them in its text).
    shopAddress: sql<string | null>`nullif(concat_ws(', ', nullif(${shops.address}, ''), ${shops.wardName}, ${shops.districtName}, ${shops.provinceName}), '')`,
    shopPhone: shops.phone, userPhone: users.username,
  }).from(transactions)
    .leftJoin(shops, eq(shops.id, transactions.shopId))
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(and(eq(transactions.id, id), transactionWhere(scope)));
  if (!row) throw notFound();
  return { ...asRow(row), netAmount: netAmount(row.type, row.amount, row.fee) };
};
