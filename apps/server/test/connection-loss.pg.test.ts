import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql as drizzleSql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { isConnectionLoss } from '../src/lib/database-error';
import { inTransaction } from '../src/lib/transaction';
import { reconcile } from '../src/modules/ledger/reconcile';
import { Load } from './crash-load';
import { call, OPERATOR_PASSWORD, type Shopper, uploadPicture, withdrawCode } from './crash-server';
import { useServerDatabase } from './server-database';
import { makeProduct, makeShopper, PAY_CODE } from './shopping-fixtures';

/**
 * Losing the database under load (PostgreSQL), as a failover or a restart does: every connection of a real
 * server process is killed (pg_terminate_backend) again and again while shoppers check out, pay, top up and
 * withdraw and operators audit. The process must stay up, answer again within seconds, and keep everything it
 * acknowledged, with every balance equal to its ledger. Runs in the PostgreSQL project only.
 */
const PORT = 3331;
const KILLING_MS = 30_000;
// First a storm (a restart's reconnection attempts), then a kill every second and a half.
const STORM_KILLS = 20;
const STORM_MS = 5_000;
const KILL_EVERY_MS = 1_500;
// After the last kill, the server answers again within this.
const RECOVERY_MS = 5_000;
// DATABASE_POOL_SIZE's default: the spawned server runs with it.
const SERVER_POOL_SIZE = 10;
// More shoppers than pooled connections, so that the load keeps the whole pool busy.
const SHOPPERS = 12;
const PRODUCTS = [
  { priceCents: 500, stock: 1_000 },
  { priceCents: 1_200, stock: 1_000 },
  { priceCents: 2_500, stock: 1_000 },
  { priceCents: 1_500, stock: 15 },
];

const server = useServerDatabase('storefront_connloss', { poolSize: 4, port: PORT, migrate: true });
const { query } = server;

const OTHER_CONNECTIONS = `select pid from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;

/** Kills every other connection to the test database; answers how many there were. */
async function killConnections() {
  // Materialized first: in one WHERE clause PostgreSQL may call pg_terminate_backend before the other tests.
  const [row] = await query<{ killed: number }>(
    `with victims as materialized (${OTHER_CONNECTIONS})
     select count(*) filter (where pg_terminate_backend(pid))::int as killed from victims`,
  );
  return row!.killed;
}

/** Connections to the test database besides this one: the server's, once the fixtures' have been killed. */
async function countConnections() {
  const [row] = await query<{ open: number }>(`select count(*)::int as open from (${OTHER_CONNECTIONS}) c`);
  return row!.open;
}

describe('a transaction whose connection is lost (PostgreSQL)', () => {
  beforeAll(async () => {
    await server.database.db.execute(
      drizzleSql`create table probe (attempt int not null, step int not null)`,
    );
    // A trigger run at COMMIT that kills its own connection: the connection is lost while committing.
    await server.database.db.execute(
      drizzleSql.raw(`
        create table commit_probe (id int);
        create function die_at_commit() returns trigger language plpgsql as $$
          begin perform pg_terminate_backend(pg_backend_pid()); perform pg_sleep(5); return null; end $$;
        create constraint trigger die_at_commit after insert on commit_probe
          deferrable initially deferred for each row execute function die_at_commit();`),
    );
  });

  it('is run again when its connection died while the work was running, and written once', async () => {
    let attempts = 0;
    const answer = await inTransaction(server.database.db, async (tx) => {
      attempts += 1;
      await tx.execute(drizzleSql`insert into probe values (${attempts}, 1)`);
      if (attempts === 1) await tx.execute(drizzleSql`select pg_terminate_backend(pg_backend_pid())`);
      await tx.execute(drizzleSql`insert into probe values (${attempts}, 2)`);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(attempts).toBe(2);
    expect(await query('select attempt, step from probe order by step')).toEqual([
      { attempt: 2, step: 1 },
      { attempt: 2, step: 2 },
    ]);
    // The pool gave the dead connection's slot back: four more transactions at once still run.
    await Promise.all(
      [1, 2, 3, 4].map(() => inTransaction(server.database.db, (tx) => tx.execute(drizzleSql`select 1`))),
    );
  });

  it('is not run again when its connection died at COMMIT: the outcome is the caller’s to find out', async () => {
    let attempts = 0;
    const failure = await inTransaction(server.database.db, async (tx) => {
      attempts += 1;
      await tx.execute(drizzleSql`insert into commit_probe values (1)`);
    }).catch((error: unknown) => error);
    expect(isConnectionLoss(failure)).toBe(true);
    expect(attempts).toBe(1);
    expect(await query('select * from commit_probe')).toEqual([]);
    // The pool is whole again.
    expect(await server.database.db.execute(drizzleSql`select 1 as one`)).toMatchObject({
      rows: [{ one: 1 }],
    });
  });
});

describe('connections killed under load (PostgreSQL)', () => {
  it(`keeps the server up and every acknowledged write while its connections die for ${KILLING_MS / 1000} s`, async () => {
    const db = server.database.db;
    // The server adds the base data (categories) at start.
    const child = await server.launch();
    let exit: string | undefined;
    child.once('exit', (code, signal) => (exit = `exited with ${code ?? signal}`));
    const initialStock = new Map<number, number>();
    for (const options of PRODUCTS) {
      const product = await makeProduct(db, options);
      initialStock.set(product.id, options.stock);
    }

    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const made = await makeShopper(db, { balanceCents: 500_000 });
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, made.id));
      shoppers.push({ ...made, email: user!.email, proof: await uploadPicture(made.token, PORT) });
    }
    for (const shopper of shoppers) shopper.code = await withdrawCode(server.dataDir, shopper, PORT);
    const login = await call<{ token: string }>(
      'POST',
      '/api/admin/login',
      { username: 'admin', password: OPERATOR_PASSWORD },
      {},
      PORT,
    );
    expect(login.code).toBe(1);

    const load = new Load(shoppers, [...initialStock.keys()], login.data.token, new Set(shoppers), {
      port: PORT,
      unavailableAllowed: true,
    });
    // Let the load get going before the first kill.
    await sleep(1_000);
    const started = Date.now();
    const kills: number[] = [];
    for (let kill = 0; Date.now() - started < KILLING_MS; kill += 1) {
      kills.push(await killConnections());
      await sleep(kill < STORM_KILLS ? STORM_MS / STORM_KILLS : KILL_EVERY_MS);
    }
    const lastKill = Date.now();
    let recoveredAfterMs: number | undefined;
    while (recoveredAfterMs === undefined && Date.now() - lastKill < RECOVERY_MS * 2) {
      const health = await fetch(`http://127.0.0.1:${PORT}/readyz`, { signal: AbortSignal.timeout(1_000) })
        .then((response) => response.ok)
        .catch(() => false);
      if (health) recoveredAfterMs = Date.now() - lastKill;
      else await sleep(100);
    }
    // The pool opened its connections again: a pool whose dead connections kept their slots would shrink to
    // nothing, kill after kill, and then answer nothing at all.
    let serverConnections = 0;
    for (let sample = 0; sample < 20; sample += 1) {
      serverConnections = Math.max(serverConnections, await countConnections());
      await sleep(100);
    }
    await load.stop();

    expect(exit).toBeUndefined();
    expect(recoveredAfterMs).toBeLessThan(RECOVERY_MS);
    // Every answer was the envelope (503 only while the database was away), and none hung or was cut.
    expect(load.faults).toEqual([]);
    expect(load.cut).toBe(0);
    // The kills landed on live connections, and the load kept working between them.
    expect(kills.length).toBeGreaterThanOrEqual(STORM_KILLS);
    expect(kills.filter((killed) => killed > 0).length).toBeGreaterThan(kills.length / 2);
    expect(serverConnections).toBeGreaterThanOrEqual(SERVER_POOL_SIZE - 2);
    expect(load.ok.pay).toBeGreaterThan(20);
    expect(load.ok.topUp).toBeGreaterThan(0);
    expect(load.ok.withdraw).toBeGreaterThan(0);

    // A normal checkout works at once (of a product the load cannot have sold out: fast hosts sell all 1,000).
    const buyer = shoppers[0]!;
    const fresh = await makeProduct(db, { priceCents: 700, stock: 5 });
    initialStock.set(fresh.id, 5);
    const created = await call<{ order_id: number }>(
      'POST',
      '/api/order/create',
      { items: [{ product_id: fresh.id, quantity: 1 }], address_id: buyer.addressId },
      { token: buyer.token },
      PORT,
    );
    expect(created).toMatchObject({ code: 1 });
    const paid = await call(
      'POST',
      '/api/order/pay',
      { order_id: created.data.order_id, pay_password: PAY_CODE },
      { token: buyer.token, 'idempotency-key': 'after-the-kills' },
      PORT,
    );
    expect(paid).toMatchObject({ code: 1, data: { status: 'undelivered' } });

    await expectAcknowledgedWritesKept(load);
    await expectBooksBalanced(initialStock);
  }, 120_000);
});

