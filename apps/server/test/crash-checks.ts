import { expect } from 'vitest';
import type { Load } from './crash-load';
import type { ServerDatabase } from './server-database';
import { reconcile } from '../src/modules/ledger/reconcile';
import { moneyInvariant } from './shopping-fixtures';

/**
 * The consistency checks of crash.pg.test.ts, run before the loads and after each restart: the rules of the
 * money, the orders and the stock as SQL, and every write the killed server acknowledged.
 */

/**
 * The rules as SQL; each query lists the rows that break its rule and must answer nothing. Beside them,
 * `reconcile` (the books' own checks: journals sum to zero, balances equal postings, clearing and commission).
 * Here: that each business object has the postings it should, no more and no fewer. A wallet posting carries the
 * balance after it, so the newest one's is the balance; frozen money is the withdrawals still under audit.
 */
const RULES = {
  'balance = wallet postings and the newest one’s balance, frozen = withdrawals auditing': `
    with per_user as (
      select u.id, u.balance_cents as balance, u.frozen_cents as frozen,
        (select p.balance_after_cents from ledger_postings p where p.account = 'wallet' and p.holder_id = u.id
          order by p.id desc limit 1) as last_after,
        (select coalesce(sum(w.amount_cents), 0) from withdrawals w
          where w.user_id = u.id and w.shop_id is null and w.status = 'auditing') as auditing
      from users u)
    select * from per_user
    where balance <> coalesce(last_after, 0) or frozen <> auditing or balance < 0 or frozen < 0`,
  // "Paid" is every status past unpaid except cancelled (only an unpaid order can be cancelled). Orders paid
  // together share one journal, each with its own postings.
  'a paid order has one payment debit of its total from its payer, and its credit in clearing': `
    select o.id, o.status, o.paid_at, count(p.id) as postings, sum(p.amount_cents) filter (where p.account = 'wallet')
    from orders o
    left join ledger_postings p on p.kind = 'payment' and p.ref_type = 'order' and p.ref_id = o.id
    group by o.id
    having count(p.id) <> (case when o.status in ('unpaid', 'cancelled') then 0 else 2 end)
       or (o.paid_at is null) <> (o.status in ('unpaid', 'cancelled'))
       or count(p.id) filter (where p.account = 'wallet' and p.holder_id = o.user_id
         and p.amount_cents = -o.total_cents) <> count(p.id) / 2
       or count(p.id) filter (where p.account = 'clearing' and p.amount_cents = o.total_cents) <> count(p.id) / 2`,
  'a passed top-up has exactly one wallet posting of its actual arrival, any other none': `
    select r.id, r.status, r.actual_cents, count(p.id) as credits
    from recharges r
    left join ledger_postings p on p.kind = 'recharge' and p.ref_type = 'recharge' and p.ref_id = r.id
      and p.account = 'wallet' and p.holder_id = r.user_id
    group by r.id
    having count(p.id) <> (r.status = 'passed')::int
       or coalesce(sum(p.amount_cents), 0) <> (case when r.status = 'passed' then r.actual_cents else 0 end)`,
  'a withdrawal is frozen once, returned once only when refused, paid out once only when passed': `
    select w.id, w.shop_id, w.status, w.amount_cents, count(p.id) as postings
    from withdrawals w
    left join ledger_postings p on p.ref_type = 'withdrawal' and p.ref_id = w.id
      and p.account = (case when w.shop_id is null then 'wallet' else 'shop' end) || '_frozen'
      and p.holder_id = coalesce(w.shop_id, w.user_id)
    group by w.id
    having count(p.id) filter (where p.kind = 'withdraw' and p.amount_cents = w.amount_cents) <> 1
       or count(p.id) filter (where p.kind = 'withdraw_return' and p.amount_cents = -w.amount_cents)
          <> (w.status = 'refused')::int
       or count(p.id) filter (where p.kind = 'withdraw_paid' and p.amount_cents = -w.amount_cents)
          <> (w.status = 'passed')::int
       or count(p.id) <> 1 + (w.status <> 'auditing')::int`,
  'every wallet posting belongs to the order, refund, top-up or withdrawal it names (or is the fixtures’)': `
    select p.id, p.kind, p.ref_type, p.ref_id from ledger_postings p
    where p.account = 'wallet' and not case p.kind
      when 'adjust' then p.ref_type is null
      when 'payment' then p.ref_type = 'order'
        and exists (select 1 from orders o where o.id = p.ref_id and o.user_id = p.holder_id)
      when 'refund' then p.ref_type = 'order'
        and exists (select 1 from refunds r where r.order_id = p.ref_id and r.user_id = p.holder_id)
      when 'recharge' then p.ref_type = 'recharge'
        and exists (select 1 from recharges r where r.id = p.ref_id and r.user_id = p.holder_id)
      else p.kind in ('withdraw', 'withdraw_return') and p.ref_type = 'withdrawal'
        and exists (select 1 from withdrawals w
          where w.id = p.ref_id and w.user_id = p.holder_id and w.shop_id is null)
    end`,
  // An order is refunding or in after-sale exactly while its one refund is audited, refunded when it passed.
  'a passed refund paid back its amount once; a refund moves its order and only its order': `
    select o.id, o.status, r.id as refund, r.status as refund_status, r.amount_cents, back.rows, back.cents
    from orders o
    left join refunds r on r.order_id = o.id
    cross join lateral (
      select count(*) as rows, coalesce(sum(p.amount_cents), 0) as cents from ledger_postings p
      where p.kind = 'refund' and p.account = 'wallet' and p.ref_type = 'order' and p.ref_id = o.id) back
    where (o.status in ('refunding', 'after_sale')) <> (r.status is not distinct from 'auditing')
       or (o.status = 'refunded') <> (r.status is not distinct from 'passed')
       or back.rows <> (r.status is not distinct from 'passed' and r.amount_cents > 0)::int
       or back.cents <> (case when r.status = 'passed' then r.amount_cents else 0 end)`,
  // Completed, or refunded: the money is final and the shop gets what was not refunded, less commission.
  'an order is settled once, when final, with at most one posting of its shop’s share': `
    select o.id, o.status, o.settled_at, o.commission_cents, r.amount_cents as refunded,
      count(p.id) as rows, coalesce(sum(p.amount_cents), 0) as credited
    from orders o
    left join refunds r on r.order_id = o.id and r.status = 'passed'
    left join ledger_postings p on p.kind = 'settlement' and p.account = 'shop' and p.ref_type = 'order'
      and p.ref_id = o.id and p.holder_id = o.shop_id
    group by o.id, r.amount_cents
    having (o.settled_at is not null) <> (o.status in ('completed', 'refunded'))
       or (o.commission_cents is not null) <> (o.settled_at is not null)
       or count(p.id) > 1
       or coalesce(sum(p.amount_cents), 0) <> (case when o.settled_at is null then 0
            else greatest(o.total_cents - coalesce(r.amount_cents, 0), 0) - o.commission_cents end)`,
  'a shop’s frozen money = its withdrawals auditing, neither it nor its balance negative': `
    select a.shop_id, a.balance_cents, a.frozen_cents from shop_accounts a
    where a.frozen_cents <> (select coalesce(sum(w.amount_cents), 0) from withdrawals w
        where w.shop_id = a.shop_id and w.status = 'auditing')
      or a.balance_cents < 0 or a.frozen_cents < 0`,
};

