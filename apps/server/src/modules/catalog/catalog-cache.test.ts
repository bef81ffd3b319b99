import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeProduct, makeShopper } from '../../../test/shopping-fixtures';
import { CATALOG_MAX_AGE_MS } from '../../lib/catalog-cache';
import { PRODUCT_TOTAL_CAP } from './service';

const { t, api } = useTestApp({ seed: 'base' });

type Listed = { id: number; name: string; price: string; stock: number; sales: number };
const listed = async (keyword: string) =>
  (await api.get<{ list: Listed[]; total: number }>('/api/index/product', { keyword, limit: 100 })).data;

describe('catalog lists kept in memory', () => {
  it('answers from memory until the catalog changes, then at once from the database', async () => {
    const product = await makeProduct(t.database.db, { priceCents: 1_000 });
    const name = product.name;
    expect((await listed(name)).list[0]?.price).toBe('10.00');

    // A write the database does not announce is invisible: proof the second answer came from memory.
    await t.database.db.execute(sql`alter table products disable trigger products_catalog_edited`);
    await t.database.db.update(products).set({ priceCents: 2_000 }).where(eq(products.id, product.id));
    await t.database.db.execute(sql`alter table products enable trigger products_catalog_edited`);
    expect((await listed(name)).list[0]?.price).toBe('10.00');

    // Any announced write, from any code path, is seen by the very next read.
    await t.database.db.update(products).set({ priceCents: 3_000 }).where(eq(products.id, product.id));
    expect((await listed(name)).list[0]?.price).toBe('30.00');
  });

  it('shows the stock an order just reserved to the shopper who placed it', async () => {
    const product = await makeProduct(t.database.db, { stock: 7 });
    const shopper = await makeShopper(t.database.db);
    expect((await listed(product.name)).list[0]?.stock).toBe(7);
    const order = await api.post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 2 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    expect(order.code).toBe(1);
    expect((await listed(product.name)).list[0]?.stock).toBe(5);
  });

  it('shows stock and sales changed elsewhere within a second, though counters are not announced', async () => {
    const product = await makeProduct(t.database.db, { stock: 7 });
    expect((await listed(product.name)).list[0]?.stock).toBe(7);
    // Another instance's order and the sales counter, as they write: only the counters.
    await t.database.db
      .update(products)
      .set({ stock: sql`${products.stock} - 3`, sales: sql`${products.sales} + 3` })
      .where(eq(products.id, product.id));
    const changedAt = Date.now();
    let shown = (await listed(product.name)).list[0];
    while (shown?.stock !== 4 && Date.now() - changedAt < CATALOG_MAX_AGE_MS + 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shown = (await listed(product.name)).list[0];
    }
    expect(shown).toMatchObject({ stock: 4, sales: 3 });
  });

  it('sends the same answer compressed for phones that accept it, plain for the rest', async () => {
    const url = '/api/index/product?limit=5&lang=de';
    const plain = await t.app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const answer = plain.json();
    expect(answer).toMatchObject({ code: 1, msg: 'Erfolgreich' });
    expect(Math.abs(answer.time - Date.now() / 1000)).toBeLessThan(5);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': accepted } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(response.rawPayload).toString()).data).toEqual(answer.data);
    }
  });

  it('counts matches up to the cap and still pages past it', async () => {
    const product = await makeProduct(t.database.db);
    await t.database.db.execute(sql`insert into products (shop_id, category_id, name, price_cents, stock)
      select ${product.shopId}, ${product.categoryId}, 'Capped Lamp ' || n, 100 + n, 5
      from generate_series(1, ${PRODUCT_TOTAL_CAP + 5}) as n`);
    const first = await api.get('/api/index/product', { keyword: 'capped lamp', limit: 20 });
    expect(first.data.total).toBe(PRODUCT_TOTAL_CAP);
    expect(first.data.list).toHaveLength(20);
    const beyond = await api.get('/api/index/product', {
      keyword: 'capped lamp',
      sort: 'price_asc',
      page: PRODUCT_TOTAL_CAP / 20 + 1,
      limit: 20,
    });
    expect(beyond.data.list.map((product: Listed) => product.name)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Capped Lamp ${PRODUCT_TOTAL_CAP + n}`),
    );
  });
});
