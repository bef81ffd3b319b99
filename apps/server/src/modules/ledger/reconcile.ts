import { sql } from 'drizzle-orm';
import { formatCents } from '@storefront/shared';
import { type Db, type DriverNumber, rowsOf, type Tx } from '../../db/client';
import { ledgerPostings, orderItems, orders } from '../../db/schema';
import { type HolderAccount, holderTable, PLATFORM_ACCOUNTS, type PlatformAccount } from '../../lib/ledger';
import { inTransaction } from '../../lib/transaction';

/** The checks of `reconcile`, each a rule the books must keep. */
export const RECONCILE_CHECKS = [
  /** Every journal sums to zero. */
  'journal_sums_to_zero',
  /** A shopper's balance and frozen money equal the postings of their wallet accounts. */
  'wallet_equals_postings',
  /** A shop's available and frozen money equal the postings of its accounts. */
  'shop_equals_postings',
  /** Each order's money in the clearing account: its total while paid and not settled, else nothing. */
  'clearing_equals_unsettled_orders',
  /** A settled order's commission posting equals its commission, which equals its lines' rates applied. */
  'commission_equals_rates',
  /**
   * A settled order's taxes posting equals its import tax less the share its refund returned (decision 064):
   * what the shopper paid in tax is owed, never kept by the shop.
   */
  'taxes_equal_orders',
] as const;
export type ReconcileCheck = (typeof RECONCILE_CHECKS)[number];

export type Difference = {
  check: ReconcileCheck;
  /** What differs: `journal 12`, `user 3 wallet`, `shop 2 frozen`, `order 40`. */
  subject: string;
  expectedCents: number;
  actualCents: number;
};

export type Reconciliation = {
  differences: Difference[];
  /** The platform's accounts, what their postings sum to. */
  platform: Record<PlatformAccount, number>;
  journals: number;
  postings: number;
};

/** At most this many differences of each check are listed: one is enough to fail, the rest is for reading. */
const LISTED = 200;

const differences = async (
  executor: Db | Tx,
  check: ReconcileCheck,
  statement: ReturnType<typeof sql>,
): Promise<Difference[]> =>
  (
    await rowsOf<{ subject: string | number; expected: DriverNumber; actual: DriverNumber }>(
      executor,
      sql`${statement} limit ${LISTED}`,
    )
  ).map((row) => ({
    check,
    subject: String(row.subject),
    expectedCents: Number(row.expected),
    actualCents: Number(row.actual),
  }));

/**
 * The holders (users or shop accounts) whose balance or frozen amount is not what the postings of their two
 * accounts sum to.
 */
const heldDifferences = (held: {
  holder: 'user' | 'shop';
  accounts: [HolderAccount, HolderAccount];
  labels: [string, string];
}) => {
  const { table, key, balance, frozen } = holderTable(held.accounts[0]);
  return sql`with posted as (
      select holder_id, coalesce(sum(amount_cents) filter (where account = ${held.accounts[0]}), 0) as available,
        coalesce(sum(amount_cents) filter (where account = ${held.accounts[1]}), 0) as frozen
      from ${ledgerPostings} where account in (${held.accounts[0]}, ${held.accounts[1]}) group by holder_id
    ), holders as (
      select ${key} as id, ${balance} as balance_cents, ${frozen} as frozen_cents,
        coalesce(posted.available, 0) as available, coalesce(posted.frozen, 0) as frozen
      from ${table} left join posted on posted.holder_id = ${key}
    )
    select * from (
      select ${held.holder} || ' ' || id || ' ' || ${held.labels[0]} as subject, balance_cents as expected,
        available as actual, id, 0 as part from holders
      union all
      select ${held.holder} || ' ' || id || ' ' || ${held.labels[1]}, frozen_cents, frozen, id, 1 from holders
    ) held where expected <> actual order by id, part`;
};

/**
 * Checks the books (decision 049), read-only: the rules of `RECONCILE_CHECKS`, in one repeatable-read
 * transaction so that a payment committing meanwhile is seen whole or not at all. Answers the differences
 * (none: the books agree) and what the platform's accounts hold.
 */
