import { z } from 'zod';

/**
 * The loyalty rules (spec §9 "Loyalty texts": earning, expiry and redeem-expiry cycles in days, a factor in
 * percent), set by the server's LOYALTY_* settings and shown to merchants on the loyalty screens.
 * Points are whole; money is integer đồng.
 */
export const loyaltyRulesSchema = z.object({
  /** The share of a sale's amount earned back as points, in percent (points = amount × rate / 100 / pointValue). */
  earnRatePercent: z.number().int().min(0).max(100),
  /** What one point is worth in đồng when a customer redeems it at the checkout. */
  pointValue: z.number().int().min(1),
  /** What the platform pays the merchant in đồng per redeemed point it settles. */
  settlementRate: z.number().int().min(1),
  /** Earned points expire this many days after they were earned. */
  expiryDays: z.number().int().min(1),
  /** Redeemed points can be settled for this many days after the redemption; older ones cannot. */
  redeemExpiryDays: z.number().int().min(1),
}).meta({ examples: [{ earnRatePercent: 10, pointValue: 1_000, settlementRate: 1_000, expiryDays: 365, redeemExpiryDays: 90 }] });
export type LoyaltyRules = z.output<typeof loyaltyRulesSchema>;

/** 10 % back at 1,000 đ a point: a 100,000 đ sale earns 10 points (the demo's 1 point per 10,000 đ). */
export const DEFAULT_LOYALTY_RULES: LoyaltyRules = {
  earnRatePercent: 10,
  pointValue: 1_000,
  settlementRate: 1_000,
  expiryDays: 365,
  redeemExpiryDays: 90,
};

/** The points a sale of `amount` đồng earns: whole points, rounded down. */
export const pointsEarned = (amount: number, rules: Pick<LoyaltyRules, 'earnRatePercent' | 'pointValue'>): number =>
  Math.floor((amount * rules.earnRatePercent) / 100 / rules.pointValue);

/** The discount in đồng that redeeming `points` gives. */
export const redeemValue = (points: number, rules: Pick<LoyaltyRules, 'pointValue'>): number => points * rules.pointValue;
