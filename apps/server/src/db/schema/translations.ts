import { integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { products, type ProductSpec, shops } from './catalog';

/**
 * Catalogue content in the other languages, as Vendure and Saleor keep it: the product and shop rows hold the
 * default language (English), each translation row one more language (`lang` is the app's file name, "de",
 * "ri"). A missing row, or an empty field, falls back to the default.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 10 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** The product's specs in this language: the same names and values, in the same order. */
    specs: jsonb('specs').$type<ProductSpec[]>(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

export const shopTranslations = pgTable(
  'shop_translations',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 10 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.lang] })],
);
