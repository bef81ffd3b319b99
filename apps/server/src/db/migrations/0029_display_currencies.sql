CREATE TABLE "currency_rates" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"rate" varchar(32) NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	"source" varchar(16) NOT NULL,
	"operator_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_rate_decimal" CHECK ("currency_rates"."rate" ~ '^[0-9]+(\.[0-9]+)?$' and "currency_rates"."rate" ~ '[1-9]')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rate" varchar(32);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_total" varchar(40);--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_display_whole" CHECK (("orders"."display_currency" is null) = ("orders"."display_rate" is null) and ("orders"."display_rate" is null) = ("orders"."display_total" is null));--> statement-breakpoint
-- Every instance keeps the rates in memory (the order's estimate is computed before its one statement,
-- decision 062) and forgets them when this channel speaks; the trigger sits on the table, so no write path
-- can change a rate without telling.
CREATE FUNCTION notify_currency_rates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('currency_rates_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER currency_rates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currency_rates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_currency_rates_changed();
