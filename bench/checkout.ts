import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Pool } from 'undici';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/client';
import { addresses } from '../apps/server/src/db/schema';
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
import { percentile, round, timed } from './lib/stats';
import { load } from './api';
import {
  type CheckoutInputs,
  type CheckoutScript,
  checkoutScript,
  recordCheckout,
  replayCheckout,
} from './checkout-floor';

const SHOPPERS = 50;
const DURATION_MS = 10_000;
const PACE_MS = 1_000;
// Steady state: in the first two to three seconds after the server starts, its code is still being compiled and
// each shopper's first payment checks the code with argon2 (decision 013); checkouts then take twice as long.
const WARM_UP_MS = 5_000;
const PORT = 3402;
const DATABASE = 'storefront_bench_checkout';
// PostgreSQL shares this machine's cores: about three connections per core (on two cores, pools of 4, 6, 8, 10
// and 16 were measured; 6 gave the lowest p99, larger ones only queue inside PostgreSQL). The floor's too.
const SERVER_POOL_SIZE = 3 * cpus().length;

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
async function checkout({ token, products, addressId }: CheckoutInputs) {
  const started = performance.now();
  const order = await post(token, 'create', {
    items: products.map((product) => ({ product_id: product.id, quantity: 1 })),
    address_id: addressId,
  });
  const created = performance.now();
  await post(
    token,
    'pay',
    order.order_ids.length > 1
      ? { order_ids: order.order_ids, pay_password: PAY_CODE }
      : { order_id: order.order_id, pay_password: PAY_CODE },
  );
  const paid = performance.now();
  return { createMs: created - started, payMs: paid - created, totalMs: paid - started };
}

/**
 * Two checkouts recorded in this process on the instrumented driver, as the app sends them (Idempotency-Key
 * headers), each by a shopper whose session this instance already knows and of products of its own, made into
 * the script the floor replays. Also gives the statement count (a first checkout adds one token lookup).
 */
