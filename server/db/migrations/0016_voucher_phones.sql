-- A customer's number is imported once per voucher: earlier copies of the same (owner, voucher, phone) are removed
-- (the oldest is kept), then the unique index makes the import's ON CONFLICT DO NOTHING idempotent.
DELETE FROM "records" AS "later" USING "records" AS "earlier"
WHERE "later"."model" = 'voucher-phones' AND "earlier"."model" = 'voucher-phones'
  AND "later"."owner_id" = "earlier"."owner_id"
  AND "later"."data" ->> 'voucher' = "earlier"."data" ->> 'voucher'
  AND "later"."data" ->> 'phone' = "earlier"."data" ->> 'phone'
  AND "later"."id" > "earlier"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "records_voucher_phone_key" ON "records" USING btree ("owner_id",("data" ->> 'voucher'),("data" ->> 'phone')) WHERE "records"."model" = 'voucher-phones';
