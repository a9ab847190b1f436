import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LoyaltyRules } from '../../../src/api/loyaltyRules';
import { selectRows, type Db } from '../../db/client';
import { loyaltyEvents } from '../../db/schema';
import { lockCustomerPoints } from '../../models/customerPoints';

const DAY = 86_400_000;
/** How often each instance expires points; the first sweep runs one interval after the start. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60 * 60_000;

interface Due {
  ownerId: number;
  phone: string;
  points: number;
}

/**
 * Points a customer earned more than `expiryDays` ago and has not spent: spending (redeem) and earlier expiries use
 * the oldest points first, so what is left of the old ones is what they earned before the cut-off less everything
 * spent or expired since the beginning.
 */
const dueSql = (cutoff: Date, customer?: { ownerId: number; phone: string }) => sql`
  select owner_id as "ownerId", customer_phone as "phone", (old_earned - used)::float8 as "points" from (
    select owner_id, customer_phone,
      coalesce(sum(points) filter (where kind = 'earn' and created_at <= ${cutoff.toISOString()}::timestamptz), 0) as old_earned,
      coalesce(-sum(points) filter (where kind in ('redeem', 'expire')), 0) as used
    from ${loyaltyEvents}
    where customer_phone is not null
      ${customer ? sql`and owner_id = ${customer.ownerId} and customer_phone = ${customer.phone}` : sql``}
    group by owner_id, customer_phone
  ) balances where old_earned - used > 0`;

/**
 * Writes an `expire` event for every customer whose earned points are past the expiry cycle
 * (LOYALTY_EXPIRY_DAYS). Each customer is expired in a transaction holding their points lock, with the amount
 * read again under it, so a checkout running at the same moment never sees points that are about to vanish.
 */
export const expirePoints = async (db: Db, rules: Pick<LoyaltyRules, 'expiryDays'>, now: Date): Promise<{ customers: number; points: number }> => {
  const cutoff = new Date(now.getTime() - rules.expiryDays * DAY);
  const candidates = await selectRows<Due>(db, dueSql(cutoff));
  let customers = 0;
  let points = 0;
  for (const candidate of candidates) {
    const expired = await db.transaction(async (tx) => {
      await lockCustomerPoints(tx, candidate.ownerId, candidate.phone);
      const [due] = await selectRows<Due>(tx, dueSql(cutoff, candidate));
      if (!due) return 0;
      // The shop of the customer's latest earning: the history shows where the points had been earned.
      const [latest] = await tx.select({ shopId: loyaltyEvents.shopId }).from(loyaltyEvents)
        .where(and(eq(loyaltyEvents.ownerId, due.ownerId), eq(loyaltyEvents.customerPhone, due.phone), eq(loyaltyEvents.kind, 'earn')))
        .orderBy(sql`${loyaltyEvents.createdAt} desc`).limit(1);
      await tx.insert(loyaltyEvents).values({
        ownerId: due.ownerId, shopId: latest?.shopId ?? null, customerPhone: due.phone, points: -due.points, kind: 'expire', createdAt: now,
      });
      return due.points;
    });
    if (expired > 0) {
      customers++;
      points += expired;
    }
  }
  return { customers, points };
};

/** Expires points every EXPIRY_SWEEP_INTERVAL_MS until stopped; the timer never keeps the process alive. */
export const schedulePointsExpiry = (deps: { db: Db; rules: Pick<LoyaltyRules, 'expiryDays'>; now: () => Date; log: FastifyBaseLogger }) => {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= expirePoints(deps.db, deps.rules, deps.now())
      .then((expired) => {
        if (expired.customers > 0) deps.log.info({ event: 'points.expired', ...expired }, 'loyalty points expired');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'points expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, EXPIRY_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
};
