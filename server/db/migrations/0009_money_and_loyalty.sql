CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"customer_phone" text NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'held' NOT NULL,
	"used_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_vouchers_status_check" CHECK ("status" in ('held', 'used'))
);
--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_transfer_kind_unique" UNIQUE("transfer_id","kind"),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" in ('hold', 'release', 'debit'))
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"fee_rate_bp" integer DEFAULT 0 NOT NULL,
	"fee_fixed" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_channels_owner_code_unique" UNIQUE("owner_id","code")
);
--> statement-breakpoint
CREATE TABLE "point_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"points" bigint NOT NULL,
	"rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_settlements_status_check" CHECK ("status" in ('requested', 'approved', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'awaiting_code' NOT NULL,
	"challenge_id_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "transfers_amount_check" CHECK (amount > 0),
	CONSTRAINT "transfers_status_check" CHECK ("status" in ('awaiting_code', 'completed', 'expired', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_check";--> statement-breakpoint
ALTER TABLE "loyalty_events" ADD COLUMN "settlement_id" integer;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "tax_code" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "ward_code" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vouchers" ADD CONSTRAINT "customer_vouchers_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vouchers" ADD CONSTRAINT "customer_vouchers_used_transaction_id_transactions_id_fk" FOREIGN KEY ("used_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settlements" ADD CONSTRAINT "point_settlements_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settlements" ADD CONSTRAINT "point_settlements_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settlements" ADD CONSTRAINT "point_settlements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_owner_idx" ON "bank_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "customer_vouchers_owner_phone_idx" ON "customer_vouchers" USING btree ("owner_id","customer_phone");--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_idx" ON "idempotent_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_idx" ON "ledger_entries" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "point_settlements_owner_created_idx" ON "point_settlements" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_owner_created_idx" ON "transfers" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_status_expires_idx" ON "transfers" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "loyalty_events" ADD CONSTRAINT "loyalty_events_settlement_id_point_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."point_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_check" CHECK ("purpose" in ('login', 'reset', 'transfer'));--> statement-breakpoint
-- The actions this migration's calls check, granted to the roles that already exist as the seed grants them to new
-- ones (src/api/permissions.ts DEFAULT_ROLE_ACTIONS): owners move money and keep the till, employees keep the till,
-- staff approve settlements. A role is recognised by what it already carries.
INSERT INTO "role_actions" ("role_id", "action")
SELECT "role_id", 'movemoney' FROM "role_actions" WHERE "action" = 'manageclientroles'
UNION SELECT "role_id", 'checkout' FROM "role_actions" WHERE "action" IN ('manageclientroles', 'earnpointhistory')
UNION SELECT "role_id", 'approvesettlements' FROM "role_actions" WHERE "action" = 'managerecords'
ON CONFLICT DO NOTHING;
