import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '@storefront/shared';
import { products } from '../../db/schema';
import { DEMO_PRODUCT_COUNT } from '../../seed/catalog';
import { useTestApp } from '../../../test/harness';

const { t, api } = useTestApp({ seed: 'demo' });

type Product = {
  id: number;
  name: string;
  price: string;
  sales: number;
  stock: number;
  shop_id: number;
  category_id: number;
};
const cents = (price: string) => Math.round(Number(price) * 100);

describe('index/category', () => {
  it('lists the ten categories of the spec, names in the request language', async () => {
    const en = await api.get('/api/index/category', {}, { lang: 'en' });
    expect(en.data.map((c: { key: string }) => c.key)).toEqual([...CATEGORY_KEYS]);
    expect(en.data.map((c: { name: string }) => c.name)).toContain("Men's Clothing");
    const zh = await api.get('/api/index/category', {}, { lang: 'zh-cn' });
    expect(zh.data.find((c: { key: string }) => c.key === 'mobile_phone').name).toBe('手机');
    const de = await api.get('/api/index/category', {}, { lang: 'de' });
    expect(de.data.find((c: { key: string }) => c.key === 'toys').name).toBe('Spielzeug');
  });
});

describe('index/product', () => {
  it('pages through products on sale with the contract fields', async () => {
    const first = await api.get('/api/index/product', { page: 1, limit: 20 });
    expect(first.data).toMatchObject({ page: 1, limit: 20 });
    expect(first.data.total).toBe(DEMO_PRODUCT_COUNT);
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        price: expect.stringMatching(/^\d+\.\d{2}$/),
        image: expect.stringMatching(/^\/media\//),
        sales: expect.any(Number),
        stock: expect.any(Number),
        shop_id: expect.any(Number),
      }),
    );
    const second = await api.get('/api/index/product', { page: 2, limit: 20 });
    const firstIds = new Set(first.data.list.map((p: Product) => p.id));
    expect(second.data.list.some((p: Product) => firstIds.has(p.id))).toBe(false);
  });

  it('filters by category and shop', async () => {
    const categories = await api.get('/api/index/category');
    const food = categories.data.find((c: { key: string }) => c.key === 'food');
    const list = await api.get('/api/index/product', { category_id: food.id, limit: 100 });
    expect(list.data.total).toBeGreaterThan(20);
    expect(list.data.list.every((p: Product) => p.category_id === food.id)).toBe(true);

    const shopId = list.data.list[0].shop_id;
    const byShop = await api.get('/api/index/product', { shop_id: shopId, limit: 100 });
    expect(byShop.data.list.length).toBeGreaterThan(0);
    expect(byShop.data.list.every((p: Product) => p.shop_id === shopId)).toBe(true);
  });

  it('searches names by keyword, case-insensitively, treating % and _ as plain text', async () => {
    const result = await api.get('/api/index/product', { keyword: 'KEYBOARD', limit: 100 });
    expect(result.data.total).toBeGreaterThan(0);
    expect(result.data.list.every((p: Product) => /keyboard/i.test(p.name))).toBe(true);
    const percent = await api.get('/api/index/product', { keyword: '%', limit: 100 });
    expect(percent.data.total).toBeGreaterThan(0);
    expect(percent.data.list.every((p: Product) => p.name.includes('%'))).toBe(true);
    expect((await api.get('/api/index/product', { keyword: '_' })).data.total).toBe(0);
  });

  it('folds case beyond ASCII, and a renamed product is found by its new name', async () => {
    const [product] = await t.database.db
      .insert(products)
      .values({ shopId: 1, categoryId: 1, name: 'Écharpe ÄRMEL Шарф', priceCents: 700, stock: 3 })
      .returning();
    for (const keyword of ['écharpe', 'ÉCHARPE', 'ärmel', 'шарф', 'ШАРФ']) {
      const found = await api.get('/api/index/product', { keyword, limit: 100 });
      expect(found.data.list.map((p: Product) => p.id)).toEqual([product!.id]);
    }
    await t.database.db.update(products).set({ name: 'Gant Ölbraun' }).where(eq(products.id, product!.id));
    expect((await api.get('/api/index/product', { keyword: 'écharpe' })).data.total).toBe(0);
    expect((await api.get('/api/index/product', { keyword: 'ölbraun' })).data.list[0].id).toBe(product!.id);
  });

  it('pages a search through its matches in the asked order, the same whichever way the page is found', async () => {
    const everything = await api.get('/api/index/product', { sort: 'price_asc', limit: 100 });
    const all = everything.data.list as Product[];
    const word = all[0]!.name.split(' ')[0]!;
    const expected = all.filter((product) => product.name.toLowerCase().includes(word.toLowerCase()));
    const first = await api.get('/api/index/product', { keyword: word, sort: 'price_asc', limit: 2 });
    const second = await api.get('/api/index/product', {
      keyword: word,
      sort: 'price_asc',
      page: 2,
      limit: 2,
    });
    expect(first.data.total).toBeGreaterThanOrEqual(expected.length);
    expect([...first.data.list, ...second.data.list].map((product: Product) => product.id)).toEqual(
      expected.slice(0, 4).map((product) => product.id),
    );
    // Past the last match: no products, and still the number of matches.
    const beyond = await api.get('/api/index/product', { keyword: word, page: 400, limit: 2 });
    expect(beyond.data).toMatchObject({ list: [], total: first.data.total });
  });

  it('filters by price range, both ends included', async () => {
    const result = await api.get('/api/index/product', { min_price: '10', max_price: '20.50', limit: 100 });
    expect(result.data.total).toBeGreaterThan(0);
    for (const product of result.data.list as Product[]) {
      expect(cents(product.price)).toBeGreaterThanOrEqual(1000);
      expect(cents(product.price)).toBeLessThanOrEqual(2050);
    }
  });

  it.each([
    ['price_asc', (a: Product, b: Product) => cents(a.price) <= cents(b.price)],
    ['price_desc', (a: Product, b: Product) => cents(a.price) >= cents(b.price)],
    ['sales', (a: Product, b: Product) => a.sales >= b.sales],
  ])('sorts by %s', async (sort, inOrder) => {
    const result = await api.get('/api/index/product', { sort, limit: 50 });
    const list = result.data.list as Product[];
    list.slice(1).forEach((product, index) => expect(inOrder(list[index]!, product)).toBe(true));
  });

  it('sorts by newest', async () => {
    const [latest] = await t.database.db
      .insert(products)
      .values({ shopId: 1, categoryId: 1, name: 'Brand New Gadget', priceCents: 999, stock: 5 })
      .returning();
    const result = await api.get('/api/index/product', { sort: 'new', limit: 1 });
    expect(result.data.list[0].id).toBe(latest?.id);
  });

  it('hides products taken off sale', async () => {
    const [product] = await t.database.db
      .insert(products)
      .values({
        shopId: 1,
        categoryId: 1,
        name: 'Withdrawn Widget',
        priceCents: 500,
        stock: 5,
        status: 'off',
      })
      .returning();
    expect((await api.get('/api/index/product', { keyword: 'Withdrawn Widget' })).data.total).toBe(0);
    await t.database.db.update(products).set({ status: 'on' }).where(eq(products.id, product!.id));
    expect((await api.get('/api/index/product', { keyword: 'Withdrawn Widget' })).data.total).toBe(1);
  });

  it.each([
    [{ limit: 0 }, 'Page size is not valid'],
    [{ limit: 101 }, 'Page size is not valid'],
    [{ page: 'x' }, 'Page is not valid'],
    [{ sort: 'random' }, 'Sort order is not valid'],
    [{ min_price: '1.999' }, 'Minimum price must be a correct amount'],
    [{ category_id: '-3' }, 'Category is not valid'],
    [{ keyword: 'k'.repeat(61) }, 'Search words is too long'],
  ])('refuses %o', async (query, message) => {
    expect(await api.get('/api/index/product', query)).toMatchObject({ code: 0, msg: message });
  });
});

describe('hot lists', () => {
  it('hot_product puts hot products first', async () => {
    const result = await api.get('/api/index/hot_product', { limit: 5 });
    expect(result.data.list).toHaveLength(5);
    const ids = result.data.list.map((p: Product) => p.id);
    const rows = await Promise.all(
      ids.map((id: number) => t.database.db.select().from(products).where(eq(products.id, id))),
    );
    expect(rows.every(([row]) => row?.isHot)).toBe(true);
  });

  it('hot_merchant gives 8 shops of page 1 by default, best sellers first', async () => {
    const result = await api.get('/api/index/hot_merchant');
    expect(result.data).toMatchObject({ page: 1, limit: 8, total: 12 });
    expect(result.data.list).toHaveLength(8);
    const shop = result.data.list[0];
    expect(shop).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        logo: expect.any(String),
        followers: expect.any(Number),
        sales: expect.any(Number),
        favorable_rate: expect.any(Number),
        total_sales: expect.stringMatching(/^\d+\.\d{2}$/),
      }),
    );
    const sales = result.data.list.map((s: { sales: number }) => s.sales);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
  });
});
