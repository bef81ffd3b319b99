-- The search names of translations inserted together are written together (decision 048): a catalogue import of
-- 10,000 products in 14 languages inserts 130,000 translations in one statement, and the row trigger of 0019 ran
-- its insert once for each of them. Inserts now fire one statement trigger that reads the inserted rows from the
-- statement's transition table; updates and deletes keep the row trigger, and so does its function.
DROP TRIGGER product_translations_search_names ON product_translations;
--> statement-breakpoint
CREATE TRIGGER product_translations_search_names AFTER DELETE OR UPDATE OF product_id, lang, name
  ON product_translations FOR EACH ROW EXECUTE FUNCTION product_search_names_from_translation();
--> statement-breakpoint
CREATE FUNCTION product_search_names_from_inserted_translations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_names
      (product_id, lang, name_search, status, category_id, shop_id, price_cents, is_hot, sales, created_at)
    SELECT p.id, inserted.lang, lower(inserted.name), p.status, p.category_id, p.shop_id, p.price_cents, p.is_hot,
        p.sales, p.created_at
      -- Locked as 0019 locks them, in the products' order so that two such statements cannot deadlock.
      FROM inserted JOIN products p ON p.id = inserted.product_id
      ORDER BY p.id
      FOR SHARE OF p
    ON CONFLICT (product_id, lang) DO UPDATE SET name_search = excluded.name_search;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_translations_search_names_inserted AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION product_search_names_from_inserted_translations();
