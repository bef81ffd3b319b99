import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';

/**
 * The one ledger, double entry (decision 049): every movement of money is a journal, two or more postings that
 * sum to zero, written in the action's transaction by `postJournal` or `journalInsert` (lib/ledger.ts); a
 * trigger refuses a journal that does not sum to zero. An account is `account` and its holder: a shopper's
 * wallet and frozen money, a shop's available and frozen money (holder: the user's or the shop's id), or one
 * of the platform's accounts (holder 0). The balance columns of users and shop_accounts are what the postings of
 * their accounts sum to, which `npm run reconcile` checks. Append-only.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: serial('id').primaryKey(),
    /** The journal the posting belongs to, from the sequence `ledger_journal_seq`. */
    journalId: integer('journal_id').notNull(),
    account: varchar('account', { length: 24 }).notNull(),
    /** The user's id for a wallet, the shop's for a shop's account, 0 for the platform's. */
    holderId: integer('holder_id').notNull().default(0),
    amountCents: cents('amount_cents').notNull(),
    /** The holder's balance after it, on the accounts holders read a statement of (wallet, shop). */
    balanceAfterCents: cents('balance_after_cents'),
    /** The journal's kind, the same on all its postings: what the statements call the movement. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The business object the posting belongs to: each order of a payment has its own postings. */
    refType: varchar('ref_type', { length: 20 }),
    refId: integer('ref_id'),
    memo: varchar('memo', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.account, t.holderId, t.id),
    index('ledger_postings_journal_idx').on(t.journalId),
    index('ledger_postings_ref_idx').on(t.refType, t.refId),
  ],
);
