import { and, eq, sql } from 'drizzle-orm';
import { validateDefinition } from '../../../src/core/definition/validateDefinition';
import { storeDefinition } from '../../modules/pages/store';
import type { Db } from '../client';
import { pageDefinitions, records, voucherTransitions } from '../schema';
import { DEMO_CATEGORIES, DEMO_PARTNERS, DEMO_PARTNER_SHOPS, demoVoucherHistory, demoVouchers } from './pageRecords';
import { DEMO_PAGES } from './pages';

const MINUTE = 60_000;

export interface DemoPagesOptions {
  /** The platform owner (ADMIN): the demo records are its. */
  ownerId: number;
  referenceDate: Date;
}

/** Stores each demo page as version 1, unless a page of that id exists. A demo page that fails validation throws. */
const insertPages = async (tx: Db, at: Date): Promise<void> => {
  for (const input of DEMO_PAGES) {
    const result = validateDefinition(input);
    if (!result.ok) throw new Error(`demo page ${String(input.id)} is invalid: ${JSON.stringify(result.errors)}`);
    const [existing] = await tx.select({ id: pageDefinitions.id }).from(pageDefinitions).where(eq(pageDefinitions.id, result.definition.id));
    if (!existing) await storeDefinition(tx, result.definition, { at, userId: null });
  }
};

/** Inserts `rows` as records of `model` unless the owner has some already; answers their ids in order. */
const insertRecords = async (tx: Db, ownerId: number, model: string, rows: readonly object[], firstAt: Date): Promise<number[]> => {
  const [{ present }] = await tx.select({ present: sql<number>`count(*)::int` }).from(records)
    .where(and(eq(records.ownerId, ownerId), eq(records.model, model)));
  if (present > 0) {
    const existing = await tx.select({ id: records.id }).from(records)
      .where(and(eq(records.ownerId, ownerId), eq(records.model, model))).orderBy(records.id);
    return existing.map(({ id }) => id);
  }
  const ids: number[] = [];
  for (const [index, data] of rows.entries()) {
    const at = new Date(firstAt.getTime() + index * MINUTE);
    const [row] = await tx.insert(records).values({ ownerId, model, data, createdAt: at, updatedAt: at }).returning({ id: records.id });
    ids.push(row.id);
  }
  return ids;
};

/**
 * The back-office demo: the page definitions of server/db/demo/pages.ts and records for them under ADMIN.
 * Safe to run again: pages and models that already have rows are left as they are.
 */
export const seedDemoPages = async (tx: Db, { ownerId, referenceDate }: DemoPagesOptions): Promise<void> => {
  const daysAgo = (days: number) => new Date(referenceDate.getTime() - days * 1440 * MINUTE);
  await insertPages(tx, daysAgo(90));
  const partnerIds = await insertRecords(tx, ownerId, 'partners', DEMO_PARTNERS, daysAgo(80));
  const categoryIds = await insertRecords(tx, ownerId, 'voucher-categories', DEMO_CATEGORIES, daysAgo(80));
  const shopIds = await insertRecords(tx, ownerId, 'partner-shops', DEMO_PARTNER_SHOPS, daysAgo(75));
  const vouchers = demoVouchers(referenceDate, { partnerIds, categoryIds, shopIds });
  const voucherIds = await insertRecords(tx, ownerId, 'partner-vouchers', vouchers, daysAgo(60));
  await insertVoucherHistory(tx, ownerId, voucherIds, vouchers, daysAgo(60));
};

/** Each demo voucher's transitions, a day apart from its creation, unless the owner has history already. */
const insertVoucherHistory = async (tx: Db, ownerId: number, ids: number[], vouchers: readonly Record<string, unknown>[], firstAt: Date) => {
  const [{ present }] = await tx.select({ present: sql<number>`count(*)::int` }).from(voucherTransitions).where(eq(voucherTransitions.ownerId, ownerId));
  if (present > 0) return;
  const rows = ids.flatMap((voucherId, index) => demoVoucherHistory(vouchers[index]?.status).map((step, order) => ({
    ownerId, voucherId, fromState: step.from, toState: step.to, reason: step.reason, userId: null,
    at: new Date(firstAt.getTime() + index * MINUTE + order * 1440 * MINUTE),
  })));
  if (rows.length > 0) await tx.insert(voucherTransitions).values(rows);
};
