CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"countries" varchar(2)[] NOT NULL,
	"rule" varchar(8) NOT NULL,
	"base_cents" bigint NOT NULL,
	"per_kg_cents" bigint DEFAULT 0 NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"free_from_cents" bigint,
	"handling_days" integer NOT NULL,
	"transit_days_min" integer NOT NULL,
	"transit_days_max" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_rule_known" CHECK ("shipping_zones"."rule" in ('flat', 'weight', 'amount')),
	CONSTRAINT "shipping_zones_amounts" CHECK ("shipping_zones"."base_cents" >= 0 and "shipping_zones"."per_kg_cents" >= 0 and "shipping_zones"."percent_bp" between 0 and 10000
        and ("shipping_zones"."free_from_cents" is null or "shipping_zones"."free_from_cents" >= 0)),
	CONSTRAINT "shipping_zones_days" CHECK ("shipping_zones"."handling_days" >= 0 and "shipping_zones"."transit_days_min" >= 0 and "shipping_zones"."transit_days_max" >= "shipping_zones"."transit_days_min")
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"country" char(2) PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"collect_up_to_cents" bigint,
	"operator_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rules_rate" CHECK ("tax_rules"."rate_bp" between 0 and 10000),
	CONSTRAINT "tax_rules_collect_up_to" CHECK ("tax_rules"."collect_up_to_cents" is null or "tax_rules"."collect_up_to_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_mode" varchar(3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_to" date;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rules" ADD CONSTRAINT "tax_rules_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_zones_shop_idx" ON "shipping_zones" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_one_rest_of_world" ON "shipping_zones" USING btree ("shop_id") WHERE cardinality("shipping_zones"."countries") = 0;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_not_negative" CHECK ("products"."weight_grams" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax" CHECK ("orders"."tax_cents" >= 0 and ("orders"."tax_mode" is not null or "orders"."tax_cents" = 0));--> statement-breakpoint
-- Every instance keeps shops' zones and the tax rules in memory (the checkout prices a parcel by them before its
-- statement, decision 064) and forgets them when this channel speaks; the triggers sit on the tables, so no
-- write path can change a rule without telling.
CREATE FUNCTION notify_destination_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('destination_rules_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shipping_zones_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_zones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_destination_rules_changed();
--> statement-breakpoint
CREATE TRIGGER tax_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tax_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_destination_rules_changed();
