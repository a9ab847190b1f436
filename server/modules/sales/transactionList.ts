import { and, eq, sql } from 'drizzle-orm';
import {
  SALES_LIMITS, type TransactionDetail, type TransactionFilters, type TransactionRow, type TransactionSortField,
} from '../../../src/api/sales';
import { selectRows, type Db } from '../../db/client';
import { shops, transactions, users } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { transactionOrder, transactionWhere, type SalesScope } from '../../models/sales';

export interface TransactionPage {
  data: TransactionRow[];
  count: number;
  countIsLowerBound: boolean;
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
 * How many rows match, exact up to `SALES_LIMITS.countBound`: counting stops one row past the bound, so a
 * filter matching a million rows costs no more than one matching ten thousand (the screen shows "10,000+").
 */
const boundedCount = async (db: Db, where: ReturnType<typeof transactionWhere>) => {
  const bound = SALES_LIMITS.countBound;
  const [{ n }] = await selectRows<{ n: number }>(db, sql`
    select count(*)::int as n from (select 1 from ${transactions} where ${where} limit ${bound + 1}) matching`);
  return n > bound ? { count: bound, countIsLowerBound: true } : { count: n, countIsLowerBound: false };
};

/** findTransactions: a page of the caller's sales (list contract), newest first unless sorted otherwise. */
export const findTransactions = async (db: Db, scope: SalesScope, request: TransactionListRequest): Promise<TransactionPage> => {
  const where = transactionWhere(scope, request.queryInput);
  const [rows, counted] = await Promise.all([
    db.select(rowColumns).from(transactions)
      .leftJoin(shops, eq(shops.id, transactions.shopId))
      .leftJoin(users, eq(users.id, transactions.userId))
      .where(where)
      .orderBy(...transactionOrder(request.sort))
      .limit(request.limit)
      .offset(request.skip),
    boundedCount(db, where),
  ]);
  return { data: rows.map(asRow), ...counted };
};

/** detailTransaction: one sale with its shop and employee; outside the caller's scope it does not exist (404). */
export const detailTransaction = async (db: Db, scope: SalesScope, id: number): Promise<TransactionDetail> => {
  const [row] = await db.select({
    ...rowColumns, shopAddress: shops.address, shopPhone: shops.phone, userPhone: users.username,
  }).from(transactions)
    .leftJoin(shops, eq(shops.id, transactions.shopId))
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(and(eq(transactions.id, id), transactionWhere(scope)));
  if (!row) throw notFound();
  return { ...asRow(row), netAmount: row.amount - row.fee };
};
