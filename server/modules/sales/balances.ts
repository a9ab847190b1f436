import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyDaily } from '../../db/schema';
import { rollupScope, type SalesScope } from '../../models/sales';

/**
 * getPoint: the points balance, the sum of the signed history (earned, less redeemed, expired and settled), read
 * from the daily loyalty rollup (a few rows a day) rather than the history itself.
 */
export const pointBalance = async (db: Db, scope: SalesScope): Promise<{ balance: number }> => {
  const [row] = await db.select({ balance: sql<number>`coalesce(sum(${loyaltyDaily.points}), 0)::float8` }).from(loyaltyDaily)
    .where(rollupScope(scope, loyaltyDaily));
  return { balance: row.balance };
};
