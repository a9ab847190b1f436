import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, type Receipt } from '../../../src/api/checkout';
import { type LoyaltyRules, pointsEarned, redeemValue } from '../../../src/api/loyaltyRules';
import { SHOP_MESSAGES } from '../../../src/api/shops';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { customerVouchers, loyaltyEvents, paymentChannels, transactions } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { checkoutShops, isLockedShopOf } from './checkoutShops';
import { customerBalance, lockCustomerPoints } from '../../models/customerPoints';
import { partnerEvents } from '../../webhooks/partnerEvents';

export interface CheckoutInput {
  /** Canonical (normalizeVnMobile). */
  phone: string;
  shopId: number;
  serviceCode: string;
  amount: number;
  redeemPoints?: number;
  customerVoucherId?: number;
}

/** `CK` and 12 random hex digits: unique enough per merchant, and not guessable from the previous one. */
const newReference = () => `CK${randomBytes(6).toString('hex').toUpperCase()}`;

/** The merchant's fee for the channel named like the service, when it has one enabled; else none. */
const channelFee = async (tx: Db, ownerId: number, serviceCode: string, paid: number): Promise<number> => {
  const [channel] = await tx.select({ rate: paymentChannels.feeRateBp, fixed: paymentChannels.feeFixed }).from(paymentChannels)
    .where(and(eq(paymentChannels.ownerId, ownerId), eq(paymentChannels.code, serviceCode), eq(paymentChannels.enabled, true)));
  if (!channel || paid === 0) return 0;
  return Math.min(paid, Math.round((paid * channel.rate) / 10_000) + channel.fixed);
};

/**
 * Records one sale at the counter, in one database transaction: the sale (what the customer pays after the
 * voucher and the points), a `redeem` event for the points spent, an `earn` event for the points the paid amount
 * earns, the voucher marked used. The customer's history is locked first (an advisory lock per merchant and
 * phone), so two checkouts at once cannot both spend the same points or the same voucher: the second one reads
 * the balance the first left.
 */
export const recordCheckout = async (
  db: Db, auth: Pick<AuthContext, 'ownerId' | 'userId' | 'userType'>, input: CheckoutInput, rules: LoyaltyRules, now: Date,
  /** Written in the sale's transaction (the audit row): a sale is never recorded without it, nor it without the sale. */
  onRecorded: (tx: Db, receipt: Receipt) => Promise<void> = async () => undefined,
): Promise<Receipt> => {
  const shop = (await checkoutShops(db, auth)).find((candidate) => candidate.id === input.shopId);
  if (!shop) {
    // A locked shop of the caller's own merchant says so (the cashier's screen may be older than the lock); another
    // merchant's shop, or one the employee does not work at, gets the same answer as an unknown id.
    if (await isLockedShopOf(db, auth.ownerId, input.shopId)) throw new AppError(400, SHOP_MESSAGES.shopLocked, { data: { field: 'shopId' } });
    throw new AppError(403, CHECKOUT_MESSAGES.shopNotYours, { data: { field: 'shopId' } });
  }
  const redeemPoints = input.redeemPoints ?? 0;
  return db.transaction(async (tx) => {
    await lockCustomerPoints(tx, auth.ownerId, input.phone);
    let voucher: { id: number; name: string; value: number } | null = null;
    if (input.customerVoucherId !== undefined) {
      const [held] = await tx.select({ id: customerVouchers.id, name: customerVouchers.name, value: customerVouchers.value })
        .from(customerVouchers)
        .where(and(
          eq(customerVouchers.id, input.customerVoucherId), eq(customerVouchers.ownerId, auth.ownerId),
          eq(customerVouchers.customerPhone, input.phone), eq(customerVouchers.status, 'held'),
          sql`(${customerVouchers.endsAt} is null or ${customerVouchers.endsAt} > ${now.toISOString()}::timestamptz)`,
        ))
        .for('update');
      if (!held) throw new AppError(409, CHECKOUT_MESSAGES.voucherUnavailable, { data: { field: 'customerVoucherId' } });
      voucher = held;
    }
    const before = await customerBalance(tx, auth.ownerId, input.phone);
    if (redeemPoints > before) {
      throw new AppError(409, CHECKOUT_MESSAGES.notEnoughPoints, { data: { field: 'redeemPoints', balance: before } });
    }
    const voucherDiscount = voucher?.value ?? 0;
    const pointsDiscount = redeemValue(redeemPoints, rules);
    if (voucherDiscount + pointsDiscount > input.amount) {
      throw new AppError(400, CHECKOUT_MESSAGES.discountTooLarge, { data: { field: 'redeemPoints' } });
    }
    const paid = input.amount - voucherDiscount - pointsDiscount;
    const earned = pointsEarned(paid, rules);
    const [sale] = await tx.insert(transactions).values({
      ownerId: auth.ownerId, shopId: shop.id, userId: auth.userId, serviceCode: input.serviceCode, amount: paid,
      fee: await channelFee(tx, auth.ownerId, input.serviceCode, paid), status: 'success', type: 'payment',
      reference: newReference(), atCounter: true, createdAt: now,
    }).returning({ id: transactions.id, reference: transactions.reference });
    const events = [
      ...(redeemPoints > 0 ? [{ kind: 'redeem' as const, points: -redeemPoints }] : []),
      ...(earned > 0 ? [{ kind: 'earn' as const, points: earned }] : []),
    ];
    if (events.length) {
      // One statement: the rollup triggers see one batch.
      await tx.insert(loyaltyEvents).values(events.map((event) => ({
        ownerId: auth.ownerId, shopId: shop.id, customerPhone: input.phone, transactionId: sale.id, createdAt: now, ...event,
      })));
    }
    if (voucher) {
      await tx.update(customerVouchers).set({ status: 'used', usedTransactionId: sale.id }).where(eq(customerVouchers.id, voucher.id));
    }
    const receipt: Receipt = {
      transactionId: sale.id, reference: sale.reference, shopId: shop.id, shopName: shop.name, serviceCode: input.serviceCode,
      phone: input.phone, amount: input.amount, voucherDiscount, pointsDiscount, paid, pointsRedeemed: redeemPoints, pointsEarned: earned,
      balanceAfter: before - redeemPoints + earned, voucherName: voucher?.name ?? null, createdAt: now.toISOString(),
    };
    // The partners' transaction.created goes with the sale: both committed, or neither.
    await partnerEvents.transactionCreated(tx, auth.ownerId, sale.id, now);
    await onRecorded(tx, receipt);
    return receipt;
  });
};
