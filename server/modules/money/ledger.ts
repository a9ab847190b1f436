import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { MoneyBalance } from '../../../src/api/money';
import { createAudit } from '../../auth/audit';
import { selectRows, type Db } from '../../db/client';
import { ledgerEntries, otpChallenges, transfers } from '../../db/schema';

/*
 * The merchant's money as a sum of entries (schema.ts `ledgerEntries`):
 * - sales reach it through the daily rollup `sales_daily_by_service` (its `balance_delta` already nets fees and
 *   subtracts successful refunds and `withdraw` rows); a day's net becomes available `settlementDelayDays` local
 *   days after that day, and is pending until then, with the pending sales (`pending_net`);
 * - transfers reach it through `ledger_entries` only: a hold (−amount) when asked, then either a release
 *   (+amount) when it expires, or a release and a debit (−amount) when its code completes it. A completed transfer
 *   writes NO `withdraw` transactions row, so it is subtracted exactly once (by its debit).
 */

/** The business's local day, as the sales rollups count days. */
export const LOCAL_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const localDay = (at: Date) => sql`(${at.toISOString()}::timestamptz at time zone ${LOCAL_TIME_ZONE})::date`;

/** Takes the merchant's row lock: every change to its transfers and ledger runs one at a time. */
export const lockMerchant = async (tx: Db, ownerId: number): Promise<void> => {
  await selectRows(tx, sql`select id from owners where id = ${ownerId} for update`);
};

/** available = settled sales + every ledger entry; pending = pending and younger sales; held = −(holds + releases). */
export const readBalance = async (db: Db, ownerId: number, now: Date, settlementDelayDays: number): Promise<MoneyBalance> => {
  const [sales] = await selectRows<{ settled: number; young: number; pending: number }>(db, sql`
    select coalesce(sum(balance_delta) filter (where day <= ${localDay(now)} - ${settlementDelayDays}::int), 0)::float8 as settled,
      coalesce(sum(balance_delta) filter (where day > ${localDay(now)} - ${settlementDelayDays}::int), 0)::float8 as young,
      coalesce(sum(pending_net), 0)::float8 as pending
    from sales_daily_by_service where owner_id = ${ownerId}`);
  const [ledger] = await selectRows<{ total: number; held: number }>(db, sql`
    select coalesce(sum(amount), 0)::float8 as total,
      coalesce(-sum(amount) filter (where kind in ('hold', 'release')), 0)::float8 as held
    from ledger_entries where owner_id = ${ownerId}`);
  return { available: sales.settled + ledger.total, pending: sales.pending + sales.young, held: ledger.held, currency: 'VND' };
};

/** Today's (local day) completed and awaiting transfers of the merchant, in đồng: what the daily limit counts. */
export const movedToday = async (db: Db, ownerId: number, now: Date): Promise<number> => {
  const [row] = await selectRows<{ total: number }>(db, sql`
    select coalesce(sum(amount), 0)::float8 as total from transfers
    where owner_id = ${ownerId} and status in ('awaiting_code', 'completed')
      and (created_at at time zone ${LOCAL_TIME_ZONE})::date = ${localDay(now)}`);
  return row.total;
};

export interface Ended {
  id: string;
  amount: number;
  userId: number;
  bankAccountId: number;
}

/**
 * Ends awaiting transfers (inside the merchant's lock): status `expired` (or `cancelled` when the code could not be
 * sent), their holds released, their codes closed, each audited. `ids` null: every overdue one of the merchant.
 */
export const endTransfers = async (
  tx: Db, input: { ownerId: number; now: Date; ids: readonly string[] | null; status: 'expired' | 'cancelled'; reason: string },
): Promise<Ended[]> => {
  const { ownerId, now } = input;
  const which = input.ids === null ? lte(transfers.expiresAt, now) : inArray(transfers.id, [...input.ids]);
  const ended = await tx.update(transfers).set({ status: input.status })
    .where(and(eq(transfers.ownerId, ownerId), eq(transfers.status, 'awaiting_code'), which))
    .returning({ id: transfers.id, amount: transfers.amount, userId: transfers.userId, bankAccountId: transfers.bankAccountId, challenge: transfers.challengeIdHash });
  if (!ended.length) return [];
  await tx.insert(ledgerEntries).values(ended.map((row) => ({ ownerId, kind: 'release' as const, amount: row.amount, transferId: row.id, createdAt: now })))
    .onConflictDoNothing();
  const challenges = ended.flatMap((row) => (row.challenge ? [row.challenge] : []));
  if (challenges.length) await tx.update(otpChallenges).set({ closedAt: now }).where(and(inArray(otpChallenges.idHash, challenges), isNull(otpChallenges.closedAt)));
  const audit = createAudit(tx, () => now);
  for (const row of ended) {
    await audit({
      kind: input.status === 'expired' ? 'transferExpired' : 'transferCancelled', outcome: 'failure', userId: row.userId,
      detail: { transferId: row.id, amount: row.amount, bankAccountId: row.bankAccountId, reason: input.reason },
    });
  }
  return ended.map(({ id, amount, userId, bankAccountId }) => ({ id, amount, userId, bankAccountId }));
};

/** Whether the merchant has an awaiting transfer past its time (a cheap look before taking the lock on reads). */
export const hasOverdue = async (db: Db, ownerId: number, now: Date): Promise<boolean> => {
  const rows = await db.select({ id: transfers.id }).from(transfers)
    .where(and(eq(transfers.ownerId, ownerId), eq(transfers.status, 'awaiting_code'), lte(transfers.expiresAt, now))).limit(1);
  return rows.length > 0;
};

/** Lazily expires the merchant's overdue transfers on a read, so that a code never entered releases its hold. */
export const expireOverdueOnRead = async (db: Db, ownerId: number, now: Date): Promise<void> => {
  if (!(await hasOverdue(db, ownerId, now))) return;
  await db.transaction(async (tx) => {
    await lockMerchant(tx, ownerId);
    await endTransfers(tx, { ownerId, now, ids: null, status: 'expired', reason: 'codeNotEntered' });
  });
};
