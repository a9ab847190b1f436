DROP INDEX "loyalty_events_customer_idx";--> statement-breakpoint
CREATE INDEX "loyalty_events_customer_idx" ON "loyalty_events" USING btree ("owner_id","customer_phone","created_at","id");