import { type SQL, sql } from 'drizzle-orm';
import type { LedgerKind } from '@storefront/shared';
import { type DriverNumber, rowsOf, type Tx } from '../db/client';
import { ledgerPostings, shopAccounts, users } from '../db/schema';
import { AppError } from './app-error';

/**
 * The accounts of the ledger (decision 049). A shopper's `wallet` (the balance) and `wallet_frozen` (withdrawals
 * under audit), a shop's `shop` and `shop_frozen`, each held by the user or the shop; and the platform's own:
 * `clearing` (paid, not yet settled), `commission` (its revenue from sales), `taxes` (import tax charged with
 * orders, owed to the destinations' authorities, never a shop's nor commissioned: decision 064), `withdrawal_fees`, `adjustments`
 * (the other side of an operator's correction or an opening balance) and `outside` (money outside the platform:
 * top-ups arrive from it, paid withdrawals leave to it).
 */
export const HOLDER_ACCOUNTS = ['wallet', 'wallet_frozen', 'shop', 'shop_frozen'] as const;
export const PLATFORM_ACCOUNTS = [
  'clearing',
  'commission',
  'taxes',
  'withdrawal_fees',
  'adjustments',
  'outside',
] as const;
export type HolderAccount = (typeof HOLDER_ACCOUNTS)[number];
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];
export type Account = { account: HolderAccount; holderId: number } | { account: PlatformAccount };

/** What a journal records: the shoppers' bill types, a shop's settlement, a withdrawal paid out. */
export type JournalKind = LedgerKind | 'settlement' | 'withdraw_paid';
export type ShopLedgerKind = 'settlement' | 'withdraw' | 'withdraw_return' | 'adjust';

export type Posting = Account & { amountCents: number };

/** The available and the frozen account of a shopper (no shop) or of a shop. */
export function holderAccounts(holder: { userId: number; shopId: number | null }) {
  return holder.shopId === null
    ? ([
        { account: 'wallet', holderId: holder.userId },
        { account: 'wallet_frozen', holderId: holder.userId },
      ] as const)
    : ([
        { account: 'shop', holderId: holder.shopId },
        { account: 'shop_frozen', holderId: holder.shopId },
      ] as const);
}

/** The postings of a holder's account: a shopper's bill, a shop's statement. */
export const postingsOf = (account: HolderAccount, holderId: number): SQL =>
  sql`${ledgerPostings.account} = ${account} and ${ledgerPostings.holderId} = ${holderId}`;

/**
 * The only way postings are written: one `insert` of whole journals as a CTE named `posted`, from `rows` that
 * select, in this order, the journal's id (from `ledger_journal_seq`), the account, its holder (0 for the
 * platform's), the amount, the holder's balance after it (null where no statement shows one), the journal's
 * kind, the referenced object's type and id, and the memo. The database refuses the statement when one of its
 * journals does not sum to zero (the trigger `ledger_journals_balanced`), so every posting of a journal is
 * written by the same call. `postJournal` uses it for one journal; payment and settlement, in the statements that
 * mark their orders, for one journal per order.
 */
export const insertPostings = (rows: SQL): SQL =>
  sql`posted as (
      insert into ${ledgerPostings} (journal_id, account, holder_id, amount_cents, balance_after_cents, kind,
        ref_type, ref_id, memo)
      ${rows}
    )`;

/** The row that holds a holder account's balance: a shopper's (`users`) or a shop's (`shop_accounts`). */
export const holderTable = (account: HolderAccount) =>
  account === 'wallet' || account === 'wallet_frozen'
    ? { table: users, key: users.id, balance: users.balanceCents, frozen: users.frozenCents }
    : {
        table: shopAccounts,
        key: shopAccounts.shopId,
        balance: shopAccounts.balanceCents,
        frozen: shopAccounts.frozenCents,
      };

/**
 * One journal in the caller's transaction, in one statement: its postings, which must sum to zero, and the
 * balance of the one holder it moves (a shopper's or a shop's row: the balance and the frozen amount), only where
 * neither goes below zero; else nothing is written and it is refused with "insufficient balance". Answers the
 * holder's balance and frozen amount after it.
 */
