CREATE TABLE "loyalty_daily" (
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_daily_pk" PRIMARY KEY("owner_id","day","shop_id","kind")
);
--> statement-breakpoint
-- The grouped upsert that adds a set of loyalty events (`changes`: rows of loyalty_events with a `sign`, 1 added,
-- -1 taken out) to the daily rollup; the same pattern as the sales rollups of migration 0007.
CREATE FUNCTION loyalty_rollup_statement(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
  SELECT format($f$
    INSERT INTO loyalty_daily AS r (owner_id, day, shop_id, kind, points, events)
    SELECT c.owner_id, (c.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(c.shop_id, 0), c.kind,
      sum(c.sign * c.points), sum(c.sign)
    FROM (%s) c GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign * c.points) <> 0 OR sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (owner_id, day, shop_id, kind) DO UPDATE SET
      points = r.points + excluded.points, events = r.events + excluded.events$f$, changes)
$body$;
--> statement-breakpoint
CREATE FUNCTION loyalty_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  EXECUTE loyalty_rollup_statement(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o' END);
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER loyalty_events_rollup_insert AFTER INSERT ON loyalty_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION loyalty_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER loyalty_events_rollup_update AFTER UPDATE ON loyalty_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION loyalty_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER loyalty_events_rollup_delete AFTER DELETE ON loyalty_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION loyalty_rollup_apply();
--> statement-breakpoint
-- The history stored before this migration.
DO $body$
BEGIN
  EXECUTE loyalty_rollup_statement('SELECT e.*, 1 AS sign FROM loyalty_events e');
END
$body$;
