import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { type CustomerCard, RECENT_ACTIVITY } from '../../../src/api/checkout';
import type { LoyaltyRules } from '../../../src/api/loyaltyRules';
import type { Db } from '../../db/client';
import { customerVouchers, loyaltyEvents, shops, transactions } from '../../db/schema';
import { customerBalance } from '../../models/customerPoints';

/** The vouchers a customer holds at a merchant and can still use at `now`, soonest to end first. */
export const heldVouchers = async (db: Db, ownerId: number, phone: string, now: Date) =>
  (await db.select({ id: customerVouchers.id, name: customerVouchers.name, value: customerVouchers.value, endsAt: customerVouchers.endsAt })
    .from(customerVouchers)
    .where(and(
      eq(customerVouchers.ownerId, ownerId), eq(customerVouchers.customerPhone, phone), eq(customerVouchers.status, 'held'),
      or(isNull(customerVouchers.endsAt), gt(customerVouchers.endsAt, now)),
    ))
    .orderBy(sql`${customerVouchers.endsAt} asc nulls last`, customerVouchers.id))
    .map((voucher) => ({ ...voucher, endsAt: voucher.endsAt?.toISOString() ?? null }));

/**
 * searchPhone: the customer's balance at the caller's merchant, their last events there (newest first, with the
 * shop and the sale's reference) and the vouchers they hold. An unknown phone is a customer with nothing yet.
 */
export const customerCard = async (db: Db, ownerId: number, phone: string, rules: LoyaltyRules, now: Date): Promise<CustomerCard> => {
  const E = loyaltyEvents;
  const [balance, recent, vouchers] = await Promise.all([
    customerBalance(db, ownerId, phone),
    db.select({
      id: E.id, createdAt: E.createdAt, kind: E.kind, points: E.points, shopId: E.shopId, shopName: shops.name,
      transactionId: E.transactionId, reference: transactions.reference,
    }).from(E)
      // The joins repeat the owner: a row of another merchant can never lend its name or reference.
      .leftJoin(shops, and(eq(shops.id, E.shopId), eq(shops.ownerId, ownerId)))
      .leftJoin(transactions, and(eq(transactions.id, E.transactionId), eq(transactions.ownerId, ownerId)))
      .where(and(eq(E.ownerId, ownerId), eq(E.customerPhone, phone)))
      .orderBy(desc(E.createdAt), desc(E.id))
      .limit(RECENT_ACTIVITY),
    heldVouchers(db, ownerId, phone, now),
  ]);
  return {
    phone, balance, pointValue: rules.pointValue, earnRatePercent: rules.earnRatePercent,
    recent: recent.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    vouchers,
  };
};
