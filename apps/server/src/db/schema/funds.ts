import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { shops } from './catalog';
import { operators } from './operators';
import { users } from './users';

/** A top-up request: `auditing` until an operator passes it (crediting the actual arrival) or refuses it. */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: varchar('method', { length: 12 }).notNull(),
    network: varchar('network', { length: 40 }),
    address: varchar('address', { length: 120 }),
    amountCents: cents('amount_cents').notNull(),
    actualCents: cents('actual_cents'),
    image: varchar('image', { length: 255 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('auditing'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    operatorId: integer('operator_id').references(() => operators.id),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recharges_user_idx').on(t.userId, t.id), index('recharges_status_idx').on(t.status, t.id)],
);

/** A withdrawal: its amount is frozen at request; passing pays it out, refusing returns it to the balance. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** A shop's withdrawal of its settled money, asked for by its owner (`user_id`); null: the shopper's own. */
    shopId: integer('shop_id').references(() => shops.id),
    type: varchar('type', { length: 12 }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    actualCents: cents('actual_cents').notNull(),
    bankName: varchar('bank_name', { length: 60 }),
    cardNo: varchar('card_no', { length: 40 }),
    holder: varchar('holder', { length: 60 }),
    network: varchar('network', { length: 40 }),
    address: varchar('address', { length: 120 }),
    status: varchar('status', { length: 10 }).notNull().default('auditing'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    operatorId: integer('operator_id').references(() => operators.id),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    index('withdrawals_shop_idx').on(t.shopId, t.id),
  ],
);

/**
 * A bank card or blockchain address the shopper has withdrawn to, kept so the next withdrawal can choose it
 * instead of typing it again. `destination` is the card number, or the network and address: one row each.
 */
export const withdrawalDestinations = pgTable(
  'withdrawal_destinations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 12 }).notNull(),
    destination: varchar('destination', { length: 170 }).notNull(),
    bankName: varchar('bank_name', { length: 60 }),
    cardNo: varchar('card_no', { length: 40 }),
    holder: varchar('holder', { length: 60 }),
    network: varchar('network', { length: 40 }),
    address: varchar('address', { length: 120 }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('withdrawal_destinations_user_key').on(t.userId, t.type, t.destination)],
);
