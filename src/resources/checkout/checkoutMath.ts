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

