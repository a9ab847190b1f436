ALTER TABLE "export_jobs" DROP CONSTRAINT "export_jobs_kind_check";--> statement-breakpoint
CREATE INDEX "loyalty_events_owner_shop_created_idx" ON "loyalty_events" USING btree ("owner_id","shop_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_events_unsettled_redeem_idx" ON "loyalty_events" USING btree ("owner_id","created_at") WHERE kind = 'redeem' and settlement_id is null;--> statement-breakpoint
CREATE INDEX "loyalty_events_settlement_idx" ON "loyalty_events" USING btree ("settlement_id") WHERE settlement_id is not null;--> statement-breakpoint
CREATE INDEX "point_settlements_status_created_idx" ON "point_settlements" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_kind_check" CHECK ("kind" in ('transactions', 'earnPoints', 'pointSettlements'));