import { boolean, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { cents } from './columns';

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
