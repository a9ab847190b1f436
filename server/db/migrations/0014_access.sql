CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"previous_hash" text,
	"previous_valid_until" timestamp with time zone,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip_allow" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "api_keys_previous_hash_unique" UNIQUE("previous_hash"),
	CONSTRAINT "api_keys_status_check" CHECK ("status" in ('active', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"effect" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_permissions_pk" PRIMARY KEY("user_id","action"),
	CONSTRAINT "user_permissions_effect_check" CHECK ("effect" in ('grant', 'deny'))
);
--> statement-breakpoint
ALTER TABLE "export_jobs" DROP CONSTRAINT "export_jobs_kind_check";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "builtin" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_owner_created_idx" ON "api_keys" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_owner_at_idx" ON "audit_events" USING btree ("owner_code","at");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_owner_builtin_unique" UNIQUE("owner_id","builtin");--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_kind_check" CHECK ("kind" in ('transactions', 'earnPoints', 'pointSettlements', 'shops', 'submerchants', 'activity'));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_builtin_check" CHECK ("builtin" in ('owner', 'manager', 'cashier', 'accountant', 'apiuser'));