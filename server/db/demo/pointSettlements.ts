import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../client';

const DAY = 86_400_000;
const VIETNAM = 7 * 3_600_000;

export interface DemoSettlement {
  /** Months before the reference date's local month: 1 is last month. */
  monthsAgo: number;
  status: 'requested' | 'paid' | 'rejected';
  reason?: string;
}

/** DEMO01 has one of each outcome; its September is free to settle again (the rejection freed it). */
export const DEMO01_SETTLEMENTS: readonly DemoSettlement[] = [
  { monthsAgo: 3, status: 'paid' },
  { monthsAgo: 2, status: 'rejected', reason: 'Số điểm chưa khớp với đối soát của nền tảng' },
  { monthsAgo: 1, status: 'requested' },
];
export const DEMO02_SETTLEMENTS: readonly DemoSettlement[] = [{ monthsAgo: 1, status: 'requested' }];

/** 'YYYY-MM-DD' of a local (Asia/Ho_Chi_Minh) day, given as year, month (0-based) and day, which may overflow. */
const localDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/**
 * Demo settlements of the merchant's redeemed points, a month each, made as the app makes them: the redeem events
 * of the month point to their settlement, except a rejected one's, which its rejection freed. Requested on the
 * 3rd of the next month, decided a week later by the staff member.
 */
export const insertPointSettlements = async (
  db: Db, ownerId: number, requestedBy: number, decidedBy: number, referenceDate: Date, plans: readonly DemoSettlement[], rate: number,
): Promise<void> => {
  const local = new Date(referenceDate.getTime() + VIETNAM - 1);
  for (const plan of plans) {
    const year = local.getUTCFullYear();
    const month = local.getUTCMonth() - plan.monthsAgo;
    const periodFrom = localDay(year, month, 1);
    const periodTo = localDay(year, month + 1, 0);
    const requestedAt = new Date(Date.parse(`${localDay(year, month + 1, 3)}T09:00:00+07:00`));
    const decidedAt = plan.status === 'requested' ? null : new Date(requestedAt.getTime() + 7 * DAY);
    const [{ id }] = await selectRows<{ id: number }>(db, sql`
      insert into point_settlements (owner_id, period_from, period_to, points, rate, amount, status, reason, requested_by, decided_by, created_at, decided_at)
      values (${ownerId}, ${periodFrom}, ${periodTo}, 0, ${rate}, 0, ${plan.status}, ${plan.reason ?? null}, ${requestedBy},
        ${decidedAt ? decidedBy : null}, ${requestedAt.toISOString()}::timestamptz, ${decidedAt?.toISOString() ?? null}::timestamptz)
      returning id`);
    const covered = sql`owner_id = ${ownerId} and kind = 'redeem' and settlement_id is null
      and created_at >= ${periodFrom}::date::timestamp at time zone 'Asia/Ho_Chi_Minh'
      and created_at < (${periodTo}::date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh'`;
    const [{ points }] = await selectRows<{ points: number }>(db, sql`
      select coalesce(-sum(points), 0)::int as points from loyalty_events where ${covered}`);
    if (plan.status !== 'rejected') await db.execute(sql`update loyalty_events set settlement_id = ${id} where ${covered}`);
    await db.execute(sql`update point_settlements set points = ${points}, amount = ${points * rate} where id = ${id}`);
  }
};
