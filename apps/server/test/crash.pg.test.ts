import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREIGHT_CENTS } from '@storefront/shared';
import { users } from '../src/db/schema';
import { call, Load, OPERATOR_PASSWORD, type Shopper, uploadPicture, withdrawCode } from './crash-load';
import { useServerDatabase } from './server-database';
import { makeProduct, makeShopper, PAY_CODE } from './shopping-fixtures';

/**
 * Crash consistency on PostgreSQL: a real server process is SIGKILLed in the middle of a load of orders,
 * payments, top-ups, withdrawals and audits, twice, and restarted on the same database. Whatever
 * transactions the kill cut, the money and the stock must still add up. Runs in the PostgreSQL project only.
 */
const SHOPPERS = 16;
// The last product is scarce, so some conditional stock reservations are refused (and cancels give back).
const PRODUCTS = [
  { priceCents: 500, stock: 1_000 },
  { priceCents: 1_200, stock: 1_000 },
  { priceCents: 2_500, stock: 1_000 },
  { priceCents: 3_900, stock: 1_000 },
  { priceCents: 1_500, stock: 15 },
];

const server = useServerDatabase('storefront_crash', { poolSize: 5 });
const { query, launch } = server;

/** Transactions the killed server's connections have open right now (ours never hold one between queries). */
const openTransactions = async () =>
  (
    await query<{ open: number }>(
      `select count(*)::int as open from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`,
    )
  )[0]!.open;

/**
 * Lets the load run until every kind of request has succeeded (orders paid and cancelled, top-ups and
 * withdrawals audited) and the server is inside at least two transactions, then kills it there. Returns how
 * many were open.
 */
async function killMidLoad(load: Load, child: ChildProcess) {
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 15_000)
      throw new Error(`the load never got going: ${JSON.stringify(load.ok)}`);
    const { pay, cancel, topUpAudit, withdrawAudit } = load.ok;
    const everyKind = pay >= 10 && cancel >= 1 && topUpAudit >= 1 && withdrawAudit >= 1;
    if (Date.now() - started >= 1_000 && everyKind) {
      const open = await openTransactions();
      if (open >= 2) {
        await load.kill(child);
        return open;
      }
    }
    await sleep(10);
  }
}

/**
 * The rules as SQL; each query lists the rows that break its rule and must answer nothing.
 * changeBalance (lib/ledger.ts) moves `balance_cents` and writes one ledger row of the same amount in one
 * transaction, and serialises a user's changes on their row, so balance = Σ ledger amount_cents and the
 * newest row's balance_after_cents is the balance. `frozen_cents` moves without a ledger row: +amount at a
 * withdrawal request, -amount at its audit either way, so frozen = Σ amounts of withdrawals still auditing.
 */
