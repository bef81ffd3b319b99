CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" varchar(255) NOT NULL,
	"category_id" integer NOT NULL,
	"email" varchar(120) NOT NULL,
	"document" varchar(255) NOT NULL,
	"status" varchar(10) DEFAULT 'auditing' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"shop_id" integer,
	"operator_id" integer,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_accounts" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"frozen_cents" bigint DEFAULT 0 NOT NULL,
	"commission_rate_bp" integer,
	"main_category_id" integer,
	"email" varchar(120) DEFAULT '' NOT NULL,
	CONSTRAINT "shop_accounts_balance_not_negative" CHECK ("shop_accounts"."balance_cents" >= 0),
	CONSTRAINT "shop_accounts_frozen_not_negative" CHECK ("shop_accounts"."frozen_cents" >= 0),
	CONSTRAINT "shop_accounts_rate_range" CHECK ("shop_accounts"."commission_rate_bp" is null or "shop_accounts"."commission_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "shop_ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"ref_type" varchar(20),
	"ref_id" integer,
	"memo" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_members" (
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_members_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id"),
	CONSTRAINT "shop_members_role_known" CHECK ("shop_members"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "commission_rate_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_id" integer;--> statement-breakpoint
-- Orders placed before orders were split per shop belong to the shop of their first line (the lines keep
-- their own shop_id; such an order may hold lines of several shops).
UPDATE "orders" SET "shop_id" = (SELECT min("shop_id") FROM "order_items" WHERE "order_items"."order_id" = "orders"."id");--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_cents" bigint;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tokens" ADD CONSTRAINT "seller_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tokens" ADD CONSTRAINT "seller_tokens_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_accounts" ADD CONSTRAINT "shop_accounts_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_accounts" ADD CONSTRAINT "shop_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ledger_entries" ADD CONSTRAINT "shop_ledger_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_open_key" ON "merchant_applications" USING btree ("user_id") WHERE "merchant_applications"."status" = 'auditing';--> statement-breakpoint
CREATE INDEX "merchant_applications_status_idx" ON "merchant_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "merchant_applications_user_idx" ON "merchant_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_tokens_hash_key" ON "seller_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "seller_tokens_user_idx" ON "seller_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_ledger_shop_idx" ON "shop_ledger_entries" USING btree ("shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_user_key" ON "shop_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","id");--> statement-breakpoint
INSERT INTO "shop_accounts" ("shop_id") SELECT "id" FROM "shops";--> statement-breakpoint
-- A seller token is revoked, or its member leaves the shop: every instance forgets its session (0008).
CREATE TRIGGER seller_tokens_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON seller_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER shop_members_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON shop_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
-- A shop closed ends its members' seller sessions.
CREATE TRIGGER shops_sessions_changed AFTER UPDATE OF status ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
