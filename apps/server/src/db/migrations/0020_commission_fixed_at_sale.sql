-- Commission fixed at sale (decision 038): each order line keeps the rate it was sold under, which settlement
-- charges, so that neither a merchant moving its product to another category nor an operator changing a rate
-- reaches orders already placed. Lines placed before this migration take the rates as they stand now, which is
-- what settlement would have charged them: the order's shop's own rate, else the line's product's category's.
ALTER TABLE "order_items" ADD COLUMN "commission_rate_bp" integer;--> statement-breakpoint
UPDATE "order_items" SET "commission_rate_bp" = coalesce(
    (SELECT sa."commission_rate_bp" FROM "orders" o JOIN "shop_accounts" sa ON sa."shop_id" = o."shop_id"
      WHERE o."id" = "order_items"."order_id"),
    (SELECT c."commission_rate_bp" FROM "products" p JOIN "categories" c ON c."id" = p."category_id"
      WHERE p."id" = "order_items"."product_id"));--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "commission_rate_bp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_rate_range" CHECK ("order_items"."commission_rate_bp" between 0 and 10000);
