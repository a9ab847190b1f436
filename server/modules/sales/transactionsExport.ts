import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { exportTransactionsRequestSchema, type TransactionSortField, type TransactionStatus, type TransactionType } from '../../../src/api/sales';
import { TIME_ZONE } from '../../../src/core/formatDate';
import { MONEY_OUT_TYPES, netAmount, signedAmount } from '../../../src/core/moneyDirection';
import { SALES_TERMS, serviceName } from '../../../src/core/salesTerms';
import { selectRows, type Db } from '../../db/client';
import { shops, transactions, users } from '../../db/schema';
import type { CsvNames } from '../../exportJobs/csvNameCells';
import { clockCellSql, constantSql, labelCellSql, textCellSql } from '../../exportJobs/csvSql';
import { defineExportKind, type ExportColumn, type ExportLocale } from '../../exportJobs/exportKinds';
import { salesScope, transactionOrder, transactionWhere } from '../../models/sales';

/** What a transaction export stores: the list's filters and sort, as findTransactions takes them. */
export const transactionExportParams = exportTransactionsRequestSchema.pick({ queryInput: true, sort: true });
type Params = z.output<typeof transactionExportParams>;
type Sort = NonNullable<Params['sort']>;

interface ExportedTransaction {
  /** Text: the cursor sends it back as it came (a bigint). */
  id: string;
  reference: string;
  /** The wall clock in the business time zone as milliseconds since 1970 read as UTC (exportDates.ts). */
  createdAt: number;
  /** The instant as the database holds it (microseconds): the page cursor, exact where a Date is not. */
  cursorAt: string;
  amount: number;
  fee: number;
  status: TransactionStatus;
  type: TransactionType;
  serviceCode: string;
  shopName: string | null;
  userName: string | null;
}

type CursorField = TransactionSortField;

interface SortKey {
  field: CursorField;
  descending: boolean;
}

/** The keys `transactionOrder` sorts by, in its order: the requested ones, newest first by default, then the id. */
export const sortKeys = (sort: Sort = []): SortKey[] => {
  const keys = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) => ({ field: field as CursorField, descending: direction !== 'asc' })));
  if (!keys.length) keys.push({ field: 'createdAt', descending: true });
  if (!keys.some((key) => key.field === 'id')) keys.push({ field: 'id', descending: keys.at(-1)!.descending });
  return keys;
};

const COLUMNS: Record<CursorField, SQL> = {
  createdAt: sql`${transactions.createdAt}`,
  amount: sql`${transactions.amount}`,
  id: sql`${transactions.id}`,
};

/** What a row's place in the export order is read from: a page's rows hold every key, a range's end the sort's own. */
type RowKey = Pick<ExportedTransaction, 'id'> & Partial<Pick<ExportedTransaction, 'cursorAt' | 'amount'>>;

const cursorValue = (row: RowKey, field: CursorField): SQL => {
  const value = field === 'createdAt' ? row.cursorAt : row[field];
  if (value === undefined) throw new Error(`the row's ${field} was not read`);
  return field === 'createdAt' ? sql`${value}::timestamptz` : sql`${value}`;
};

/**
 * Rows after `last` in the export order (keyset paging: no OFFSET, each page an index range). Keys all in one
 * direction compare as one row value, which an index on them serves; mixed directions expand to the OR form.
 */