const STATUSES = [
  'unpaid',
  'undelivered',
  'delivered',
  'received',
  'completed',
  'refunding',
  'after_sale',
  'refunded',
  'cancelled',
];

export async function checkInvariants(
  { query, database }: ServerDatabase,
  initialStock: Map<number, number>,
) {
  for (const [rule, text] of Object.entries(RULES)) {
    expect({ rule, rows: await query(text) }).toEqual({ rule, rows: [] });
  }
  // Where the shoppers' money went, to the cent, and the books' own checks.
  const invariant = await moneyInvariant(database.db);
  expect(invariant).toMatchObject({ accounted: invariant.paid, belowZero: false });
  expect((await reconcile(database.db)).differences).toEqual([]);
  const statuses = (await query<{ status: string }>('select distinct status from orders')).map(
    (row) => row.status,
  );
  expect(STATUSES).toEqual(expect.arrayContaining(statuses));
  // Sales count the sold: on the products, or still waiting for the sales counter (decision 014). A refund
  // passed before shipping gives the stock back, but the sale stays counted.
  const stock = await query<{
    id: number;
    stock: number;
    sales: number;
    reserved: number;
    sold: number;
    returned: number;
  }>(
    `select p.id, p.stock,
       p.sales + (select coalesce(sum(c.quantity), 0) from sales_to_count c where c.product_id = p.id)::int as sales,
       coalesce(sum(i.quantity) filter (where o.status = 'unpaid'), 0)::int as reserved,
       coalesce(sum(i.quantity) filter (where o.status not in ('unpaid', 'cancelled')), 0)::int as sold,
       coalesce(sum(i.quantity)
         filter (where o.status = 'refunded' and r.previous_status = 'undelivered'), 0)::int as returned
     from products p
     left join order_items i on i.product_id = p.id
     left join orders o on o.id = i.order_id
     left join refunds r on r.order_id = o.id
     where p.id = any($1)
     group by p.id`,
    [[...initialStock.keys()]],
  );
  expect(stock).toHaveLength(initialStock.size);
  for (const { id, stock: available, reserved, sold, sales, returned } of stock) {
    // Available + reserved (unpaid) + sold (paid, not given back) = what the product started with.
    expect({ id, total: available + reserved + sold - returned, sales }).toEqual({
      id,
      total: initialStock.get(id),
      sales: sold,
    });
    expect(available).toBeGreaterThanOrEqual(0);
  }
}

/** Every order, payment, refund and shop withdrawal the killed server answered code 1 for was kept. */
export async function expectAcknowledgedKept({ query }: ServerDatabase, load: Load) {
  const { orders, paidOrders, refunds, shopWithdrawals } = load.acknowledged;
  const missing = await query(
    `select 'order' as what, a.ref from unnest($1::int[]) as a(ref)
       where not exists (select 1 from orders o where o.id = a.ref)
     union all
     select 'payment', a.ref from unnest($2::int[]) as a(ref)
       where not exists (select 1 from orders o where o.id = a.ref and o.paid_at is not null)
     union all
     select 'refund', a.ref from unnest($3::int[]) as a(ref)
       where not exists (select 1 from refunds r where r.id = a.ref)
     union all
     select 'shop withdrawal', a.ref from unnest($4::int[]) as a(ref)
       where not exists (select 1 from withdrawals w where w.id = a.ref and w.shop_id is not null)`,
    [[...orders], [...paidOrders], [...refunds], [...shopWithdrawals]],
  );
  expect(missing).toEqual([]);
}
