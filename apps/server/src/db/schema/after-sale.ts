import { sql } from 'drizzle-orm';
import type { RefundStage } from '@storefront/shared';
import {
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
import { products, shops } from './catalog';
import { operators } from './operators';
import { orders } from './shopping';
import { users } from './users';

/**
 * One refund request per order (a unique index, so a double tap cannot make two). A shop with members decides
 * its orders' refunds first (`stage` shop); a refusal can be escalated once to the operators (`stage`
 * platform), who decide last.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 16 }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    goodsStatus: varchar('goods_status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 100 }).notNull(),
    explanation: text('explanation').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    status: varchar('status', { length: 10 }).notNull().default('auditing'),
    previousStatus: varchar('previous_status', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    operatorId: integer('operator_id').references(() => operators.id),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    stage: varchar('stage', { length: 10 }).$type<RefundStage>().notNull().default('platform'),
    /** The shop's decision: who, when and why (kept after an escalation, for the operators to read). */
    shopUserId: integer('shop_user_id').references(() => users.id),
    shopRemark: varchar('shop_remark', { length: 200 }).notNull().default(''),
    shopDecidedAt: timestamp('shop_decided_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_order_key').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.id),
    check('refunds_stage_known', sql`${t.stage} in ('shop', 'platform')`),
  ],
);

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    content: text('content').notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    result: text('result').notNull().default(''),
    operatorId: integer('operator_id').references(() => operators.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('complaints_user_idx').on(t.userId, t.id), index('complaints_status_idx').on(t.status, t.id)],
);

export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** open: waiting for the shop; answered: the shop spoke last. */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultations_user_idx').on(t.userId, t.id),
    index('consultations_status_idx').on(t.status, t.id),
  ],
);

export const consultMessages = pgTable(
  'consult_messages',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id),
    sender: varchar('sender', { length: 10 }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consult_messages_thread_idx').on(t.consultationId, t.id)],
);

/** Stored as a kind and its parameters; the text is written in the shopper's language when it is read. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 30 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    refType: varchar('ref_type', { length: 20 }),
    refId: integer('ref_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);