export const afterRow = (keys: readonly SortKey[], last: RowKey): SQL => {
  const [first] = keys;
  // The first key's bound alone is what an index on (owner, first key) can start its range from; the exact
  // condition below then drops the few rows that tie with the last one.
  const leading = first.descending
    ? sql`${COLUMNS[first.field]} <= ${cursorValue(last, first.field)}`
    : sql`${COLUMNS[first.field]} >= ${cursorValue(last, first.field)}`;
  if (keys.every((key) => key.descending === first.descending)) {
    const columns = sql.join(keys.map((key) => COLUMNS[key.field]), sql`, `);
    const values = sql.join(keys.map((key) => cursorValue(last, key.field)), sql`, `);
    return and(leading, first.descending ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`)!;
  }
  return and(leading, or(...keys.map((key, index) => and(
    ...keys.slice(0, index).map((before) => sql`${COLUMNS[before.field]} = ${cursorValue(last, before.field)}`),
    key.descending ? sql`${COLUMNS[key.field]} < ${cursorValue(last, key.field)}` : sql`${COLUMNS[key.field]} > ${cursorValue(last, key.field)}`,
  ))))!;
};

/**
 * Rows up to `bound` in the export order, `bound` included: the end of a range that starts after another row
 * (afterRow). The first key's bound again, so that the range is an index range at both ends.
 */
export const throughRow = (keys: readonly SortKey[], bound: RowKey): SQL => {
  const [first] = keys;
  const trailing = first.descending
    ? sql`${COLUMNS[first.field]} >= ${cursorValue(bound, first.field)}`
    : sql`${COLUMNS[first.field]} <= ${cursorValue(bound, first.field)}`;
  if (keys.every((key) => key.descending === first.descending)) {
    const columns = sql.join(keys.map((key) => COLUMNS[key.field]), sql`, `);
    const values = sql.join(keys.map((key) => cursorValue(bound, key.field)), sql`, `);
    return and(trailing, first.descending ? sql`(${columns}) >= (${values})` : sql`(${columns}) <= (${values})`)!;
  }
  // Not after the bound: the sort keys are never NULL, so NOT reads as it says.
  return and(trailing, sql`not (${afterRow(keys, bound)})`)!;
};

const columns = (): ExportColumn<ExportedTransaction>[] => [
  { heading: { en: 'Reference', vi: 'Mã giao dịch' }, value: (row) => row.reference, width: 24 },
  { heading: { en: 'Date and time', vi: 'Thời gian' }, value: (row) => new Date(row.createdAt), date: 'minute', width: 18 },
  // Signed (a refund or withdrawal negative), so that the column sums to what the merchant received.
  { heading: { en: 'Amount (VND)', vi: 'Số tiền (VND)' }, value: (row) => signedAmount(row.type, row.amount), money: true, width: 16 },
  { heading: { en: 'Fee (VND)', vi: 'Phí (VND)' }, value: (row) => row.fee, money: true, width: 12 },
  { heading: { en: 'Net (VND)', vi: 'Thực nhận (VND)' }, value: (row) => netAmount(row.type, row.amount, row.fee), money: true, width: 16 },
  { heading: { en: 'Status', vi: 'Trạng thái' }, value: (row, locale) => SALES_TERMS[locale].statuses[row.status] },
  { heading: { en: 'Type', vi: 'Loại' }, value: (row, locale) => SALES_TERMS[locale].types[row.type] },
  { heading: { en: 'Service', vi: 'Dịch vụ' }, value: (row, locale) => serviceName(row.serviceCode, locale), width: 20 },
  { heading: { en: 'Shop', vi: 'Cửa hàng' }, value: (row) => row.shopName, width: 24 },
  { heading: { en: 'Employee', vi: 'Nhân viên' }, value: (row) => row.userName, width: 24 },
];

/**
 * Plain SQL rather than the query builder: a million rows pass through here, and numbers read as float8 cost a
 * fraction of the builder's per-row mapping (amounts are integer đồng, exact far beyond any sum). The database
 * turns the instant into the local wall clock (a number, what a spreadsheet's date holds): in JavaScript, Intl's
 * time zone conversion was a fifth of the export's time.
 */
const pageQuery = (where: SQL, order: SQL[], pageSize: number): SQL => sql`
  select ${transactions.id}::text as "id", ${transactions.reference} as "reference",
    (extract(epoch from ${transactions.createdAt} at time zone ${TIME_ZONE}) * 1000)::float8 as "createdAt",
    ${transactions.createdAt}::text as "cursorAt",
    ${transactions.amount}::float8 as "amount", ${transactions.fee}::float8 as "fee", ${transactions.status} as "status",
    ${transactions.type} as "type", ${transactions.serviceCode} as "serviceCode", ${shops.name} as "shopName", ${users.fullName} as "userName"
  from ${transactions}
  left join ${shops} on ${shops.id} = ${transactions.shopId}
  left join ${users} on ${users.id} = ${transactions.userId}
  where ${where}
  order by ${sql.join(order, sql`, `)}
  limit ${pageSize}`;

const KEY_CELLS: Record<CursorField, SQL> = {
  createdAt: sql`${transactions.createdAt}::text as "cursorAt"`,
  amount: sql`${transactions.amount}::float8 as "amount"`,
  id: sql`${transactions.id}::text as "id"`,
};

/**
 * The keys of the row `size` rows into `where` in the export order: the end of a CSV range (csvChunks). Only the
 * sort's keys, so that the newest-first order's end is read from its index alone (half the time on PGlite).
 */
const rangeEndQuery = (where: SQL, order: SQL[], keys: readonly SortKey[], size: number): SQL => sql`
  select ${sql.join(keys.map((key) => KEY_CELLS[key.field]), sql`, `)}
  from ${transactions}
  where ${where}
  order by ${sql.join(order, sql`, `)}
  offset ${size - 1} limit 1`;

const signedAmountSql = sql`case when ${transactions.type} in (${sql.join(MONEY_OUT_TYPES.map(constantSql), sql`, `)})
  then -${transactions.amount} else ${transactions.amount} end`;

/**
 * The columns above, formatted by the database for COPY (csvSql.ts), every row in one statement: the same bytes
 * as the JavaScript writer makes from `columns()` (a test compares the two files). The shop and the employee are
 * their ids here, their names put in on the way to the file (csvNames below).
 */
const csvQuery = (where: SQL, order: SQL[], locale: ExportLocale): SQL => sql`
  select ${textCellSql(transactions.reference)}, ${clockCellSql(transactions.createdAt, 'minute')},
    ${signedAmountSql}, ${transactions.fee}, ${signedAmountSql} - ${transactions.fee},
    ${labelCellSql(transactions.status, SALES_TERMS[locale].statuses)}, ${labelCellSql(transactions.type, SALES_TERMS[locale].types)},
    ${labelCellSql(transactions.serviceCode, SALES_TERMS[locale].services)}, ${transactions.shopId}, ${transactions.userId}
  from ${transactions}
  where ${where}
  order by ${sql.join(order, sql`, `)}`;

/**
 * Names by id, for the CSV's last two cells (RowSource.csvNames): the ids come from the scoped rows, and the merchant's
 * own shops and people are the only ones read all the same.
 */
const namesOf = (db: Db, ownerId: number, table: typeof shops | typeof users, name: typeof shops.name | typeof users.fullName): CsvNames =>
  async (ids) => new Map((await db.select({ id: table.id, name }).from(table)
    .where(and(eq(table.ownerId, ownerId), inArray(table.id, [...ids])))).map((row) => [row.id, row.name]));

/**
 * The transaction history as the list shows it: the caller's sales scope (salesScope: tenant, and an employee's
 * own shops when the role says so), the list's filters and sort, read page by page (XLSX) or by COPY (CSV: one
 * statement on PostgreSQL, one per range of rows on PGlite).
 */
export const transactionsExport = defineExportKind<Params, ExportedTransaction>({
  kind: 'transactions',
  params: transactionExportParams,
  columns,
  fileName: { en: 'transactions', vi: 'giao-dich' },
  async source(db: Db, owner, params) {
    const where = transactionWhere(await salesScope(db, owner), params.queryInput ?? {});
    const order = transactionOrder(params.sort ?? []);
    const keys = sortKeys(params.sort);
    return {
      count: async () => (await db.select({ count: count() }).from(transactions).where(where))[0].count,
      csvQuery: (locale) => csvQuery(where, order, locale),
      csvNames: [namesOf(db, owner.ownerId, shops, shops.name), namesOf(db, owner.ownerId, users, users.fullName)],
      async* csvChunks(locale, size) {
        let rest = where;
        for (;;) {
          const [end] = await selectRows<RowKey>(db, rangeEndQuery(rest, order, keys, size));
          // The last range: every row left. Rows added meanwhile fall in some range; none is read twice.
          if (!end) {
            yield csvQuery(rest, order, locale);
            return;
          }
          yield csvQuery(and(rest, throughRow(keys, end))!, order, locale);
          rest = and(where, afterRow(keys, end))!;
        }
      },
      async* pages(pageSize) {
        const pageAfter = (last: ExportedTransaction | undefined): Promise<ExportedTransaction[]> =>
          selectRows<ExportedTransaction>(db, pageQuery(last ? and(where, afterRow(keys, last))! : where, order, pageSize));
        let page = await pageAfter(undefined);
        while (page.length > 0) {
          // The next page is read while this one is written (two pages in memory at most): the database and the
          // file writing overlap instead of taking turns.
          const next = page.length < pageSize ? null : pageAfter(page.at(-1));
          // Handled here in case the writer stops first; awaiting it below still throws.
          next?.catch(() => undefined);
          yield page;
          if (!next) return;
          page = await next;
        }
      },
    };
  },
});
