CREATE TABLE "pos_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"serial" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_devices_owner_serial_unique" UNIQUE("owner_id","serial"),
	CONSTRAINT "pos_devices_kind_check" CHECK ("kind" in ('pos', 'phone', 'tablet'))
);
--> statement-breakpoint
CREATE TABLE "shop_photos" (
	"shop_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shop_photos_pk" PRIMARY KEY("shop_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "export_jobs" DROP CONSTRAINT "export_jobs_kind_check";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "code" text;--> statement-breakpoint
-- Shops made before codes existed get one from their id (S0001…): unique per merchant, as the constraint needs.
UPDATE "shops" SET "code" = 'S' || lpad("id"::text, 4, '0');--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "address_system" text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "province_name" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "district_name" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ward_name" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "opens_at" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "closes_at" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_devices" ADD CONSTRAINT "pos_devices_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_devices" ADD CONSTRAINT "pos_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_devices" ADD CONSTRAINT "pos_devices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_photos" ADD CONSTRAINT "shop_photos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_photos" ADD CONSTRAINT "shop_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_devices_user_idx" ON "pos_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_photos_shop_position_idx" ON "shop_photos" USING btree ("shop_id","position");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_code_unique" UNIQUE("owner_id","code");--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_kind_check" CHECK ("kind" in ('transactions', 'earnPoints', 'pointSettlements', 'shops', 'submerchants'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_address_system_check" CHECK ("address_system" in ('legacy', '2025'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_latitude_check" CHECK ("latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_longitude_check" CHECK ("longitude" between -180 and 180);
