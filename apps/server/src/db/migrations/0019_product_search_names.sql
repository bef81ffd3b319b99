CREATE TABLE "product_search_names" (
	"product_id" integer NOT NULL,
	"lang" varchar(10) NOT NULL,
	"name_search" text NOT NULL,
	"status" varchar(10) NOT NULL,
	"category_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"is_hot" boolean NOT NULL,
	"sales" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_search_names_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
ALTER TABLE "product_search_names" ADD CONSTRAINT "product_search_names_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keyword search in the shopper's language (decision 037): each translated name, folded, beside copies of its
-- product's filters and sort keys, so that a common word walks a sort index of this table (checking the name
-- inside the index) instead of reading every translation that matches it. Kept by the triggers below only;
-- a checkout writes none of it (stock is not here, and sales are added up by countSales about once a second).
CREATE FUNCTION product_search_names_from_translation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM product_search_names WHERE product_id = OLD.product_id AND lang = OLD.lang;
    RETURN NULL;
  END IF;
  INSERT INTO product_search_names
      (product_id, lang, name_search, status, category_id, shop_id, price_cents, is_hot, sales, created_at)
    SELECT p.id, NEW.lang, lower(NEW.name), p.status, p.category_id, p.shop_id, p.price_cents, p.is_hot, p.sales,
        p.created_at
      -- Locked, so that a sales count or an edit of the product running meanwhile either comes first (and its
      -- values are read here) or waits and then updates this row too.
      FROM products p WHERE p.id = NEW.product_id FOR SHARE
    ON CONFLICT (product_id, lang) DO UPDATE SET name_search = excluded.name_search;
  IF TG_OP = 'UPDATE' AND (OLD.product_id, OLD.lang) IS DISTINCT FROM (NEW.product_id, NEW.lang) THEN
    DELETE FROM product_search_names WHERE product_id = OLD.product_id AND lang = OLD.lang;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_translations_search_names AFTER INSERT OR DELETE OR UPDATE OF product_id, lang, name
  ON product_translations FOR EACH ROW EXECUTE FUNCTION product_search_names_from_translation();
--> statement-breakpoint
CREATE FUNCTION product_search_names_from_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search_names SET status = NEW.status, category_id = NEW.category_id, shop_id = NEW.shop_id,
      price_cents = NEW.price_cents, is_hot = NEW.is_hot, sales = NEW.sales, created_at = NEW.created_at
    WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only statements that set one of these columns fire it (the stock taken by every order sets none), and only
-- rows whose values changed run it.
CREATE TRIGGER products_search_names AFTER UPDATE OF status, category_id, shop_id, price_cents, is_hot, sales,
    created_at
  ON products FOR EACH ROW
  WHEN ((OLD.status, OLD.category_id, OLD.shop_id, OLD.price_cents, OLD.is_hot, OLD.sales, OLD.created_at)
    IS DISTINCT FROM (NEW.status, NEW.category_id, NEW.shop_id, NEW.price_cents, NEW.is_hot, NEW.sales,
      NEW.created_at))
  EXECUTE FUNCTION product_search_names_from_product();
--> statement-breakpoint
INSERT INTO product_search_names
    (product_id, lang, name_search, status, category_id, shop_id, price_cents, is_hot, sales, created_at)
  SELECT p.id, t.lang, lower(t.name), p.status, p.category_id, p.shop_id, p.price_cents, p.is_hot, p.sales,
      p.created_at
    FROM product_translations t JOIN products p ON p.id = t.product_id;
--> statement-breakpoint
-- The products' shopper sorts (migration 0009) per language, covering the name and the filters so that a walk
-- checks them without reading the table.
CREATE INDEX "product_search_names_on_hot_idx" ON "product_search_names"
  ("lang", "is_hot" DESC, "sales" DESC, "product_id" DESC) INCLUDE ("name_search", "category_id", "shop_id", "price_cents")
  WHERE status = 'on';--> statement-breakpoint
CREATE INDEX "product_search_names_on_sales_idx" ON "product_search_names"
  ("lang", "sales" DESC, "product_id" DESC) INCLUDE ("name_search", "category_id", "shop_id", "price_cents")
  WHERE status = 'on';--> statement-breakpoint
CREATE INDEX "product_search_names_on_price_idx" ON "product_search_names"
  ("lang", "price_cents", "product_id") INCLUDE ("name_search", "category_id", "shop_id")
  WHERE status = 'on';--> statement-breakpoint
CREATE INDEX "product_search_names_on_new_idx" ON "product_search_names"
  ("lang", "created_at" DESC, "product_id" DESC) INCLUDE ("name_search", "category_id", "shop_id", "price_cents")
  WHERE status = 'on';--> statement-breakpoint
-- A word's matches, counted up to the cap, come from a trigram index, as the products' names do (0006); it
-- replaces the one on the translations' names, which nothing reads any more.
CREATE INDEX "product_search_names_trgm_idx" ON "product_search_names" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "product_translations_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_search_names" ALTER COLUMN "name_search" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "product_search_names";
