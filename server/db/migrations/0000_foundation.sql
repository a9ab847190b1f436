CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"shop_id" integer,
	"customer_phone" text,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_events_kind_check" CHECK ("kind" in ('earn', 'redeem', 'expire', 'settle'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_channel_check" CHECK ("channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_code_unique" UNIQUE("code"),
	CONSTRAINT "owners_status_check" CHECK ("status" in ('active', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "role_actions" (
	"role_id" integer NOT NULL,
	"action" text NOT NULL,
	CONSTRAINT "role_actions_pk" PRIMARY KEY("role_id","action")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_owner_name_unique" UNIQUE("owner_id","name")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"province_code" text,
	"district_code" text,
	"ward_code" text,
	"phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_status_check" CHECK ("status" in ('active', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"shop_id" integer,
	"user_id" integer,
	"service_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_status_check" CHECK ("status" in ('success', 'pending', 'failed')),
	CONSTRAINT "transactions_type_check" CHECK ("type" in ('payment', 'refund', 'topup', 'withdraw'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"full_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"role_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_owner_username_unique" UNIQUE("owner_id","username"),
	CONSTRAINT "users_type_check" CHECK ("type" in ('merchant', 'submerchant', 'thirdparty', 'staff')),
	CONSTRAINT "users_status_check" CHECK ("status" in ('active', 'locked'))
);
--> statement-breakpoint
ALTER TABLE "loyalty_events" ADD CONSTRAINT "loyalty_events_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_events" ADD CONSTRAINT "loyalty_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_events" ADD CONSTRAINT "loyalty_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_actions" ADD CONSTRAINT "role_actions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires_at_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "loyalty_events_owner_created_idx" ON "loyalty_events" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_events_owner_kind_created_idx" ON "loyalty_events" USING btree ("owner_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_events_customer_idx" ON "loyalty_events" USING btree ("owner_id","customer_phone");--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "shops_owner_idx" ON "shops" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "transactions_owner_created_idx" ON "transactions" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_shop_created_idx" ON "transactions" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");