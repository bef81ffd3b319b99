import { expect } from 'vitest';
import type { Load } from './crash-load';
import type { ServerDatabase } from './server-database';
import { moneyInvariant, shopLedgerMismatches } from './shopping-fixtures';

/**
 * The consistency checks of crash.pg.test.ts, run before the loads and after each restart: the rules of the
 * money, the orders and the stock as SQL, and every write the killed server acknowledged.
 */

/**
 * The rules as SQL; each query lists the rows that break its rule and must answer nothing.
 * changeBalance (lib/ledger.ts) moves `balance_cents` and writes one ledger row of the same amount in one
 * transaction, and serialises a user's changes on their row, so balance = Σ ledger amount_cents and the
 * newest row's balance_after_cents is the balance. `frozen_cents` moves without a ledger row: +amount at a
 * withdrawal request, -amount at its audit either way, so frozen = Σ amounts of withdrawals still auditing.
 * A shop's withdrawal freezes the shop's money instead, in its own ledger; settlement credits shops.
 */
const RULES = {
  'balance = ledger, frozen = withdrawals auditing, neither negative': `
    with per_user as (
      select u.id, u.balance_cents as balance, u.frozen_cents as frozen,
        (select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.user_id = u.id) as ledger,
        (select e.balance_after_cents from ledger_entries e where e.user_id = u.id order by e.id desc limit 1)
          as last_after,
        (select coalesce(sum(w.amount_cents), 0) from withdrawals w
          where w.user_id = u.id and w.shop_id is null and w.status = 'auditing') as auditing
      from users u)
    select * from per_user
    where balance <> ledger or balance <> coalesce(last_after, 0) or frozen <> auditing
       or balance < 0 or frozen < 0`,
  // "Paid" is every status past unpaid except cancelled (only an unpaid order can be cancelled). Orders paid
  // together share one row, naming the first and listing every order's number.
  'a paid order is in exactly one payment row, any other order in none': `
    select o.id, o.status, o.paid_at, count(e.id) as payments
    from orders o
    left join ledger_entries e on e.kind = 'payment' and e.ref_type = 'order' and e.user_id = o.user_id
      and o.order_no = any(string_to_array(e.memo, ' '))
    group by o.id
    having count(e.id) <> (case when o.status in ('unpaid', 'cancelled') then 0 else 1 end)
       or (o.paid_at is null) <> (o.status in ('unpaid', 'cancelled'))`,
  'a payment row names one of its orders and is minus their total': `
    select e.id, e.amount_cents, e.ref_id, e.memo, sum(o.total_cents) as total
    from ledger_entries e
    left join orders o on o.user_id = e.user_id and o.order_no = any(string_to_array(e.memo, ' '))
    where e.kind = 'payment'
    group by e.id
    having count(o.id) = 0 or e.amount_cents <> -sum(o.total_cents) or e.ref_id <> all(array_agg(o.id))`,
  'a passed top-up has exactly one ledger row of its actual arrival, any other none': `
    select r.id, r.status, r.actual_cents, count(e.id) as credits
    from recharges r
    left join ledger_entries e
      on e.kind = 'recharge' and e.ref_type = 'recharge' and e.ref_id = r.id and e.user_id = r.user_id
    group by r.id
    having count(e.id) <> (r.status = 'passed')::int
       or coalesce(sum(e.amount_cents), 0) <> (case when r.status = 'passed' then r.actual_cents else 0 end)`,
  'a withdrawal has one freeze row of -amount, and one return row of +amount only when refused': `
    select w.id, w.shop_id, w.status, w.amount_cents, count(e.id) as rows
    from withdrawals w
    left join (
      select 'user' as side, user_id, null::int as shop_id, kind, ref_type, ref_id, amount_cents, id
      from ledger_entries
      union all
      select 'shop', null, shop_id, kind, ref_type, ref_id, amount_cents, id from shop_ledger_entries
    ) e on e.ref_type = 'withdrawal' and e.ref_id = w.id
      and (case when w.shop_id is null then e.user_id = w.user_id else e.shop_id = w.shop_id end)
    group by w.id
    having count(e.id) filter (where e.kind = 'withdraw') <> 1
       or coalesce(sum(e.amount_cents) filter (where e.kind = 'withdraw'), 0) <> -w.amount_cents
       or count(e.id) filter (where e.kind = 'withdraw_return') <> (w.status = 'refused')::int
       or coalesce(sum(e.amount_cents) filter (where e.kind = 'withdraw_return'), 0)
          <> (case when w.status = 'refused' then w.amount_cents else 0 end)
       or count(e.id) filter (where e.side <> (case when w.shop_id is null then 'user' else 'shop' end)) > 0`,
  'every ledger row belongs to the order, refund, top-up or withdrawal it names (or is the fixtures’)': `
    select e.id, e.kind, e.ref_type, e.ref_id from ledger_entries e
    where not case e.kind
      when 'adjust' then e.ref_type is null
      when 'payment' then e.ref_type = 'order'
        and exists (select 1 from orders o where o.id = e.ref_id and o.user_id = e.user_id)
      when 'refund' then e.ref_type = 'order'
        and exists (select 1 from refunds r where r.order_id = e.ref_id and r.user_id = e.user_id)
      when 'recharge' then e.ref_type = 'recharge'
        and exists (select 1 from recharges r where r.id = e.ref_id and r.user_id = e.user_id)
      else e.kind in ('withdraw', 'withdraw_return') and e.ref_type = 'withdrawal'
        and exists (select 1 from withdrawals w
          where w.id = e.ref_id and w.user_id = e.user_id and w.shop_id is null)
    end`,
  // An order is refunding or in after-sale exactly while its one refund is audited, refunded when it passed.
  'a passed refund paid back its amount once; a refund moves its order and only its order': `
    select o.id, o.status, r.id as refund, r.status as refund_status, r.amount_cents, back.rows, back.cents
    from orders o
    left join refunds r on r.order_id = o.id
    cross join lateral (
      select count(*) as rows, coalesce(sum(e.amount_cents), 0) as cents
      from ledger_entries e where e.kind = 'refund' and e.ref_id = o.id) back
    where (o.status in ('refunding', 'after_sale')) <> (r.status is not distinct from 'auditing')
       or (o.status = 'refunded') <> (r.status is not distinct from 'passed')
       or back.rows <> (r.status is not distinct from 'passed' and r.amount_cents > 0)::int
       or back.cents <> (case when r.status = 'passed' then r.amount_cents else 0 end)`,
  // Completed, or refunded: the money is final and the shop gets what was not refunded, less commission.
  'an order is settled once, when final, with one settlement row of its shop’s share': `
    select o.id, o.status, o.settled_at, o.commission_cents, r.amount_cents as refunded,
      count(e.id) as rows, coalesce(sum(e.amount_cents), 0) as credited
    from orders o
    left join refunds r on r.order_id = o.id and r.status = 'passed'
    left join shop_ledger_entries e
      on e.kind = 'settlement' and e.ref_type = 'order' and e.ref_id = o.id and e.shop_id = o.shop_id
    group by o.id, r.amount_cents
    having (o.settled_at is not null) <> (o.status in ('completed', 'refunded'))
       or (o.commission_cents is not null) <> (o.settled_at is not null)
       or count(e.id) > 1
       or coalesce(sum(e.amount_cents), 0) <> (case when o.settled_at is null then 0
            else greatest(o.total_cents - coalesce(r.amount_cents, 0), 0) - o.commission_cents end)`,
  'a shop’s balance = its ledger, frozen = its withdrawals auditing, neither negative': `
    with per_shop as (
      select a.shop_id, a.balance_cents as balance, a.frozen_cents as frozen,
        (select coalesce(sum(e.amount_cents), 0) from shop_ledger_entries e where e.shop_id = a.shop_id)
          as ledger,
        (select coalesce(sum(w.amount_cents), 0) from withdrawals w
          where w.shop_id = a.shop_id and w.status = 'auditing') as auditing
      from shop_accounts a)
    select * from per_shop where balance <> ledger or frozen <> auditing or balance < 0 or frozen < 0`,
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
  // Where the shoppers' money went, to the cent (issue 21), and the shops' balances as their ledgers say.
  const invariant = await moneyInvariant(database.db);
  expect(invariant).toMatchObject({ accounted: invariant.paid, belowZero: false });
  expect(await shopLedgerMismatches(database.db)).toEqual([]);
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
