import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import { orders, products, shops, users } from '../src/db/schema';
import { runOrderJobs } from '../src/modules/order/lifecycle';
import { createDatabase } from './postgres-url';
import { multipartPicture, pngOfSize } from './security-support';
import { makeProduct, makeShopper, PAY_CODE } from './shopping-fixtures';
import { DEMO_PRODUCT_COUNT } from '../src/seed/catalog';

/**
 * Two real server processes on one PostgreSQL and one Redis, sharing no memory: stock, idempotency, rate
 * limits and the order clock must hold across both. Runs in the PostgreSQL project only.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const PORTS = [3311, 3312];
const RATE_LIMIT = 30;
const UPLOADS_PER_MINUTE = 6;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverUrl = process.env.TEST_DATABASE_URL as string;
const name = `storefront_scale_${process.pid}_${Date.now()}`;

let database: Database;
let dataDir: string;
const servers: ChildProcess[] = [];
let redisReady = false;
let dropDatabase: () => Promise<void> = async () => undefined;

async function healthy(port: number) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`instance on ${port} did not start`);
}

beforeAll(async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
    redisReady = true;
  } catch (error) {
    if (process.env.CI) throw new Error(`CI needs Redis at ${REDIS_URL}: ${(error as Error).message}`);
    process.stderr.write(`\n*** No Redis at ${REDIS_URL}: the scale-out suite is SKIPPED. ***\n\n`);
    return;
  } finally {
    redis.disconnect();
  }
  const created = await createDatabase(serverUrl, name);
  dropDatabase = created.drop;
  dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-scale-'));
  for (const port of PORTS) {
    servers.push(
      spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: created.url,
          REDIS_URL,
          SEED_DEMO: '1',
          ADMIN_PASSWORD: 'scale-out-secret',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
          UPLOADS_PER_MINUTE: String(UPLOADS_PER_MINUTE),
        },
      }),
    );
  }
  await Promise.all(PORTS.map(healthy));
  database = openPostgres(created.url, 20);
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await database?.close();
  if (redisReady) {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
});

const call = (
  index: number,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  headers: Record<string, string> = {},
) =>
  fetch(`http://127.0.0.1:${PORTS[index % PORTS.length]}${url}${url.includes('?') ? '&' : '?'}lang=en`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  }).then(
    (response) => response.json() as Promise<{ code: number; msg: string; data: { order_id: number } }>,
  );

describe('two instances, one database, one Redis', () => {
  it('both migrated and seeded once', async ({ skip }) => {
    if (!redisReady) skip();
    expect(await database.db.$count(products)).toBe(DEMO_PRODUCT_COUNT);
  });

  it('orders sent to both never oversell', async ({ skip }) => {
    if (!redisReady) skip();
    const product = await makeProduct(database.db, { stock: 10 });
    const shoppers = [];
    for (let i = 0; i < 40; i += 1) shoppers.push(await makeShopper(database.db));
    const results = await Promise.all(
      shoppers.map((shopper, index) =>
        call(
          index,
          'POST',
          '/api/order/create',
          { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
          { token: shopper.token },
        ),
      ),
    );
    expect(results.filter((result) => result.code === 1)).toHaveLength(10);
    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.stock).toBe(0);
  });

  it('one Idempotency-Key sent to both creates one order', async ({ skip }) => {
    if (!redisReady) skip();
    const shopper = await makeShopper(database.db);
    const product = await makeProduct(database.db, { stock: 100 });
    const body = { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(index, 'POST', '/api/order/create', body, {
          token: shopper.token,
          'idempotency-key': 'same-tap',
        }),
      ),
    );
    expect(new Set(results.map((result) => result.data.order_id)).size).toBe(1);
    expect(await database.db.$count(orders, eq(orders.userId, shopper.id))).toBe(1);
  });

  it('a session ended on one instance or in the database ends on both, though both keep sessions', async ({
    skip,
  }) => {
    if (!redisReady) skip();
    const codeOn = async (index: number, token: string) =>
      (await call(index, 'GET', '/api/user/getUserInfo', undefined, { token })).code;
    // Asked until it holds: the other instance hears of the change a moment after it commits.
    const soonOn = async (index: number, token: string, code: number) => {
      for (let attempt = 0; attempt < 40 && (await codeOn(index, token)) !== code; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return codeOn(index, token);
    };
    const leaving = await makeShopper(database.db);
    const blocked = await makeShopper(database.db);
    expect([await codeOn(0, leaving.token), await codeOn(1, leaving.token)]).toEqual([1, 1]);

    await call(0, 'POST', '/api/user/logout', {}, { token: leaving.token });
    expect(await codeOn(0, leaving.token)).toBe(401);
    expect(await soonOn(1, leaving.token, 401)).toBe(401);

    // Known to both instances after the logout above, which made them forget every session.
    expect([await codeOn(0, blocked.token), await codeOn(1, blocked.token)]).toEqual([1, 1]);
    await database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, blocked.id));
    expect([await soonOn(0, blocked.token, 401), await soonOn(1, blocked.token, 401)]).toEqual([401, 401]);
  });

  it('the per-address rate limit is counted across both', async ({ skip }) => {
    if (!redisReady) skip();
    const results = [];
    for (let i = 0; i < RATE_LIMIT + 10; i += 1)
      results.push(
        await call(i, 'POST', '/api/user/login', { account: 'nobody_at_all', password: 'wrong-password' }),
      );
    const limited = results.filter((result) => result.msg === 'Too many requests, please try again later');
    expect(limited).toHaveLength(10);
  });

  it("one account's uploads sent to both at once are limited together", async ({ skip }) => {
    if (!redisReady) skip();
    const shopper = await makeShopper(database.db);
    const { headers, payload } = multipartPicture(pngOfSize(200));
    const answers = await Promise.all(
      Array.from({ length: UPLOADS_PER_MINUTE * 3 }, (_, i) =>
        fetch(`http://127.0.0.1:${PORTS[i % PORTS.length]}/api/common/upload?lang=en`, {
          method: 'POST',
          headers: { ...headers, token: shopper.token },
          body: payload,
        }).then((response) => response.json() as Promise<{ code: number; msg: string }>),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(UPLOADS_PER_MINUTE);
    expect(
      answers.filter((answer) => answer.msg === 'Too many requests, please try again later'),
    ).toHaveLength(UPLOADS_PER_MINUTE * 2);
  });

  it('the order clock run by both at once changes each order once', async ({ skip }) => {
    if (!redisReady) skip();
    const shopper = await makeShopper(database.db);
    const product = await makeProduct(database.db, { stock: 20 });
    for (let i = 0; i < 5; i += 1) {
      await call(
        i,
        'POST',
        '/api/order/create',
        { items: [{ product_id: product.id, quantity: 2 }], address_id: shopper.addressId },
        { token: shopper.token },
      );
    }
    await database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.userId, shopper.id));
    const second = openPostgres(new URL(serverUrl.replace(/\/[^/]*$/, `/${name}`)).toString(), 5);
    try {
      await Promise.all([runOrderJobs(database.db), runOrderJobs(second.db), runOrderJobs(database.db)]);
    } finally {
      await second.close();
    }
    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.stock).toBe(20);
  });

  it('the sales counters of both count each payment once', async ({ skip }) => {
    if (!redisReady) skip();
    const product = await makeProduct(database.db, { stock: 100, priceCents: 250 });
    const paid = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const shopper = await makeShopper(database.db, { balanceCents: 10_000 });
        const created = await call(
          index,
          'POST',
          '/api/order/create',
          { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
          { token: shopper.token },
        );
        return call(
          index + 1,
          'POST',
          '/api/order/pay',
          { order_id: created.data.order_id, pay_password: PAY_CODE },
          { token: shopper.token },
        );
      }),
    );
    expect(paid.filter((result) => result.msg !== 'Pay Success')).toEqual([]);
    const counted = async () => {
      const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
      const [shop] = await database.db.select().from(shops).where(eq(shops.id, product.shopId));
      return { product: row?.sales, shop: shop?.sales, shopCents: shop?.totalSalesCents };
    };
    // Both instances run their counter every second: within a few seconds all is counted, and stays so.
    await expect
      .poll(counted, { timeout: 10_000, interval: 250 })
      .toEqual({ product: 20, shop: 20, shopCents: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await counted()).toEqual({ product: 20, shop: 20, shopCents: 5_000 });
  });
});
