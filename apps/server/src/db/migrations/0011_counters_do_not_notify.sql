-- Stock and sales counters no longer announce themselves: a notifying transaction takes a database-wide lock
-- at commit and holds it through its WAL flush, so with every order notifying, the commits of all orders on
-- the cluster ran one at a time. Cached lists keep counters at most CATALOG_MAX_AGE_MS old instead
-- (decision 016). Every other column still notifies at once; INSERT, DELETE and TRUNCATE too.
DROP TRIGGER products_catalog_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_edited AFTER UPDATE OF id, shop_id, category_id, name, description, price_cents,
  original_price_cents, images, specs, is_virtual, limit_period, limit_count, is_hot, status, created_at
  ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
DROP TRIGGER shops_catalog_changed ON shops;
--> statement-breakpoint
CREATE TRIGGER shops_catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER shops_catalog_edited AFTER UPDATE OF id, name, logo, description, followers, review_count,
  good_review_count, status, created_at
  ON shops FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
