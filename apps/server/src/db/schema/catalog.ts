import { sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_RATE_BP, type ProductStatus, type ShopStatus } from '@storefront/shared';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 30 }).notNull().unique(),
  icon: varchar('icon', { length: 60 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** The platform's share of a sale in this category, in basis points (a shop's own rate overrides it). */
  commissionRateBp: integer('commission_rate_bp').notNull().default(DEFAULT_COMMISSION_RATE_BP),
});

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    logo: varchar('logo', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    followers: integer('followers').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    totalSalesCents: cents('total_sales_cents').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    goodReviewCount: integer('good_review_count').notNull().default(0),
    status: varchar('status', { length: 10 }).$type<ShopStatus>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('shops_sales_idx').on(t.sales)],
);

export type ProductSpec = { name: string; values: string[] };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: varchar('name', { length: 200 }).notNull(),
    // What keyword search compares (LIKE on a folded copy: ILIKE folded case on every row it checked).
    nameSearch: text('name_search').generatedAlwaysAs(sql`lower(name)`),
    description: text('description').notNull().default(''),
    priceCents: cents('price_cents').notNull(),
    originalPriceCents: cents('original_price_cents'),
    stock: integer('stock').notNull().default(0),
    /** The parcel weight of one, for shipping zones priced by weight (decision 064); 0: not given. */
    weightGrams: integer('weight_grams').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    isVirtual: boolean('is_virtual').notNull().default(false),
    limitPeriod: varchar('limit_period', { length: 5 }),
    limitCount: integer('limit_count'),
    isHot: boolean('is_hot').notNull().default(false),
    status: varchar('status', { length: 10 }).$type<ProductStatus>().notNull().default('on'),
    createdAt: createdAt(),
  },
  (t) => [
    // The shopper list indexes (partial, covering the folded name, and trigram) are written by hand in
    // migrations 0006 and 0009: drizzle-kit cannot express INCLUDE.
    index('products_shop_idx').on(t.shopId),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_weight_not_negative', sql`${t.weightGrams} >= 0`),
    check('products_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/** The card pool of a virtual product; a card is sold when it gets an order. */
export const virtualCards = pgTable(
  'virtual_cards',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    cardNo: varchar('card_no', { length: 100 }).notNull(),
    cardPassword: varchar('card_password', { length: 200 }).notNull(),
    orderId: integer('order_id'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('virtual_cards_available_idx')
      .on(t.productId)
      .where(sql`${t.orderId} is null`),
    uniqueIndex('virtual_cards_number_key').on(t.productId, t.cardNo),
  ],
);

export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  discountCents: cents('discount_cents').notNull(),
  minAmountCents: cents('min_amount_cents').notNull().default(0),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});
