import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PaymentMethodId, TaxMode } from '@storefront/shared';
import { cents, createdAt, updatedAt } from './columns';
import { products, shops } from './catalog';
import { users } from './users';

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.userId, t.productId, t.spec),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export type AddressSnapshot = {
  /** Absent on orders placed before addresses had countries (decision 063). */
  country?: string | null;
  postcode?: string;
  consignee: string;
  mobile: string;
  area: string;
  address: string;
  tag: string;
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Every order is one shop's: a checkout with several shops' goods makes one order per shop. */
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    status: varchar('status', { length: 16 }).notNull(),
    isVirtual: boolean('is_virtual').notNull().default(false),
    goodsCents: cents('goods_cents').notNull(),
    freightCents: cents('freight_cents').notNull().default(0),
    discountCents: cents('discount_cents').notNull().default(0),
    /**
     * The destination's import tax charged with the order (decision 064), part of `totalCents` and never the
     * shop's: `taxMode` says whether it was charged (`ddp`) or left to the carrier (`dap`); null: no rule.
     */
    taxCents: cents('tax_cents').notNull().default(0),
    taxMode: varchar('tax_mode', { length: 3 }).$type<TaxMode>(),
    /** The delivery window the checkout promised (UTC days); null for virtual goods. */
    deliveryFrom: date('delivery_from', { mode: 'string' }),
    deliveryTo: date('delivery_to', { mode: 'string' }),
    totalCents: cents('total_cents').notNull(),
    promoCode: varchar('promo_code', { length: 40 }),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    address: jsonb('address').$type<AddressSnapshot>(),
    logisticsCompany: varchar('logistics_company', { length: 60 }),
    trackingNo: varchar('tracking_no', { length: 60 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How it was paid (set with `paid_at`): a passed refund goes back the same way. */
    paymentMethod: varchar('payment_method', { length: 16 }).$type<PaymentMethodId>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When completion credited the shop, and the platform's commission kept from the total. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    commissionCents: cents('commission_cents'),
    /**
     * What the shopper saw beside the dollars when the order was placed (decision 062): the currency, its rate
     * (units per US dollar) and the total in it, as decimal text. Display only; null when dollars alone.
     */
    displayCurrency: varchar('display_currency', { length: 3 }),
    displayRate: varchar('display_rate', { length: 32 }),
    displayTotal: varchar('display_total', { length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_shop_idx').on(t.shopId, t.id),
    check('orders_total_not_negative', sql`${t.totalCents} >= 0`),
    check('orders_tax', sql`${t.taxCents} >= 0 and (${t.taxMode} is not null or ${t.taxCents} = 0)`),
    check('orders_paid_with_a_method', sql`${t.paidAt} is null or ${t.paymentMethod} is not null`),
    check(
      'orders_display_whole',
      sql`(${t.displayCurrency} is null) = (${t.displayRate} is null) and (${t.displayRate} is null) = (${t.displayTotal} is null)`,
    ),
  ],
);

/**
 * Paid order lines whose sales their product and shop do not count yet: payment adds a row here instead of
 * updating the product and shop rows, and `countSales` moves them over about once a second (decision 014).
 */
export const salesToCount = pgTable('sales_to_count', {
  productId: integer('product_id').notNull(),
  shopId: integer('shop_id').notNull(),
  quantity: integer('quantity').notNull(),
  amountCents: cents('amount_cents').notNull(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: varchar('name', { length: 200 }).notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    priceCents: cents('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    isVirtual: boolean('is_virtual').notNull().default(false),
    reviewed: boolean('reviewed').notNull().default(false),
    /**
     * The platform's commission on this line in basis points, fixed when the order was placed: the shop's own
     * rate when operators set one, else the rate of the product's category (decision 038).
     */
    commissionRateBp: integer('commission_rate_bp').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_rate_range', sql`${t.commissionRateBp} between 0 and 10000`),
  ],
);

export const orderLogistics = pgTable(
  'order_logistics',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** shipped, cards (virtual goods delivered) or note; the app labels each kind in the shopper's language. */
    kind: varchar('kind', { length: 10 }).notNull().default('note'),
    text: varchar('text', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_logistics_order_idx').on(t.orderId)],
);

/** The first answer to a request with an Idempotency-Key, so that a retry gets it again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    scope: varchar('scope', { length: 30 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productScore: smallint('product_score').notNull(),
    serviceScore: smallint('service_score').notNull(),
    postageScore: smallint('postage_score').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The shop's public answer, shown under the review; a member may rewrite it. */
    reply: text('reply'),
    replyUserId: integer('reply_user_id').references(() => users.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_item_key').on(t.orderItemId),
    index('reviews_product_idx').on(t.productId, t.id),
  ],
);
