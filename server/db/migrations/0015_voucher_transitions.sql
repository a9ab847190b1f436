CREATE TABLE "voucher_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"voucher_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voucher_transitions" ADD CONSTRAINT "voucher_transitions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transitions" ADD CONSTRAINT "voucher_transitions_voucher_id_records_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transitions" ADD CONSTRAINT "voucher_transitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_transitions_voucher_idx" ON "voucher_transitions" USING btree ("owner_id","voucher_id","at");