CREATE TABLE "sales_daily_by_service" (
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"shop_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"sale_count" bigint DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	"balance_delta" bigint DEFAULT 0 NOT NULL,
	"pending_net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_by_service_pk" PRIMARY KEY("owner_id","day","shop_id","service_code")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_by_user" (
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sale_count" bigint DEFAULT 0 NOT NULL,
	"sale_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_by_user_pk" PRIMARY KEY("owner_id","day","shop_id","user_id")
);
--> statement-breakpoint
DROP INDEX "transactions_owner_created_idx";--> statement-breakpoint
DROP INDEX "transactions_shop_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_owner_created_id_idx" ON "transactions" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_owner_status_created_id_idx" ON "transactions" USING btree ("owner_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_owner_amount_id_idx" ON "transactions" USING btree ("owner_id","amount","id");--> statement-breakpoint
CREATE INDEX "transactions_shop_created_id_idx" ON "transactions" USING btree ("shop_id","created_at","id");--> statement-breakpoint
-- The two upserts that add a set of sales to the daily rollups. `changes` is a query over transaction rows with
-- a `sign` column (1: the rows are added, -1: taken out). Only successful and pending sales move a figure.
CREATE FUNCTION sales_rollups_statements(changes text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $body$
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
      CASE WHEN c.status <> 'success' THEN 0 WHEN c.type IN ('payment', 'topup') THEN c.amount - c.fee
        ELSE -c.amount END AS balance_delta,
      CASE WHEN c.status = 'pending' AND c.type IN ('payment', 'topup') THEN c.amount - c.fee ELSE 0 END AS pending_net
    FROM (%s) c WHERE c.status IN ('success', 'pending')$f$, changes) AS source) q
$body$;
--> statement-breakpoint
-- Keeps the rollups current. Statement-level with transition tables: a bulk insert of a million sales aggregates
-- once (one grouped upsert per rollup) instead of a million single-row upserts. An update takes its old rows out
-- and puts its new rows in; groups whose figures do not change are skipped. The statements run here, not in a
-- called function, because transition tables are visible only to the trigger function's own queries.
CREATE FUNCTION sales_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY sales_rollups_statements(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o' END)
  LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$body$;
--> statement-breakpoint
-- PostgreSQL allows transition tables on one event per trigger: three triggers, one function.
CREATE TRIGGER transactions_rollups_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER transactions_rollups_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER transactions_rollups_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_apply();
--> statement-breakpoint
-- The sales stored before this migration, through the same statements.
DO $body$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY sales_rollups_statements('SELECT t.*, 1 AS sign FROM transactions t') LOOP
    EXECUTE statement;
  END LOOP;
END
$body$;
