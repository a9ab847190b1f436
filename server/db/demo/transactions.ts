import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Demo sales generated inside the database (`generate_series`), so that a million rows take seconds:
 * every column is a deterministic function of the row index `i` and a salt, through a multiplicative hash
 * (`h(i, m) = ((i + salt) * m mod 2^32) >> 8`, one multiplier per column).
 */
export interface TransactionBatch {
  ownerId: number;
  shopIds: readonly number[];
  userIds: readonly number[];
  /** Rows to add; they spread over the 365 days before `referenceDate`, oldest first. */
  count: number;
  /** Index of the first row: references continue across batches (`TX0000000001`, …). */
  firstIndex: number;
  /** A local (Asia/Ho_Chi_Minh) midnight; every row is before it. */
  referenceDate: Date;
  salt: number;
  /** Prefix of the references, one per merchant ('TX' unless given), so that each merchant's are its own. */
  referencePrefix?: string;
}

const intArray = (values: readonly number[]): SQL => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`;

/** Services by share of sales: QR payments 40 %, card 20 %, mobile top-up 15 %, bills 15 %, vouchers 10 %. */
const SERVICE = sql`CASE WHEN h.s < 40 THEN 1 WHEN h.s < 60 THEN 2 WHEN h.s < 75 THEN 3 WHEN h.s < 90 THEN 4 ELSE 5 END`;

export const insertTransactions = async (db: Db, batch: TransactionBatch): Promise<void> => {
  const { ownerId, shopIds, userIds, count, firstIndex, referenceDate, salt, referencePrefix = 'TX' } = batch;
  if (count <= 0) return;
  const last = firstIndex + count - 1;
  await db.execute(sql`
    INSERT INTO transactions (owner_id, shop_id, user_id, service_code, amount, fee, status, type, reference, created_at)
    SELECT ${ownerId}::int,
      (${intArray(shopIds)})[1 + h.a % ${shopIds.length}],
      (${intArray(userIds)})[1 + h.b % ${userIds.length}],
      (ARRAY['QRPAY', 'CARD', 'TOPUP', 'BILL', 'VOUCHER'])[k.service],
      v.amount,
      v.amount * (ARRAY[60, 180, 0, 0, 100])[k.service] / 10000,
      CASE WHEN h.c % 100 < 92 THEN 'success' WHEN h.c % 100 < 97 THEN 'failed' ELSE 'pending' END,
      CASE WHEN k.service = 3 THEN 'topup' WHEN h.d % 100 < 2 THEN 'refund' ELSE 'payment' END,
      ${referencePrefix}::text || lpad(g.i::text, 10, '0'),
      ${referenceDate.toISOString()}::timestamptz
        - make_interval(days => (((${last}::bigint - g.i) * 365) / ${count}::bigint)::int + 1)
        + make_interval(secs => 7 * 3600 + h.e % (15 * 3600))
    FROM generate_series(${firstIndex}::bigint, ${last}::bigint) AS g(i)
    CROSS JOIN LATERAL (SELECT
      ((g.i + ${salt}) * 2654435761 % 4294967296) >> 8 AS a,
      ((g.i + ${salt}) * 2246822519 % 4294967296) >> 8 AS b,
      ((g.i + ${salt}) * 3266489917 % 4294967296) >> 8 AS c,
      ((g.i + ${salt}) * 668265263 % 4294967296) >> 8 AS d,
      ((g.i + ${salt}) * 374761393 % 4294967296) >> 8 AS e,
      ((g.i + ${salt}) * 2869860233 % 4294967296) >> 8 AS f,
      (((g.i + ${salt}) * 1597334677 % 4294967296) >> 8) % 100 AS s
    ) h
    CROSS JOIN LATERAL (SELECT ${SERVICE} AS service) k
    CROSS JOIN LATERAL (SELECT CASE WHEN k.service = 3
      THEN (ARRAY[10000, 20000, 50000, 100000, 200000, 500000])[1 + h.f % 6]
      -- Mostly small sales, a few large ones: 10,000 to 5,000,000 VND in steps of 1,000.
      ELSE (10 + (h.f % 1000) * (h.f % 1000) / 200) * 1000 END::bigint AS amount) v
    ORDER BY g.i
  `);
};

export interface LoyaltyBatch {
  ownerId: number;
  /** Transactions whose id is in this range earn points (about a third of the successful payments). */
  fromTransactionId: number;
  toTransactionId: number;
  referenceDate: Date;
}

/**
 * Earn events for a third of the successful payments (1 point per 10,000 VND) by some 400 regular customers;
 * a fifth of those points are redeemed 3 to 40 days later, a tenth expire after 180 days unused.
 */
export const insertLoyaltyHistory = async (db: Db, batch: LoyaltyBatch): Promise<void> => {
  const { ownerId, fromTransactionId, toTransactionId, referenceDate } = batch;
  const reference = sql`${referenceDate.toISOString()}::timestamptz`;
  await db.execute(sql`
    INSERT INTO loyalty_events (owner_id, shop_id, customer_phone, points, kind, transaction_id, created_at)
    SELECT t.owner_id, t.shop_id,
      '09' || lpad((((t.id * 2246822519 % 4294967296) >> 8) % 400 * 104729 % 100000000)::text, 8, '0'),
      greatest(1, t.amount / 10000)::int, 'earn', t.id, t.created_at
    FROM transactions t
    WHERE t.owner_id = ${ownerId} AND t.id BETWEEN ${fromTransactionId} AND ${toTransactionId}
      AND t.status = 'success' AND t.type = 'payment' AND ((t.id * 2654435761 % 4294967296) >> 8) % 3 = 0
    ORDER BY t.id
  `);
  await db.execute(sql`
    INSERT INTO loyalty_events (owner_id, shop_id, customer_phone, points, kind, transaction_id, created_at)
    SELECT e.owner_id, e.shop_id, e.customer_phone, -e.points,
      CASE WHEN x.h % 10 < 2 THEN 'redeem' ELSE 'expire' END, NULL,
      CASE WHEN x.h % 10 < 2 THEN e.created_at + make_interval(days => 3 + (x.h % 38)::int)
        ELSE e.created_at + interval '180 days' END
    FROM loyalty_events e
    CROSS JOIN LATERAL (SELECT (e.transaction_id * 3266489917 % 4294967296) >> 8 AS h) x
    WHERE e.owner_id = ${ownerId} AND e.kind = 'earn' AND e.transaction_id BETWEEN ${fromTransactionId} AND ${toTransactionId}
      AND ((x.h % 10 < 2 AND e.created_at + interval '43 days' < ${reference})
        OR (x.h % 10 = 2 AND e.created_at + interval '180 days' < ${reference}))
    ORDER BY e.id
  `);
};

/** Each shop settles its redeemed points once a month, on the 3rd of the next month (local time). */
export const insertSettlements = async (db: Db, ownerId: number, referenceDate: Date): Promise<void> => {
  await db.execute(sql`
    INSERT INTO loyalty_events (owner_id, shop_id, customer_phone, points, kind, transaction_id, created_at)
    SELECT ${ownerId}::int, m.shop_id, NULL, m.points, 'settle', NULL, m.settled_at
    FROM (
      SELECT e.shop_id, sum(e.points)::int AS points,
        (date_trunc('month', e.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh') + interval '1 month 2 days')
          AT TIME ZONE 'Asia/Ho_Chi_Minh' AS settled_at
      FROM loyalty_events e
      WHERE e.owner_id = ${ownerId} AND e.kind = 'redeem'
      GROUP BY e.shop_id, settled_at
    ) m
    WHERE m.settled_at < ${referenceDate.toISOString()}::timestamptz
    ORDER BY m.settled_at, m.shop_id
  `);
};