export async function postJournal(
  tx: Tx,
  journal: {
    kind: JournalKind;
    postings: Posting[];
    ref?: { type: string; id: number };
    memo?: string;
  },
): Promise<{ balanceCents: number; frozenCents: number }> {
  if (journal.postings.reduce((sum, posting) => sum + posting.amountCents, 0) !== 0)
    throw new Error(`a ${journal.kind} journal does not sum to zero`);
  const held = journal.postings.filter(
    (posting): posting is Posting & { account: HolderAccount; holderId: number } =>
      (HOLDER_ACCOUNTS as readonly string[]).includes(posting.account),
  );
  const holder = held[0];
  if (
    !holder ||
    held.some((posting) => holderTable(posting.account).table !== holderTable(holder.account).table)
  )
    throw new Error(`a ${journal.kind} journal must move one holder's accounts`);
  if (
    held.some(
      (posting) =>
        posting.holderId !== holder.holderId ||
        held.filter((other) => other.account === posting.account).length > 1,
    )
  )
    throw new Error(`a ${journal.kind} journal moves each of its holder's accounts once`);
  // Nothing moves (a refund of nothing): no journal, the holder's balances as they are.
  const postings = journal.postings.filter((posting) => posting.amountCents !== 0);
  if (postings.length === 0) return balancesOf(tx, holder);

  const onBalance = held.find((posting) => posting.account === 'wallet' || posting.account === 'shop');
  const balanceDelta = onBalance?.amountCents ?? 0;
  const frozenDelta = held.find((posting) => posting.account.endsWith('_frozen'))?.amountCents ?? 0;
  const { table, key, balance, frozen } = holderTable(holder.account);
  const values = sql.join(
    postings.map(
      (posting) =>
        sql`(${posting.account}::varchar, ${'holderId' in posting ? posting.holderId : 0}::int,
          ${posting.amountCents}::bigint, ${posting === onBalance}::boolean)`,
    ),
    sql`, `,
  );
  const [after] = await rowsOf<HolderBalances>(
    tx,
    sql`with moved as (
        update ${table} set ${sql.identifier(balance.name)} = ${balance} + ${balanceDelta}::bigint,
          ${sql.identifier(frozen.name)} = ${frozen} + ${frozenDelta}::bigint
        where ${key} = ${holder.holderId} and ${balance} + ${balanceDelta}::bigint >= 0
          and ${frozen} + ${frozenDelta}::bigint >= 0
        returning ${balance} as balance_cents, ${frozen} as frozen_cents
      ), journal as (
        select nextval('ledger_journal_seq')::int as id
      ), ${insertPostings(sql`
        select journal.id, line.account, line.holder_id, line.amount_cents,
          case when line.on_balance then moved.balance_cents end, ${journal.kind},
          ${journal.ref?.type ?? null}::varchar, ${journal.ref?.id ?? null}::int, ${journal.memo ?? ''}
        from moved, journal, (values ${values}) as line(account, holder_id, amount_cents, on_balance)`)}
      select balance_cents, frozen_cents from moved`,
  );
  if (!after) throw new AppError('msg.insufficient_balance');
  return { balanceCents: Number(after.balance_cents), frozenCents: Number(after.frozen_cents) };
}

type HolderBalances = { balance_cents: DriverNumber; frozen_cents: DriverNumber };

async function balancesOf(tx: Tx, holder: { account: HolderAccount; holderId: number }) {
  const { table, key, balance, frozen } = holderTable(holder.account);
  const [row] = await rowsOf<HolderBalances>(
    tx,
    sql`select ${balance} as balance_cents, ${frozen} as frozen_cents from ${table} where ${key} = ${holder.holderId}`,
  );
  if (!row) throw new AppError('msg.insufficient_balance');
  return { balanceCents: Number(row.balance_cents), frozenCents: Number(row.frozen_cents) };
}
