import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ProductStatus } from '@storefront/shared';
import { products, type ProductSpec, shops } from './catalog';
import { cents } from './columns';

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

/**
 * A product's translated name folded for keyword search, beside copies of the product's filters and sort keys,
 * so that a search in the shopper's language walks sort indexes of its own as the products' names walk theirs
 * (decision 037). Written only by triggers (migration 0019): from the translation's name, and from the product
 * row when a filter or sort key of it changes. Stock, which every order moves, is not here; sales, added up
 * about once a second by `countSales`, is.
 */
export const productSearchNames = pgTable(
  'product_search_names',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 10 }).notNull(),
    nameSearch: text('name_search').notNull(),
    status: varchar('status', { length: 10 }).$type<ProductStatus>().notNull(),
    categoryId: integer('category_id').notNull(),
    shopId: integer('shop_id').notNull(),
    priceCents: cents('price_cents').notNull(),
    isHot: boolean('is_hot').notNull(),
    sales: integer('sales').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The sort indexes (partial, covering) are written by hand in migration 0019: drizzle-kit cannot express
  // INCLUDE.
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
