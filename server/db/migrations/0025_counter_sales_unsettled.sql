ALTER TABLE "transactions" ADD COLUMN "at_counter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A sale recorded at the counter (loyalty/checkout) was paid into the merchant's till, not collected by the platform:
-- it counts in the reports (sale_count, sale_amount) and earns points, but adds nothing to the balance a merchant can
-- move out (balance_delta, pending_net). Otherwise any cashier could type a sale and the owner withdraw it a day later.
-- The same function as migration 0007's but for those two columns.
CREATE OR REPLACE FUNCTION sales_rollups_statements(changes text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $body$
  SELECT ARRAY[
    format($f$
      INSERT INTO sales_daily_by_service AS r (owner_id, day, shop_id, service_code, sale_count, sale_amount, balance_delta, pending_net)
      SELECT owner_id, day, shop_id, service_code, sum(sign * sale_count), sum(sign * sale_amount), sum(sign * balance_delta),
        sum(sign * pending_net)
      FROM (%s) s GROUP BY owner_id, day, shop_id, service_code
      HAVING sum(sign * sale_count) <> 0 OR sum(sign * sale_amount) <> 0 OR sum(sign * balance_delta) <> 0 OR sum(sign * pending_net) <> 0
      ORDER BY owner_id, day, shop_id, service_code
      ON CONFLICT (owner_id, day, shop_id, service_code) DO UPDATE SET
        sale_count = r.sale_count + excluded.sale_count, sale_amount = r.sale_amount + excluded.sale_amount,
        balance_delta = r.balance_delta + excluded.balance_delta, pending_net = r.pending_net + excluded.pending_net$f$, source),
    format($f$
      INSERT INTO sales_daily_by_user AS r (owner_id, day, shop_id, user_id, sale_count, sale_amount)
      SELECT owner_id, day, shop_id, user_id, sum(sign * sale_count), sum(sign * sale_amount)
      FROM (%s) s GROUP BY owner_id, day, shop_id, user_id
      HAVING sum(sign * sale_count) <> 0 OR sum(sign * sale_amount) <> 0
      ORDER BY owner_id, day, shop_id, user_id
      ON CONFLICT (owner_id, day, shop_id, user_id) DO UPDATE SET
        sale_count = r.sale_count + excluded.sale_count, sale_amount = r.sale_amount + excluded.sale_amount$f$, source)]
  FROM (SELECT format($f$
    SELECT c.owner_id, (c.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS day, coalesce(c.shop_id, 0) AS shop_id,
      coalesce(c.user_id, 0) AS user_id, c.service_code, c.sign,
      CASE WHEN c.status = 'success' AND c.type IN ('payment', 'topup') THEN 1 ELSE 0 END AS sale_count,
      CASE WHEN c.status <> 'success' THEN 0 WHEN c.type IN ('payment', 'topup') THEN c.amount
        WHEN c.type = 'refund' THEN -c.amount ELSE 0 END AS sale_amount,
      CASE WHEN c.status <> 'success' OR c.at_counter THEN 0 WHEN c.type IN ('payment', 'topup') THEN c.amount - c.fee
        ELSE -c.amount END AS balance_delta,
      CASE WHEN c.status = 'pending' AND c.type IN ('payment', 'topup') AND NOT c.at_counter THEN c.amount - c.fee ELSE 0 END AS pending_net
    FROM (%s) c WHERE c.status IN ('success', 'pending')$f$, changes) AS source) q
$body$;
--> statement-breakpoint
-- Counter sales recorded before this migration (their references start with CK: server/modules/checkout): marking
-- them runs the update trigger, which takes each out of the rollups as it was counted and puts it back without its
-- balance.
UPDATE transactions SET at_counter = true WHERE reference LIKE 'CK%' AND type = 'payment';
