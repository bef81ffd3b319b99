CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"lang" varchar(10) NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specs" jsonb,
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
CREATE TABLE "shop_translations" (
	"shop_id" integer NOT NULL,
	"lang" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "shop_translations_shop_id_lang_pk" PRIMARY KEY("shop_id","lang")
);
--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_translations" ADD CONSTRAINT "shop_translations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A keyword finds products by their name in the shopper's language too: the same lower-cased trigram search as
-- the products' own names (migrations 0006 and 0009).
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
-- A translation is catalogue content: changing one empties the catalogue cache of every instance (0005).
CREATE TRIGGER product_translations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER shop_translations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON shop_translations FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
