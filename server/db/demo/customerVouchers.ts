import { sql } from 'drizzle-orm';
import type { Db } from '../client';

const DAY = 86_400_000;

/**
 * Vouchers for a merchant's best customers (the most points, then the lowest phone: deterministic), so the checkout
 * has some to offer: each of the top `customers` holds a 20,000 đ voucher ending in 60 days and a 50,000 đ one with no
 * end, and had a 10,000 đ one that ended 5 days ago (never offered). Development data only.
 */
export const insertCustomerVouchers = async (db: Db, ownerId: number, referenceDate: Date, customers = 3): Promise<void> => {
  const at = (days: number) => new Date(referenceDate.getTime() + days * DAY).toISOString();
  await db.execute(sql`
    INSERT INTO customer_vouchers (owner_id, customer_phone, name, value, ends_at, created_at)
    SELECT ${ownerId}::int, c.customer_phone, v.name, v.value, v.ends_at, ${at(-30)}::timestamptz
    FROM (
      SELECT customer_phone FROM loyalty_events
      WHERE owner_id = ${ownerId} AND customer_phone IS NOT NULL
      GROUP BY customer_phone HAVING sum(points) > 0
      ORDER BY sum(points) DESC, customer_phone
      LIMIT ${customers}
    ) c
    CROSS JOIN (VALUES
      ('Giảm 20.000 ₫', 20000::bigint, ${at(60)}::timestamptz),
      ('Quà tặng 50.000 ₫', 50000::bigint, NULL::timestamptz),
      ('Giảm 10.000 ₫ (hết hạn)', 10000::bigint, ${at(-5)}::timestamptz)
    ) AS v(name, value, ends_at)
    ORDER BY c.customer_phone, v.value
  `);
};
