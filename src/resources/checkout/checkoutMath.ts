import { pointsEarned, redeemValue } from '../../api/loyaltyRules';

/**
 * The checkout's arithmetic as the server applies it (server/modules/checkout/recordCheckout.ts), so the summary
 * shows what the receipt will say: the voucher and the points come off the amount, never below zero, and the paid
 * remainder earns points.
 */
export interface CheckoutFigures {
  amount: number;
  voucherDiscount: number;
  pointsDiscount: number;
  toPay: number;
  earned: number;
}

export interface PointRules {
  pointValue: number;
  earnRatePercent: number;
}

/** The most points the customer may redeem on `amount` with a voucher worth `voucherValue`: their balance, and what the rest of the amount covers. */
export const maxRedeemable = (balance: number, amount: number, voucherValue: number, rules: PointRules): number =>
  Math.max(0, Math.min(balance, Math.floor(Math.max(0, amount - voucherValue) / rules.pointValue)));

export const checkoutFigures = (amount: number, voucherValue: number, redeemPoints: number, rules: PointRules): CheckoutFigures => {
  const pointsDiscount = redeemValue(redeemPoints, rules);
  const toPay = Math.max(0, amount - voucherValue - pointsDiscount);
  return { amount, voucherDiscount: voucherValue, pointsDiscount, toPay, earned: pointsEarned(toPay, rules) };
};

/** One key per submitted sale: random, so two tills never share one. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context (https or localhost); getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
};
