import { sql } from 'drizzle-orm';
import type { MerchantBalance } from '../../../src/api/sales';
import type { Db } from '../../db/client';
import { loyaltyDaily, salesDailyByService } from '../../db/schema';
import { rollupScope, type SalesScope } from '../../models/sales';

/**
 * merchantBalance, from the daily rollup: `available` is every successful payment and top-up net of its fee,
 * less successful refunds and withdrawals; `pending` is the pending payments and top-ups net of their fees
 * (money on its way, not yet available). Integers, đồng.
 */
export const merchantBalance = async (db: Db, scope: SalesScope): Promise<MerchantBalance> => {
  const S = salesDailyByService;
  const [row] = await db.select({
    available: sql<number>`coalesce(sum(${S.balanceDelta}), 0)::float8`,
    pending: sql<number>`coalesce(sum(${S.pendingNet}), 0)::float8`,
  }).from(S).where(rollupScope(scope, S));
  return { available: row.available, pending: row.pending, currency: 'VND' };
};

/**
 * getPoint: the points balance, the sum of the signed history (earned, less redeemed, expired and settled), read
 * from the daily loyalty rollup (a few rows a day) rather than the history itself.
 */
export const pointBalance = async (db: Db, scope: SalesScope): Promise<{ balance: number }> => {
  const [row] = await db.select({ balance: sql<number>`coalesce(sum(${loyaltyDaily.points}), 0)::float8` }).from(loyaltyDaily)
    .where(rollupScope(scope, loyaltyDaily));
  return { balance: row.balance };
};