const RULES = {
  'balance = ledger, frozen = withdrawals auditing, neither negative': `
    with per_user as (
      select u.id, u.balance_cents as balance, u.frozen_cents as frozen,
        (select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.user_id = u.id) as ledger,
        (select e.balance_after_cents from ledger_entries e where e.user_id = u.id order by e.id desc limit 1)
          as last_after,
        (select coalesce(sum(w.amount_cents), 0) from withdrawals w where w.user_id = u.id and w.status = 'auditing')
          as auditing
      from users u)
    select * from per_user
    where balance <> ledger or balance <> coalesce(last_after, 0) or frozen <> auditing
       or balance < 0 or frozen < 0`,
  // "Paid" is every status past unpaid except cancelled (only an unpaid order can be cancelled).
  'a paid order has exactly one payment row of -total, any other order none': `
    select o.id, o.status, o.total_cents, o.paid_at, count(e.id) as payments
    from orders o
    left join ledger_entries e
      on e.kind = 'payment' and e.ref_type = 'order' and e.ref_id = o.id and e.user_id = o.user_id
    group by o.id
    having count(e.id) <> (case when o.status in ('unpaid', 'cancelled') then 0 else 1 end)
       or coalesce(sum(e.amount_cents), 0) <> (case when o.status in ('unpaid', 'cancelled') then 0 else -o.total_cents end)
       or (o.paid_at is null) <> (o.status in ('unpaid', 'cancelled'))`,
  'a passed top-up has exactly one ledger row of its actual arrival, any other none': `
    select r.id, r.status, r.actual_cents, count(e.id) as credits
    from recharges r
    left join ledger_entries e
      on e.kind = 'recharge' and e.ref_type = 'recharge' and e.ref_id = r.id and e.user_id = r.user_id
    group by r.id
    having count(e.id) <> (r.status = 'passed')::int
       or coalesce(sum(e.amount_cents), 0) <> (case when r.status = 'passed' then r.actual_cents else 0 end)`,
  'a withdrawal has one freeze row of -amount, and one return row of +amount only when refused': `
    select w.id, w.status, w.amount_cents, count(e.id) as rows
    from withdrawals w
    left join ledger_entries e on e.ref_type = 'withdrawal' and e.ref_id = w.id and e.user_id = w.user_id
    group by w.id
    having count(e.id) filter (where e.kind = 'withdraw') <> 1
       or coalesce(sum(e.amount_cents) filter (where e.kind = 'withdraw'), 0) <> -w.amount_cents
       or count(e.id) filter (where e.kind = 'withdraw_return') <> (w.status = 'refused')::int
       or coalesce(sum(e.amount_cents) filter (where e.kind = 'withdraw_return'), 0)
          <> (case when w.status = 'refused' then w.amount_cents else 0 end)`,
  'every ledger row belongs to the order, top-up or withdrawal it names (or is the fixtures’ funding)': `
    select e.id, e.kind, e.ref_type, e.ref_id from ledger_entries e
    where not case e.kind
      when 'adjust' then e.ref_type is null
      when 'payment' then e.ref_type = 'order'
        and exists (select 1 from orders o where o.id = e.ref_id and o.user_id = e.user_id)
      when 'recharge' then e.ref_type = 'recharge'
        and exists (select 1 from recharges r where r.id = e.ref_id and r.user_id = e.user_id)
      else e.kind in ('withdraw', 'withdraw_return') and e.ref_type = 'withdrawal'
        and exists (select 1 from withdrawals w where w.id = e.ref_id and w.user_id = e.user_id)
    end`,
};

async function checkInvariants(initialStock: Map<number, number>) {
  for (const [rule, text] of Object.entries(RULES)) {
    expect({ rule, rows: await query(text) }).toEqual({ rule, rows: [] });
  }
  // The load neither ships nor refunds, so these are the only statuses, and all but cancelled hold stock.
  const statuses = (await query<{ status: string }>('select distinct status from orders')).map(
    (row) => row.status,
  );
  expect(['unpaid', 'undelivered', 'cancelled']).toEqual(expect.arrayContaining(statuses));
  // Sales count the sold: on the products, or still waiting for the sales counter (decision 014).
  const stock = await query<{ id: number; stock: number; sales: number; reserved: number; sold: number }>(
    `select p.id, p.stock,
       p.sales + (select coalesce(sum(c.quantity), 0) from sales_to_count c where c.product_id = p.id)::int as sales,
       coalesce(sum(i.quantity) filter (where o.status = 'unpaid'), 0)::int as reserved,
       coalesce(sum(i.quantity) filter (where o.status not in ('unpaid', 'cancelled')), 0)::int as sold
     from products p
     left join order_items i on i.product_id = p.id
     left join orders o on o.id = i.order_id
     where p.id = any($1)
     group by p.id`,
    [[...initialStock.keys()]],
  );
  expect(stock).toHaveLength(initialStock.size);
  for (const { id, stock: available, reserved, sold, sales } of stock) {
    // Available + reserved (unpaid) + sold (paid) = what the product started with; sales counts the sold.
    expect({ id, total: available + reserved + sold, sales }).toEqual({
      id,
      total: initialStock.get(id),
      sales: sold,
    });
    expect(available).toBeGreaterThanOrEqual(0);
  }
}

