import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PointBalance } from '../../../src/api/sales';
import { loyaltyDaily } from '../../db/schema';
import { rollupScope, type SalesScope } from '../../models/sales';

/**
 * getPoint: the points balance, the sum of the signed history (earned, less redeemed, expired and settled), and its
 * two sides, read from the daily loyalty rollup (a few rows a day, one sign per kind) rather than the history itself.
 * Points belong to the merchant's customers, not to a shop: a shop's signed sum can fall below zero (a customer
 * redeems there what they earned elsewhere), so for an employee limited to some shops (`shopsOnly`) the sides are
 * what means something.
 */
export const pointBalance = async (db: Db, scope: SalesScope): Promise<PointBalance> => {
  const [row] = await db.select({
    earned: sql<number>`coalesce(sum(greatest(${loyaltyDaily.points}, 0)), 0)::float8`,
    spent: sql<number>`coalesce(-sum(least(${loyaltyDaily.points}, 0)), 0)::float8`,
  }).from(loyaltyDaily).where(rollupScope(scope, loyaltyDaily));
  return { balance: row.earned - row.spent, earned: row.earned, spent: row.spent, shopsOnly: scope.shopIds !== null };
};
