import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Pool } from 'undici';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/client';
import { seedBase } from '../apps/server/src/seed/base';
import { makeProduct, makeShopper, PAY_CODE } from '../apps/server/test/shopping-fixtures';
import {
  cpuMicroseconds,
  postgresCpuSince,
  postgresProcessesCpu,
  databaseUrl,
  dropDatabase,
  recreateDatabase,
  type Running,
  sleep,
  scrapeMetrics,
  startStorefront,
  waitHealthy,
} from './lib/processes';
import { percentile, round } from './lib/stats';
import { load } from './api';

const SHOPPERS = 50;
const DURATION_MS = 10_000;
const PACE_MS = 1_000;
// Steady state: in the first two to three seconds after the server starts, its code is still being compiled and
// each shopper's first payment checks the code with argon2 (decision 013); checkouts then take twice as long.
const WARM_UP_MS = 5_000;
const PORT = 3402;
const DATABASE = 'storefront_bench_checkout';

type Shopper = Awaited<ReturnType<typeof makeShopper>>;

// undici's own client rather than fetch: the load generator shares the machine and must cost little.
const client = new Pool(`http://127.0.0.1:${PORT}`, { connections: SHOPPERS });

async function post(token: string, route: string, body: object) {
  const response = await client.request({
    path: `/api/order/${route}?lang=en`,
    method: 'POST',
    // As the app sends them: one key per checkout page and per payment page.
    headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  const envelope = (await response.body.json()) as {
    code: number;
    msg: string;
    data: { order_id: number; order_ids: number[] };
  };
  if (envelope.code !== 1) throw new Error(`${route}: ${envelope.msg}`);
  return envelope.data;
}

/**
 * One shopper's checkout as the app does it: create the orders from items (one product: one order; products of
 * several shops: one order per shop), then pay them with the code, together.
 */
async function checkout(shopper: Shopper, productIds: number[]) {
  const started = performance.now();
  const order = await post(shopper.token, 'create', {
    items: productIds.map((productId) => ({ product_id: productId, quantity: 1 })),
    address_id: shopper.addressId,
  });
  const created = performance.now();
  await post(
    shopper.token,
    'pay',
    order.order_ids.length > 1
      ? { order_ids: order.order_ids, pay_password: PAY_CODE }
      : { order_id: order.order_id, pay_password: PAY_CODE },
  );
  const paid = performance.now();
  return { createMs: created - started, payMs: paid - created, totalMs: paid - started };
}

/**
 * Counts every statement one checkout sends to PostgreSQL (BEGIN and COMMIT included), by running it in this
 * process on an instrumented driver, as the app does it (Idempotency-Key headers), for a shopper whose
 * session this instance already knows (a first checkout adds one token lookup).
 */
async function statementsPerCheckout(url: string, shopper: Shopper, productId: number) {
  const database = openPostgres(url, 2);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-count-'));
  const app = await buildApp({
    config: loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database,
  });
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: Parameters<typeof original>) {
    const [query] = args as unknown[];
    statements.push(typeof query === 'string' ? query : ((query as { text?: string }).text ?? '?'));
    return original.apply(this, args);
  };
  const send = async (route: string, payload: object) => {
    const headers = { token: shopper.token, 'idempotency-key': randomUUID() };
    const answer = (
      await app.inject({ method: 'POST', url: `/api/order/${route}`, headers, payload })
    ).json();
    if (answer.code !== 1) throw new Error(`counted checkout failed: ${answer.msg}`);
    return answer.data as { order_id: number };
  };
  const checkoutOnce = async () => {
    const created = await send('create', {
      items: [{ product_id: productId, quantity: 1 }],
      address_id: shopper.addressId,
    });
    const createStatements = statements.length;
    await send('pay', { order_id: created.order_id, pay_password: PAY_CODE });
    return createStatements;
  };
  try {
    await checkoutOnce();
    pg.Client.prototype.query = counting as typeof original;
    const createStatements = await checkoutOnce();
    return { create: createStatements, pay: statements.length - createStatements, statements };
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
    await database.close();
  }
}

type Sample = Awaited<ReturnType<typeof checkout>>;

/**
 * Every shopper checks out in a loop for a fixed time: back to back (the most the server can do with 50 at
 * once), or one checkout a second each, starting at random moments (50 orders a second, a steady shop).
 */
async function shoppersCheckingOut(
  server: Running,
  buyers: Shopper[],
  productIds: number[],
  paceMs?: number,
  shopsPerCheckout = 1,
) {
  const samples: Sample[] = [];
  const failures: string[] = [];
  let checkouts = 0;
  const cpuBefore = await cpuMicroseconds(server);
  const postgresCpuBefore = await postgresProcessesCpu();
  const measureFrom = performance.now() + WARM_UP_MS;
  const until = measureFrom + DURATION_MS;
  await Promise.all(
    buyers.map(async (shopper, index) => {
      if (paceMs) await sleep(Math.random() * paceMs);
      while (performance.now() < until) {
        const begin = performance.now();
        try {
          // Each bench product is its own shop's: consecutive products make a checkout of that many shops.
          const items = Array.from(
            { length: shopsPerCheckout },
            (_, offset) => productIds[(index + offset) % productIds.length] as number,
          );
          const sample = await checkout(shopper, items);
          checkouts += 1;
          if (begin >= measureFrom) samples.push(sample);
        } catch (error) {
          failures.push((error as Error).message);
        }
        if (paceMs) await sleep(begin + paceMs - performance.now());
      }
    }),
  );
  const serverCpuMs = ((await cpuMicroseconds(server)) - cpuBefore) / 1000 / checkouts;
  const postgresCpuMs = (await postgresCpuSince(postgresCpuBefore)) / 1000 / checkouts;
  return { samples, failures, serverCpuMs, postgresCpuMs };
}

function summary({
  samples,
  failures,
  serverCpuMs,
  postgresCpuMs,
}: {
  samples: Sample[];
  failures: string[];
  serverCpuMs: number;
  postgresCpuMs: number;
}) {
  const of = (pick: (sample: Sample) => number, p: number) => round(percentile(samples.map(pick), p));
  return {
    ordersPerSecond: round(samples.length / (DURATION_MS / 1000), 0),
    failures: failures.length,
    // Every distinct reason, so a failure is never just a number.
    failureReasons: [...new Set(failures)],
    p50Ms: of((sample) => sample.totalMs, 50),
    p99Ms: of((sample) => sample.totalMs, 99),
    createP99Ms: of((sample) => sample.createMs, 99),
    payP99Ms: of((sample) => sample.payMs, 99),
    // What one checkout (two requests) costs the server process itself, whatever else the machine runs.
    serverCpuMsPerCheckout: round(serverCpuMs),
    // The same for PostgreSQL's processes on this machine (null when it runs elsewhere).
    postgresCpuMsPerCheckout: postgresCpuMs > 0 ? round(postgresCpuMs) : null,
  };
}

/**
 * The product list alone, then while the shoppers check out once a second: every order changes stock and
 * sales, so the catalog cache is emptied all the time and must not collapse (before loads were shared, 45
 * orders a second took the list from 11,600 to 335 requests a second).
 */
async function productListDuringCheckouts(server: Running, buyers: Shopper[], productIds: number[]) {
  const url = `http://127.0.0.1:${PORT}/api/index/product?limit=20`;
  const listSeconds = DURATION_MS / 1000 - 2;
  await load(server, url, 2);
  const alone = await load(server, url, listSeconds);
  const [during, checkouts] = await Promise.all([
    sleep(WARM_UP_MS).then(() => load(server, url, listSeconds)),
    shoppersCheckingOut(server, buyers, productIds, PACE_MS),
  ]);
  const pick = ({ requestsPerSecond, p99Ms, errors, non2xx }: typeof alone) => ({
    requestsPerSecond,
    p99Ms,
    errors: errors + non2xx,
  });
  return {
    alone: pick(alone),
    duringCheckouts: pick(during),
    ordersPerSecond: round(checkouts.samples.length / (DURATION_MS / 1000), 0),
    checkoutFailures: checkouts.failures.length,
  };
}

/** 50 shoppers checking out (create + pay) against a real server process on PostgreSQL. */
export async function checkoutOnPostgres() {
  await recreateDatabase(DATABASE);
  const url = databaseUrl(DATABASE);
  const server = startStorefront(PORT, {
    SEED_DEMO: '1',
    DATABASE_URL: url,
    // PostgreSQL shares this machine's cores: about three connections per core (on two cores, pools of 4, 6,
    // 8, 10 and 16 were measured; 6 gave the lowest p99, larger ones only queue inside PostgreSQL).
    DATABASE_POOL_SIZE: String(3 * cpus().length),
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-checkout-')),
  });
  try {
    await waitHealthy(PORT);
    const setup = openPostgres(url, 5);
    await seedBase(setup.db);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS + 1 }, () => makeShopper(setup.db, { balanceCents: 100_000_000 })),
    );
    const productIds = await Promise.all(
      Array.from(
        { length: 10 },
        async () => (await makeProduct(setup.db, { stock: 1_000_000, priceCents: 1_999 })).id,
      ),
    );
    const [counter, ...buyers] = shoppers;
    if (!counter) throw new Error('no shopper was made');
    await setup.close();

    const metricsBefore = await scrapeMetrics(PORT);
    const saturated = await shoppersCheckingOut(server, buyers, productIds);
    const paced = await shoppersCheckingOut(server, buyers, productIds, PACE_MS);
    const productList = await productListDuringCheckouts(server, buyers, productIds);
    const twoShops = await shoppersCheckingOut(server, buyers, productIds, undefined, 2);
    const twoShopsPaced = await shoppersCheckingOut(server, buyers, productIds, PACE_MS, 2);
    const metricsAfter = await scrapeMetrics(PORT);
    const counted = await statementsPerCheckout(url, counter, productIds[0] as number);
    const moved = (series: string) => (metricsAfter.get(series) ?? 0) - (metricsBefore.get(series) ?? 0);
    return {
      shoppers: SHOPPERS,
      durationSeconds: DURATION_MS / 1000,
      ...summary(saturated),
      pacedOneCheckoutPerShopperPerSecond: summary(paced),
      // A checkout of two shops' products: two orders created, paid together in one payment.
      twoShopCheckout: { ...summary(twoShops), paced: summary(twoShopsPaced) },
      productListWhileCheckingOut: productList,
      sqlStatements: { create: counted.create, pay: counted.pay, total: counted.create + counted.pay },
      statementList: counted.statements,
      // What the server's own /metrics counted over the runs above: it must agree with the load's count.
      metricsMoved: {
        ordersCreated: moved('storefront_orders_created_total'),
        ordersPaid: moved('storefront_orders_paid_total'),
        payRequests: moved(
          'http_request_duration_seconds_count{method="POST",route="/api/order/pay",status_code="200"}',
        ),
      },
    };
  } finally {
    await client.close();
    await server.stop();
    await dropDatabase(DATABASE);
  }
}