describe('SIGKILL under load, restart, consistency (PostgreSQL)', () => {
  it('keeps every balance, payment and unit of stock accounted for across two crashes', async () => {
    let child = await launch();
    const initialStock = new Map<number, number>();
    const productIds: number[] = [];
    for (const options of PRODUCTS) {
      const product = await makeProduct(server.database.db, options);
      initialStock.set(product.id, options.stock);
      productIds.push(product.id);
    }
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const made = await makeShopper(server.database.db, { balanceCents: 500_000 });
      const [user] = await server.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, made.id));
      shoppers.push({ ...made, email: user!.email, proof: await uploadPicture(made.token) });
    }
    // One code per shopper (a new one needs 60 s): half spend it in the first load, half in the second.
    for (const shopper of shoppers) shopper.code = await withdrawCode(server.dataDir, shopper);
    const login = await call<{ token: string }>('POST', '/api/admin/login', {
      username: 'admin',
      password: OPERATOR_PASSWORD,
    });
    expect(login.code).toBe(1);
    await checkInvariants(initialStock);

    for (const withdrawers of [shoppers.slice(0, SHOPPERS / 2), shoppers.slice(SHOPPERS / 2)]) {
      const load = new Load(shoppers, productIds, login.data.token, new Set(withdrawers));
      const openAtKill = await killMidLoad(load, child);
      expect(load.faults).toEqual([]);
      expect(openAtKill).toBeGreaterThanOrEqual(2);
      // Requests were on the wire when the process died, and never got an answer.
      expect(load.inFlightAtKill).toBeGreaterThan(0);
      expect(load.cut).toBeGreaterThan(0);
      child = await launch();
      await checkInvariants(initialStock);
    }

    // The load did what it claims: paid, cancelled, credited, froze, and paid out or returned.
    const [done] = await query<Record<string, number>>(
      `select
         (select count(*)::int from orders where status = 'undelivered') as paid,
         (select count(*)::int from orders where status = 'cancelled') as cancelled,
         (select count(*)::int from recharges where status = 'passed') as topped_up,
         (select count(*)::int from withdrawals) as withdrawals,
         (select count(*)::int from withdrawals where status <> 'auditing') as withdrawals_audited`,
    );
    const least = { paid: 10, cancelled: 1, topped_up: 1, withdrawals: 1, withdrawals_audited: 1 };
    for (const [what, count] of Object.entries(least))
      expect(done![what], what).toBeGreaterThanOrEqual(count);

    // The restarted server serves as usual: one more order is created and paid, at the expected price.
    const [richest] = await query<{ id: number; balance: string }>(
      'select id, balance_cents as balance from users order by balance_cents desc limit 1',
    );
    const buyer = shoppers.find((shopper) => shopper.id === richest!.id)!;
    const created = await call<{ order_id: number }>(
      'POST',
      '/api/order/create',
      { items: [{ product_id: productIds[0], quantity: 1 }], address_id: buyer.addressId },
      { token: buyer.token },
    );
    expect(created.code).toBe(1);
    const paid = await call(
      'POST',
      '/api/order/pay',
      { order_id: created.data.order_id, pay_password: PAY_CODE },
      { token: buyer.token, 'idempotency-key': 'after-the-crashes' },
    );
    // The refusal's message names the cause if this ever fails (seen once, not reproduced).
    expect(paid, JSON.stringify(paid)).toMatchObject({ code: 1, data: { status: 'undelivered' } });
    const [after] = await query<{ balance: string }>(
      'select balance_cents as balance from users where id = $1',
      [buyer.id],
    );
    // 5.00 of goods is below free shipping, so the flat freight is added.
    expect(Number(richest!.balance) - Number(after!.balance)).toBe(PRODUCTS[0]!.priceCents + FREIGHT_CENTS);
    await checkInvariants(initialStock);
  }, 60_000);
});
