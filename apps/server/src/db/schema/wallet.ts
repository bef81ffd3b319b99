import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { users } from './users';

/**
 * Append-only: every change of a balance is one row here, written in the same transaction as the change,
 * so that a balance always equals the sum of its rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    balanceAfterCents: cents('balance_after_cents').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    refType: varchar('ref_type', { length: 20 }),
    refId: integer('ref_id'),
    memo: varchar('memo', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_user_idx').on(t.userId, t.id)],
);

export const blockchainNetworks = pgTable('blockchain_networks', {
  id: serial('id').primaryKey(),
  network: varchar('network', { length: 40 }).notNull().unique(),
  address: varchar('address', { length: 120 }).notNull(),
  minAmountCents: cents('min_amount_cents').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** The bank accounts shoppers transfer to for a manual top-up, as the operators set them. */
export const rechargeAccounts = pgTable('recharge_accounts', {
  id: serial('id').primaryKey(),
  bankName: varchar('bank_name', { length: 80 }).notNull(),
  holder: varchar('holder', { length: 80 }).notNull(),
  accountNo: varchar('account_no', { length: 60 }).notNull().unique(),
  note: varchar('note', { length: 200 }).notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});