async function recordedCheckouts(
  url: string,
  recorders: Shopper[],
  products: Product[],
  shopsPerCheckout: number,
) {
  const database = openPostgres(url, 2);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-count-'));
  const app = await buildApp({
    config: loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database,
  });
  try {
    const recordings = [];
    for (const [index, shopper] of recorders.entries()) {
      const inputs = checkoutInputs(shopper, products, index * shopsPerCheckout, shopsPerCheckout);
      await recordCheckout(app, inputs);
      recordings.push(await recordCheckout(app, inputs));
    }
    const [first, second] = recordings;
    if (!first || !second) throw new Error('two checkouts are recorded');
    return {
      script: checkoutScript(first, second),
      create: first.create,
      pay: first.pay,
      statements: first.statements.map((statement) => statement.text),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

type Product = { id: number; shopId: number };

/** Shopper number `index`'s checkout: consecutive products, each its own shop's, make a checkout of that many shops. */
function checkoutInputs(
  shopper: Shopper,
  products: Product[],
  index: number,
  shopsPerCheckout: number,
): CheckoutInputs {
  return {
    shopperId: shopper.id,
    token: shopper.token,
    addressId: shopper.addressId,
    products: Array.from(
      { length: shopsPerCheckout },
      (_, offset) => products[(index + offset) % products.length] as Product,
    ),
  };
}

type Sample = Awaited<ReturnType<typeof checkout>>;

/**
 * Every shopper checks out in a loop for a fixed time: back to back (the most the server can do with 50 at
 * once), or paced, one checkout each `paceMs`, starting at random moments (50 shoppers once a second: 50
 * orders a second, a steady shop). `checkoutOnce` is the product's checkout over HTTP or the floor's replay.
 */
async function checkingOut(
  buyers: Shopper[],
  products: Product[],
  checkoutOnce: (inputs: CheckoutInputs) => Promise<Sample>,
  { paceMs, shopsPerCheckout = 1 }: { paceMs?: number; shopsPerCheckout?: number } = {},
) {
  const samples: Sample[] = [];
  const failures: string[] = [];
  let checkouts = 0;
  const measureFrom = performance.now() + WARM_UP_MS;
  const until = measureFrom + DURATION_MS;
  await Promise.all(
    buyers.map(async (shopper, index) => {
      if (paceMs) await sleep(Math.random() * paceMs);
      const inputs = checkoutInputs(shopper, products, index, shopsPerCheckout);
      while (performance.now() < until) {
        const begin = performance.now();
        try {
          const sample = await checkoutOnce(inputs);
          checkouts += 1;
          if (begin >= measureFrom) samples.push(sample);
        } catch (error) {
          failures.push((error as Error).message);
        }
        if (paceMs) await sleep(begin + paceMs - performance.now());
      }
    }),
  );
  return { samples, failures, checkouts };
}

/** The product's checkouts over HTTP, with what each cost the server's and PostgreSQL's processes. */
async function shoppersCheckingOut(
  server: Running,
  buyers: Shopper[],
  products: Product[],
  options: { paceMs?: number; shopsPerCheckout?: number } = {},
) {
  const cpuBefore = await cpuMicroseconds(server);
  const postgresCpuBefore = await postgresProcessesCpu();
  const { samples, failures, checkouts } = await checkingOut(buyers, products, checkout, options);
  const serverCpuMs = ((await cpuMicroseconds(server)) - cpuBefore) / 1000 / checkouts;
  const postgresCpuMs = (await postgresCpuSince(postgresCpuBefore)) / 1000 / checkouts;
  return { samples, failures, serverCpuMs, postgresCpuMs };
}

/**
 * The floor: the same shoppers, products and load shape, each checkout the recorded statements replayed on a
 * pool the size of the server's. Every replayed checkout must have paid its orders, counted in the database.
 */
async function floorCheckingOut(
  url: string,
  script: CheckoutScript,
  buyers: Shopper[],
  products: Product[],
  shopsPerCheckout = 1,
) {
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL_SIZE });
  const paidOrders = async () =>
    Number(
      (await pool.query<{ paid: string }>("select count(*) as paid from orders where status <> 'unpaid'"))
        .rows[0]?.paid,
    );
  try {
    const paidBefore = await paidOrders();
    const cpuBefore = process.cpuUsage();
    const run = await checkingOut(
      buyers,
      products,
      async (inputs) => {
        const [, totalMs] = await timed(() => replayCheckout(pool, script, inputs));
        return { createMs: Number.NaN, payMs: Number.NaN, totalMs };
      },
      { shopsPerCheckout },
    );
    // The replaying process's own CPU: what the `pg` driver alone spends on a checkout's statements, the part of the
    // server's CPU per checkout no application code can remove.
    const cpu = process.cpuUsage(cpuBefore);
    const paid = (await paidOrders()) - paidBefore;
    if (paid !== run.checkouts * shopsPerCheckout) {
      throw new Error(
        `the floor's ${run.checkouts} checkouts paid ${paid} orders: the replay does not do the checkout's work`,
      );
    }
    return {
      checkoutsPerSecond: round(run.samples.length / (DURATION_MS / 1000), 0),
      failures: run.failures.length,
      failureReasons: [...new Set(run.failures)],
      clientCpuMicrosecondsPerCheckout: round((cpu.user + cpu.system) / run.checkouts, 0),
      p99Ms: round(
        percentile(
          run.samples.map((sample) => sample.totalMs),
          99,
        ),
      ),
    };
  } finally {
    await pool.end();
  }
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
    serverCpuMicrosecondsPerCheckout: round(serverCpuMs * 1000, 0),
    // The same for PostgreSQL's processes on this machine (null when it runs elsewhere).
    postgresCpuMsPerCheckout: postgresCpuMs > 0 ? round(postgresCpuMs) : null,
  };
}

/**
 * The product list alone, then while the shoppers check out once a second: every order changes stock and
 * sales, so the catalog cache is emptied all the time and must not collapse (before loads were shared, 45
 * orders a second took the list from 11,600 to 335 requests a second).
 */
