import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useScratchDatabase } from '../../test/scratch-database';
import { CATALOG_CHANNEL, type CatalogCache, openCatalogCache } from './catalog-cache';

/**
 * On PostgreSQL the cache hears about changes over its own LISTEN connection, a moment after they commit on
 * another connection (another instance), and must cache nothing while that connection is down.
 */
const scratch = useScratchDatabase('storefront_cache', { poolSize: 2 });
let cache: CatalogCache;
let other: pg.Client;
let loads = 0;
const read = () => cache.read('key', async () => (loads += 1));

async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition never held');
}

beforeAll(async () => {
  cache = await openCatalogCache(scratch.database);
  other = new pg.Client({ connectionString: scratch.url });
  await other.connect();
});

afterAll(async () => {
  await other?.end();
  await cache?.close();
});

describe('the catalog cache on PostgreSQL', () => {
  it('forgets what it holds when another connection changes the catalog', async () => {
    const first = await read();
    expect(await read()).toBe(first);
    await other.query(`update categories set sort = sort + 1`);
    await eventually(async () => (await read()) !== first);
  });

  it('is told of catalog edits but not of stock and sales counters, which change with every order', async () => {
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: scratch.url });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${CATALOG_CHANNEL}`);
    try {
      await other.query(`insert into categories (key, icon) values ('counters', 'icon.png')`);
      await other.query(`insert into shops (name, logo) values ('Counter Shop', 'logo.png')`);
      await other.query(`insert into products (shop_id, category_id, name, price_cents, stock)
        select shops.id, categories.id, 'Counter Lamp', 100, 10 from shops, categories
        where shops.name = 'Counter Shop' and categories.key = 'counters'`);
      await eventually(async () => heard.length === 3);
      // An order's stock reservation, a cancelled order's stock return, the sales counter's batch.
      await other.query(`update products set stock = stock - 1 where name = 'Counter Lamp'`);
      await other.query(
        `update products set stock = stock + 1, sales = sales + 2 where name = 'Counter Lamp'`,
      );
      await other.query(`update shops set sales = sales + 2, total_sales_cents = total_sales_cents + 200
        where name = 'Counter Shop'`);
      // Notifications arrive in commit order: once these are heard, any from the counters would have been.
      await other.query(`update products set price_cents = 200 where name = 'Counter Lamp'`);
      await other.query(`update shops set followers = followers + 1 where name = 'Counter Shop'`);
      await eventually(async () => heard.length >= 5);
      expect(heard).toEqual(['categories', 'shops', 'products', 'products', 'shops']);
    } finally {
      await listener.end();
    }
  });

  it('caches nothing while its LISTEN connection is gone, and again once it is back', async () => {
    const listener = async () =>
      (
        await other.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = $1 and query ilike $2`,
          [scratch.name, `%LISTEN%${CATALOG_CHANNEL}%`],
        )
      ).rows[0]?.pid;
    const pid = await listener();
    expect(pid).toBeDefined();
    await other.query('select pg_terminate_backend($1)', [pid]);
    await eventually(async () => (await read()) !== (await read()));
    await eventually(async () => {
      const next = await listener();
      return next !== undefined && next !== pid;
    });
    await eventually(async () => (await read()) === (await read()));
  });
});