export async function reconcile(db: Db): Promise<Reconciliation> {
  return inTransaction(
    db,
    async (tx) => {
      const found: Difference[] = [
        ...(await differences(
          tx,
          'journal_sums_to_zero',
          sql`select 'journal ' || journal_id as subject, 0 as expected, sum(amount_cents) as actual
            from ${ledgerPostings} group by journal_id having sum(amount_cents) <> 0 order by journal_id`,
        )),
        ...(await differences(
          tx,
          'wallet_equals_postings',
          heldDifferences({
            holder: 'user',
            accounts: ['wallet', 'wallet_frozen'],
            labels: ['wallet', 'frozen'],
          }),
        )),
        ...(await differences(
          tx,
          'shop_equals_postings',
          heldDifferences({
            holder: 'shop',
            accounts: ['shop', 'shop_frozen'],
            labels: ['available', 'frozen'],
          }),
        )),
        ...(await differences(
          tx,
          'clearing_equals_unsettled_orders',
          sql`with cleared as (
              select case when ref_type = 'order' then ref_id end as order_id, sum(amount_cents) as cents
              from ${ledgerPostings} where account = 'clearing' group by 1
            ), unsettled as (
              select id as order_id, total_cents as cents from ${orders}
              where paid_at is not null and settled_at is null
            )
            select coalesce('order ' || coalesce(unsettled.order_id, cleared.order_id), 'no order') as subject,
              coalesce(unsettled.cents, 0) as expected, coalesce(cleared.cents, 0) as actual
            from unsettled full join cleared on cleared.order_id = unsettled.order_id
            where coalesce(unsettled.cents, 0) <> coalesce(cleared.cents, 0)
            order by coalesce(unsettled.order_id, cleared.order_id)`,
        )),
        ...(await differences(
          tx,
          'commission_equals_rates',
          sql`with settled as (
              select o.id, o.goods_cents, o.commission_cents,
                coalesce(-sum(p.amount_cents) filter (where p.account = 'clearing'), 0)
                  - coalesce(sum(p.amount_cents) filter (where p.account = 'taxes'), 0) as amount_cents,
                coalesce(sum(p.amount_cents) filter (where p.account = 'commission'), 0) as posted_cents
              from ${orders} o
              left join ${ledgerPostings} p on p.ref_type = 'order' and p.ref_id = o.id and p.kind = 'settlement'
              where o.settled_at is not null
              group by o.id
            ), rated as (
              select settled.*, least(settled.amount_cents, round(settled.amount_cents * (
                  select sum(i.price_cents * i.quantity * i.commission_rate_bp)::numeric from ${orderItems} i
                  where i.order_id = settled.id) / (greatest(settled.goods_cents, 1) * 10000)))::bigint
                as rated_cents
              from settled
            )
            select * from (
              select 'order ' || id || ' commission posted' as subject, coalesce(commission_cents, 0) as expected,
                posted_cents as actual, id, 0 as part from rated
              union all
              select 'order ' || id || ' commission rated', rated_cents, coalesce(commission_cents, 0), id, 1
              from rated
            ) commissions where expected <> actual order by id, part`,
        )),
        ...(await differences(
          tx,
          'taxes_equal_orders',
          sql`with settled as (
              select o.id, o.total_cents, o.tax_cents,
                coalesce(-sum(p.amount_cents) filter (where p.account = 'clearing'), 0) as amount_cents,
                coalesce(sum(p.amount_cents) filter (where p.account = 'taxes'), 0) as posted_cents
              from ${orders} o
              left join ${ledgerPostings} p on p.ref_type = 'order' and p.ref_id = o.id and p.kind = 'settlement'
              where o.settled_at is not null
              group by o.id
            )
            select 'order ' || id as subject, least(amount_cents, tax_cents - round(tax_cents::numeric
                * (total_cents - amount_cents) / greatest(total_cents, 1)))::bigint as expected,
              posted_cents as actual
            from settled
            where posted_cents <> least(amount_cents, tax_cents - round(tax_cents::numeric
                * (total_cents - amount_cents) / greatest(total_cents, 1)))::bigint
            order by id`,
        )),
      ];
      const accounts = await rowsOf<{ account: PlatformAccount; cents: DriverNumber }>(
        tx,
        sql`select account, sum(amount_cents) as cents from ${ledgerPostings}
          where holder_id = 0 group by account`,
      );
      const platform = Object.fromEntries(PLATFORM_ACCOUNTS.map((account) => [account, 0])) as Record<
        PlatformAccount,
        number
      >;
      for (const row of accounts) platform[row.account] = Number(row.cents);
      const [counted] = await rowsOf<{ journals: DriverNumber; postings: DriverNumber }>(
        tx,
        sql`select count(distinct journal_id) as journals, count(*) as postings from ${ledgerPostings}`,
      );
      return {
        differences: found,
        platform,
        journals: Number(counted?.journals ?? 0),
        postings: Number(counted?.postings ?? 0),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The console's answer (`GET /api/admin/ledger/reconcile`). */
export const reconciliationAnswer = (books: Reconciliation) => ({
  ok: books.differences.length === 0,
  checked_at: new Date().toISOString(),
  journals: books.journals,
  postings: books.postings,
  platform: Object.entries(books.platform).map(([account, cents]) => ({
    account,
    balance: formatCents(cents),
  })),
  differences: books.differences.map((difference) => ({
    check: difference.check,
    subject: difference.subject,
    expected: formatCents(difference.expectedCents),
    actual: formatCents(difference.actualCents),
  })),
});
