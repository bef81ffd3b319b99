import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREIGHT_CENTS } from '@storefront/shared';
import { users } from '../src/db/schema';
import { checkInvariants, expectAcknowledgedKept } from './crash-checks';
import { Load } from './crash-load';
import {
  call,
  OPERATOR_PASSWORD,
  type Shopper,
  type ShopOwner,
  sellerWithdrawCode,
  uploadPicture,
  withdrawCode,
} from './crash-server';
import { useServerDatabase } from './server-database';
import { makeShopOwner } from './marketplace-fixtures';
import { makeProduct, makeShop, makeShopper, PAY_CODE } from './shopping-fixtures';

/**
 * Crash consistency on PostgreSQL: a real server process is SIGKILLed in the middle of a load of orders of
 * several shops (paid together), payments, top-ups, withdrawals of shoppers and shops, shipping, reviews and
 * refunds, and their audits, twice, and restarted on the same database. Whatever transactions the kill cut,
 * the money and the stock must still add up. Runs in the PostgreSQL project only.
 */
const SHOPPERS = 16;
// Three shops. The last product is scarce, so some conditional stock reservations are refused (and cancels
// give back).
const PRODUCTS = [
  { shop: 0, priceCents: 500, stock: 1_000 },
  { shop: 0, priceCents: 1_200, stock: 1_000 },
  { shop: 1, priceCents: 2_500, stock: 1_000 },
  { shop: 1, priceCents: 3_900, stock: 1_000 },
  { shop: 2, priceCents: 1_500, stock: 15 },
];
const SHOPS = 3;
/** Sold and settled before the loads, one order per shop (49.00+ each): money for the shops to withdraw. */
const SETTLED_BEFORE = [
  { product: 1, quantity: 5 },
  { product: 2, quantity: 2 },
  { product: 4, quantity: 4 },
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
 * Lets the load run until every kind of request has succeeded (orders paid, alone and together, and
 * cancelled, an order completed, a refund passed, top-ups and withdrawals of shoppers and shops audited) and
 * the server is inside at least two transactions, then kills it there. Returns how many were open.
 */
async function killMidLoad(load: Load, child: ChildProcess) {
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 15_000)
      throw new Error(`the load never got going: ${JSON.stringify(load.ok)}`);
    const { pay, cancel, topUpAudit, withdrawAudit, ...market } = load.ok;
    const everyKind =
      pay + market.payTogether >= 10 &&
      cancel >= 1 &&
      topUpAudit >= 1 &&
      withdrawAudit >= 1 &&
      market.payTogether >= 1 &&
      market.complete >= 1 &&
      market.refundPass >= 1 &&
      market.shopWithdrawAudit >= 1;
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
 * Sells each shop an order through the API and completes it (shipped, received, reviewed), so that the shops
 * have settled money for their owners to withdraw during the loads: one checkout of the three shops, paid
 * together.
 */
async function settleBeforeTheLoads(buyer: Shopper, productIds: number[], operator: string) {
  const token = { token: buyer.token };
  const items = SETTLED_BEFORE.map(({ product, quantity }) => ({
    product_id: productIds[product],
    quantity,
  }));
  const created = await call<{ order_ids: number[] }>(
    'POST',
    '/api/order/create',
    { items, address_id: buyer.addressId },
    token,
  );
  expect(created.data.order_ids).toHaveLength(SHOPS);
  const paid = await call(
    'POST',
    '/api/order/pay',
    { order_ids: created.data.order_ids, pay_password: PAY_CODE },
    token,
  );
  expect(paid.code, paid.msg).toBe(1);
  for (const orderId of created.data.order_ids) {
    const shipped = await call(
      'POST',
      '/api/admin/order/ship',
      { order_id: orderId, company: 'DHL', tracking_no: `PRE${orderId}` },
      { token: operator },
    );
    expect(shipped.code, shipped.msg).toBe(1);
    expect((await call('POST', '/api/order/confirm', { order_id: orderId }, token)).code).toBe(1);
    const detail = await call<{ items: { product_id: number }[] }>(
      'GET',
      `/api/order/detail?id=${orderId}`,
      undefined,
      token,
    );
    for (const item of detail.data.items) {
      const body = { order_id: orderId, product_id: item.product_id, content: 'Before the crashes' };
      const scores = { product_score: 5, service_score: 5, postage_score: 5 };
      expect((await call('POST', '/api/comment/add', { ...body, ...scores }, token)).code).toBe(1);
    }
  }
}

describe('SIGKILL under load, restart, consistency (PostgreSQL)', () => {
  it('keeps every balance, payment and unit of stock accounted for across two crashes', async () => {
    const db = server.database.db;
    let child = await launch();
    const shops: number[] = [];
    const owners: ShopOwner[] = [];
    for (let shop = 0; shop < SHOPS; shop += 1) {
      const { id } = await makeShop(db);
      const owner = await makeShopOwner(db, id);
      shops.push(id);
      owners.push({ shopId: id, sellerToken: owner.sellerToken, email: owner.email });
    }
    const initialStock = new Map<number, number>();
    const productIds: number[] = [];
    for (const { shop, ...options } of PRODUCTS) {
      const product = await makeProduct(db, { ...options, shopId: shops[shop] });
      initialStock.set(product.id, options.stock);
      productIds.push(product.id);
    }
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const made = await makeShopper(db, { balanceCents: 500_000 });
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, made.id));
      shoppers.push({ ...made, email: user!.email, proof: await uploadPicture(made.token) });
    }
    // One code per shopper (a new one needs 60 s): half spend it in the first load, half in the second.
    for (const shopper of shoppers) shopper.code = await withdrawCode(server.dataDir, shopper);
    const login = await call<{ token: string }>('POST', '/api/admin/login', {
      username: 'admin',
      password: OPERATOR_PASSWORD,
    });
    expect(login.code).toBe(1);
    await settleBeforeTheLoads(shoppers[0]!, productIds, login.data.token);
    await checkInvariants(server, initialStock);

    for (const withdrawers of [shoppers.slice(0, SHOPPERS / 2), shoppers.slice(SHOPPERS / 2)]) {
      // Each owner withdraws once per load: the code of the last load is aged past its 60 s.
      await query(
        `update email_codes set created_at = created_at - interval '2 minutes' where email = any($1)`,
        [owners.map((owner) => owner.email)],
      );
      for (const owner of owners) owner.code = await sellerWithdrawCode(server.dataDir, owner);
      const load = new Load(shoppers, productIds, login.data.token, new Set(withdrawers), {
        marketplace: { owners },
      });
      const openAtKill = await killMidLoad(load, child);
      expect(load.faults).toEqual([]);
      expect(openAtKill).toBeGreaterThanOrEqual(2);
      // Requests were on the wire when the process died, and never got an answer.
      expect(load.inFlightAtKill).toBeGreaterThan(0);
      expect(load.cut).toBeGreaterThan(0);
      child = await launch();
      await checkInvariants(server, initialStock);
      await expectAcknowledgedKept(server, load);
    }

    // The load did what it claims: paid (alone and together), cancelled, shipped, completed (settled),
    // refunded, credited, froze, and paid out or returned, for shoppers and shops.
    const [done] = await query<Record<string, number>>(
      `select
         (select count(*)::int from orders where paid_at is not null) as paid,
         (select count(*)::int from (select journal_id from ledger_postings
           where kind = 'payment' and account = 'wallet' group by journal_id having count(*) > 1) together)
           as paid_together,
         (select count(*)::int from orders where status = 'cancelled') as cancelled,
         (select count(*)::int from orders where shipped_at is not null) as shipped,
         (select count(*)::int from orders where status = 'completed') as completed,
         (select count(*)::int from refunds where status = 'passed') as refunded,
         (select count(*)::int from recharges where status = 'passed') as topped_up,
         (select count(*)::int from withdrawals where shop_id is null) as withdrawals,
         (select count(*)::int from withdrawals where shop_id is null and status <> 'auditing')
           as withdrawals_audited,
         (select count(*)::int from withdrawals where shop_id is not null) as shop_withdrawals,
         (select count(*)::int from withdrawals where shop_id is not null and status <> 'auditing')
           as shop_withdrawals_audited`,
    );
    const least = {
      paid: 10,
      paid_together: 2,
      cancelled: 1,
      shipped: 1,
      // Besides the orders settled before the loads.
      completed: SHOPS + 2,
      refunded: 2,
      topped_up: 1,
      withdrawals: 1,
      withdrawals_audited: 1,
      shop_withdrawals: 2,
      shop_withdrawals_audited: 2,
    };
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
    await checkInvariants(server, initialStock);
  }, 60_000);
});