async function productListDuringCheckouts(server: Running, buyers: Shopper[], products: Product[]) {
  const url = `http://127.0.0.1:${PORT}/api/index/product?limit=20`;
  const listSeconds = DURATION_MS / 1000 - 2;
  await load(server, url, 2);
  const alone = await load(server, url, listSeconds);
  const [during, checkouts] = await Promise.all([
    sleep(WARM_UP_MS).then(() => load(server, url, listSeconds)),
    shoppersCheckingOut(server, buyers, products, { paceMs: PACE_MS }),
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

/** The percentage of the saturated throughput the second latency figure is measured at. */
const SHARE_OF_SATURATION = 0.8;

/**
 * 50 shoppers checking out (create + pay) against a real server process on PostgreSQL, beside the floor: the
 * same checkouts' statements replayed straight to PostgreSQL by the same 50 shoppers.
 */
export async function checkoutOnPostgres() {
  await recreateDatabase(DATABASE);
  const url = databaseUrl(DATABASE);
  const server = startStorefront(PORT, {
    SEED_DEMO: '1',
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: String(SERVER_POOL_SIZE),
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-checkout-')),
  });
  try {
    await waitHealthy(PORT);
    const setup = openPostgres(url, 5);
    await seedBase(setup.db);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS + 2 }, () => makeShopper(setup.db, { balanceCents: 100_000_000 })),
    );
    // In id order: a checkout of several products locks them in id order, and the floor's tracing must find the
    // same product first in both recordings.
    const products = (
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const product = await makeProduct(setup.db, { stock: 1_000_000, priceCents: 1_999 });
          return { id: product.id, shopId: product.shopId };
        }),
      )
    ).sort((first, second) => first.id - second.id);
    const [firstRecorder, secondRecorder, ...buyers] = shoppers;
    if (!firstRecorder || !secondRecorder) throw new Error('no shopper was made');
    // The recorded shoppers' addresses are made after everything else, so that no address id equals its
    // account's id (the floor tells inputs apart by their values).
    const recorders = [];
    for (const recorder of [firstRecorder, secondRecorder]) {
      const [address] = await setup.db
        .insert(addresses)
        .values({
          userId: recorder.id,
          consignee: 'Bench',
          mobile: '+15550001234',
          area: 'Bench',
          address: '1 Bench Road',
          tag: 'Home',
        })
        .returning({ id: addresses.id });
      if (!address) throw new Error('no address was made');
      recorders.push({ ...recorder, addressId: address.id });
    }
    await setup.close();
    const oneShop = await recordedCheckouts(url, recorders, products, 1);
    const twoShop = await recordedCheckouts(url, recorders, products, 2);

    const metricsBefore = await scrapeMetrics(PORT);
    const saturated = await shoppersCheckingOut(server, buyers, products);
    const floor = await floorCheckingOut(url, oneShop.script, buyers, products);
    const paced = await shoppersCheckingOut(server, buyers, products, { paceMs: PACE_MS });
    const saturatedRate = saturated.samples.length / (DURATION_MS / 1000);
    // Each of the 50 shoppers once every `paceMs`: together 80 % of what the server did back to back.
    const atShare = await shoppersCheckingOut(server, buyers, products, {
      paceMs: (SHOPPERS * 1000) / (SHARE_OF_SATURATION * saturatedRate),
    });
    const productList = await productListDuringCheckouts(server, buyers, products);
    const twoShops = await shoppersCheckingOut(server, buyers, products, { shopsPerCheckout: 2 });
    const twoShopFloor = await floorCheckingOut(url, twoShop.script, buyers, products, 2);
    const twoShopsPaced = await shoppersCheckingOut(server, buyers, products, {
      paceMs: PACE_MS,
      shopsPerCheckout: 2,
    });
    const metricsAfter = await scrapeMetrics(PORT);
    const moved = (series: string) => (metricsAfter.get(series) ?? 0) - (metricsBefore.get(series) ?? 0);
    const product = summary(saturated);
    const twoShopProduct = summary(twoShops);
    return {
      shoppers: SHOPPERS,
      durationSeconds: DURATION_MS / 1000,
      ...product,
      floor,
      checkoutToFloor: round(product.ordersPerSecond / floor.checkoutsPerSecond, 2),
      pacedOneCheckoutPerShopperPerSecond: summary(paced),
      atShareOfSaturation: { share: SHARE_OF_SATURATION, ...summary(atShare) },
      // A checkout of two shops' products: two orders created, paid together in one payment.
      twoShopCheckout: {
        ...twoShopProduct,
        paced: summary(twoShopsPaced),
        floor: twoShopFloor,
        checkoutToFloor: round(twoShopProduct.ordersPerSecond / twoShopFloor.checkoutsPerSecond, 2),
      },
      productListWhileCheckingOut: productList,
      sqlStatements: { create: oneShop.create, pay: oneShop.pay, total: oneShop.create + oneShop.pay },
      statementList: oneShop.statements,
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
