import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loyaltyEvents } from '../db/schema';

/**
 * Locks one customer's points at one merchant until the end of the database transaction: the checkout and the
 * expiry sweep change a customer's points under this lock only, so neither spends or expires points the other
 * is about to.
 */
export const lockCustomerPoints = async (tx: Db, ownerId: number, phone: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('checkout-customer'), hashtext(${`${ownerId}|${phone}`}))`);
};

/**
 * A customer's points at one merchant: the signed sum of their loyalty history there (earned, less redeemed and
 * expired). Read from `loyalty_events_customer_idx` (owner, phone, time), a few hundred rows at most per customer.
 */
export const customerBalance = async (db: Db, ownerId: number, phone: string): Promise<number> => {
  const [row] = await db.select({ balance: sql<number>`coalesce(sum(${loyaltyEvents.points}), 0)::float8` }).from(loyaltyEvents)
    .where(and(eq(loyaltyEvents.ownerId, ownerId), eq(loyaltyEvents.customerPhone, phone)));
  return row.balance;
};
