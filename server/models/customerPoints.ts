import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Locks one customer's points at one merchant until the end of the database transaction: the checkout and the
 * expiry sweep change a customer's points under this lock only, so neither spends or expires points the other
 * is about to.
 */
export const lockCustomerPoints = async (tx: Db, ownerId: number, phone: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('checkout-customer'), hashtext(${`${ownerId}|${phone}`}))`);
};
