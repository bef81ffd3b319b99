-- Shopper product lists on a large catalog (docs/performance.md): one partial index per sort, on sale only,
-- each carrying the name so that a keyword filter is checked in the index without visiting the table; with a
-- category the category index or a sort index is walked and filtered. Keyword search is ILIKE '%word%',
-- which trigrams (pg_trgm, in PostgreSQL's contrib and in PGlite) let use an index. DESC means NULLS FIRST
-- in ORDER BY, and an index only serves the order it was built in. A larger statistics sample on the name
-- lets the planner tell a rare phrase (use trigrams) from a common word (walk the sort index): with the
-- default sample it walked a million index entries for a phrase that matched 556.
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "products_on_hot_idx" ON "products" ("is_hot" DESC, "sales" DESC, "id" DESC) INCLUDE ("name")
  WHERE status = 'on';--> statement-breakpoint
CREATE INDEX "products_on_category_hot_idx" ON "products" ("category_id", "is_hot" DESC, "sales" DESC, "id" DESC)
  INCLUDE ("name") WHERE status = 'on';--> statement-breakpoint
CREATE INDEX "products_on_sales_idx" ON "products" ("sales" DESC, "id" DESC) INCLUDE ("name")
  WHERE status = 'on';--> statement-breakpoint
CREATE INDEX "products_on_price_idx" ON "products" ("price_cents", "id") INCLUDE ("name")
  WHERE status = 'on';--> statement-breakpoint
CREATE INDEX "products_on_new_idx" ON "products" ("created_at" DESC, "id" DESC) INCLUDE ("name")
  WHERE status = 'on';--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);
