import { and, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  exportEarnPointHistoryRequestSchema, exportSettlementHistoryRequestSchema, type EarnPointRow, type SettlementRow,
} from '../../../src/api/loyalty';
import { LOYALTY_TERMS } from '../../../src/core/loyaltyTerms';
import type { Db } from '../../db/client';
import { loyaltyEvents, pointSettlements, shops, transactions } from '../../db/schema';
import { businessClock, calendarDay } from '../../exportJobs/exportDates';
import { defineExportKind, type ExportColumn } from '../../exportJobs/exportKinds';
import { salesScope } from '../../models/sales';
import { asEarnPointRow, earnPointColumns, earnPointWhere } from './earnPointHistory';
import { settlementHistory, settlementWhere } from './settlements';

const earnPointParams = exportEarnPointHistoryRequestSchema.pick({ queryInput: true });
const settlementParams = exportSettlementHistoryRequestSchema.pick({ queryInput: true });

/** An exported history row keeps the database's instant text as its page cursor (microseconds, exact). */
type ExportedEvent = EarnPointRow & { cursorAt: string };

const earnPointColumnsOf = (): ExportColumn<ExportedEvent>[] => [
  { heading: { en: 'Date and time', vi: 'Thời gian' }, value: (row) => businessClock(row.createdAt), date: 'minute', width: 18 },
  { heading: { en: 'Customer', vi: 'Khách hàng' }, value: (row) => row.customerPhone, width: 14 },
  { heading: { en: 'Shop', vi: 'Cửa hàng' }, value: (row) => row.shopName, width: 24 },
  { heading: { en: 'Transaction', vi: 'Giao dịch' }, value: (row) => row.transactionReference, width: 24 },
  { heading: { en: 'Kind', vi: 'Loại' }, value: (row, locale) => LOYALTY_TERMS[locale].kinds[row.kind], width: 14 },
  { heading: { en: 'Points', vi: 'Điểm' }, value: (row) => row.points, width: 10 },
];

/**
 * The points history as the list shows it (sales scope, the list's filters), newest first, read by keyset pages
 * on (created_at, id) so that a long history is never re-scanned from its start. Phones leave masked, as on screen.
 */
export const earnPointsExport = defineExportKind<z.output<typeof earnPointParams>, ExportedEvent>({
  kind: 'earnPoints',
  params: earnPointParams,
  columns: earnPointColumnsOf,
  fileName: { en: 'earning-points', vi: 'tich-diem' },
  async source(db: Db, owner, params) {
    const where = earnPointWhere(await salesScope(db, owner), params.queryInput ?? {});
    const page = async (after: ExportedEvent | undefined, size: number): Promise<ExportedEvent[]> => {
      const rows = await db.select({ ...earnPointColumns, cursorAt: sql<string>`${loyaltyEvents.createdAt}::text` }).from(loyaltyEvents)
        .leftJoin(shops, eq(shops.id, loyaltyEvents.shopId))
        .leftJoin(transactions, eq(transactions.id, loyaltyEvents.transactionId))
        .where(after ? and(where, or(
          lt(loyaltyEvents.createdAt, sql`${after.cursorAt}::timestamptz`),
          and(sql`${loyaltyEvents.createdAt} = ${after.cursorAt}::timestamptz`, lt(loyaltyEvents.id, after.id)),
        )) : where)
        .orderBy(desc(loyaltyEvents.createdAt), desc(loyaltyEvents.id))
        .limit(size);
      return rows.map(({ cursorAt, ...row }) => ({ ...asEarnPointRow(row), cursorAt }));
    };
    return {
      count: async () => (await db.select({ count: count() }).from(loyaltyEvents).where(where))[0].count,
      async* pages(pageSize) {
        let rows = await page(undefined, pageSize);
        while (rows.length) {
          yield rows;
          if (rows.length < pageSize) return;
          rows = await page(rows.at(-1), pageSize);
        }
      },
    };
  },
});

const settlementColumnsOf = (): ExportColumn<SettlementRow>[] => [
  { heading: { en: 'Requested', vi: 'Ngày yêu cầu' }, value: (row) => businessClock(row.createdAt), date: 'minute', width: 18 },
  { heading: { en: 'From', vi: 'Từ ngày' }, value: (row) => calendarDay(row.periodFrom), date: 'day', width: 12 },
  { heading: { en: 'To', vi: 'Đến ngày' }, value: (row) => calendarDay(row.periodTo), date: 'day', width: 12 },
  { heading: { en: 'Points', vi: 'Điểm' }, value: (row) => row.points, width: 10 },
  { heading: { en: 'Rate (VND/point)', vi: 'Tỷ lệ (VND/điểm)' }, value: (row) => row.rate, money: true, width: 14 },
  { heading: { en: 'Amount (VND)', vi: 'Số tiền (VND)' }, value: (row) => row.amount, money: true, width: 16 },
  { heading: { en: 'Status', vi: 'Trạng thái' }, value: (row, locale) => LOYALTY_TERMS[locale].statuses[row.status], width: 14 },
  { heading: { en: 'Reason', vi: 'Lý do' }, value: (row) => row.reason, width: 30 },
  { heading: { en: 'Decided', vi: 'Ngày xử lý' }, value: (row) => (row.decidedAt ? businessClock(row.decidedAt) : null), date: 'minute', width: 18 },
];

/** The merchant's settlements, newest first (a merchant has a few a month: pages by offset are cheap here). */
export const pointSettlementsExport = defineExportKind<z.output<typeof settlementParams>, SettlementRow>({
  kind: 'pointSettlements',
  params: settlementParams,
  columns: settlementColumnsOf,
  fileName: { en: 'points-settlements', vi: 'quyet-toan-diem' },
  async source(db: Db, owner, params) {
    const where: SQL = settlementWhere(owner.ownerId, params.queryInput ?? {});
    return {
      count: async () => (await db.select({ count: count() }).from(pointSettlements).where(where))[0].count,
      async* pages(pageSize) {
        for (let skip = 0; ; skip += pageSize) {
          const { data } = await settlementHistory(db, owner.ownerId, { queryInput: params.queryInput, limit: pageSize, skip });
          if (data.length) yield data;
          if (data.length < pageSize) return;
        }
      },
    };
  },
});
