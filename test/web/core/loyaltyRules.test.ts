import { DEFAULT_LOYALTY_RULES, pointsEarned, redeemValue } from '../../../src/api/loyaltyRules';

describe('loyalty rules', () => {
  it('earns whole points, rounded down, at the default 10 % and 1,000 đ a point', () => {
    expect(pointsEarned(100_000, DEFAULT_LOYALTY_RULES)).toBe(10);
    expect(pointsEarned(109_999, DEFAULT_LOYALTY_RULES)).toBe(10);
    expect(pointsEarned(9_999, DEFAULT_LOYALTY_RULES)).toBe(0);
  });
  it('follows the configured rate and value', () => {
    expect(pointsEarned(100_000, { earnRatePercent: 5, pointValue: 100 })).toBe(50);
    expect(pointsEarned(100_000, { earnRatePercent: 0, pointValue: 100 })).toBe(0);
  });
  it('values redeemed points at the point value', () => expect(redeemValue(7, { pointValue: 1_000 })).toBe(7_000));
});