/** Every order, payment, top-up and withdrawal the server answered code 1 for is in the database. */
async function expectAcknowledgedWritesKept(load: Load) {
  const { orders, paidOrders, topUps, withdrawals } = load.acknowledged;
  const missing = await query(
    `select 'order' as what, a.ref from unnest($1::int[]) as a(ref)
       where not exists (select 1 from orders o where o.id = a.ref)
     union all
     select 'payment', a.ref from unnest($2::int[]) as a(ref)
       where not exists (
         select 1 from orders o join ledger_postings e
           on e.kind = 'payment' and e.account = 'wallet' and e.ref_type = 'order' and e.ref_id = o.id
         where o.id = a.ref and o.status not in ('unpaid', 'cancelled'))
     union all
     select 'top-up', a.ref from unnest($3::int[]) as a(ref)
       where not exists (select 1 from recharges r where r.id = a.ref)
     union all
     select 'withdrawal', a.ref from unnest($4::int[]) as a(ref)
       where not exists (
         select 1 from withdrawals w join ledger_postings e
           on e.kind = 'withdraw' and e.account = 'wallet' and e.ref_type = 'withdrawal' and e.ref_id = w.id
         where w.id = a.ref)`,
    [[...orders], [...paidOrders], [...topUps], [...withdrawals]],
  );
  expect(missing).toEqual([]);
  expect(orders.size).toBeGreaterThan(0);
}

/** The books agree (`reconcile`) and no balance is negative; stock is never negative and none is lost or made. */
async function expectBooksBalanced(initialStock: Map<number, number>) {
  expect((await reconcile(server.database.db)).differences).toEqual([]);
  const negative = await query(`select u.id from users u where u.balance_cents < 0 or u.frozen_cents < 0`);
  expect(negative).toEqual([]);
  const stock = await query<{ id: number; stock: number; reserved: number; sold: number }>(
    `select p.id, p.stock,
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
  for (const { id, stock: available, reserved, sold } of stock) {
    expect({ id, total: available + reserved + sold }).toEqual({ id, total: initialStock.get(id) });
    expect(available).toBeGreaterThanOrEqual(0);
  }
}
