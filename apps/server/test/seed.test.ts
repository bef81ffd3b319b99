import { asc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '@storefront/shared';
import {
  blockchainNetworks,
  categories,
  ledgerPostings,
  products,
  promoCodes,
  settings,
  shopMembers,
  shops,
  taxRules,
  users,
  virtualCards,
} from '../src/db/schema';
import { DRAWINGS } from '../src/modules/media/drawings';
import { seedBase } from '../src/seed/base';
import { DEMO_PRODUCT_COUNT, DEMO_SHOPS } from '../src/seed/catalog';
import { DEMO_SHOPPER } from '../src/seed/content-data';
import { seedDemo } from '../src/seed/demo';
import { client, useTestApp } from './harness';
import { postingsOf } from '../src/lib/ledger';

const { t } = useTestApp({ seed: 'demo' });

describe('demo seed', () => {
  it('has 12 shops and every written product across the ten categories', async () => {
    const db = t.database.db;
    expect(await db.$count(shops)).toBe(12);
    expect(await db.$count(products)).toBe(DEMO_PRODUCT_COUNT);
    expect(DEMO_PRODUCT_COUNT).toBeGreaterThanOrEqual(200);
    const perCategory = await db
      .select({ key: categories.key, total: sql<number>`count(${products.id})::int` })
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .groupBy(categories.key);
    expect(perCategory.map((row) => row.key).sort()).toEqual([...CATEGORY_KEYS].sort());
    expect(perCategory.every((row) => row.total >= 20)).toBe(true);
  });

  it('describes each product in its own words, and no shop sells outside its trade', async () => {
    const rows = await t.database.db
      .select({
        name: products.name,
        description: products.description,
        shop: shops.name,
        category: categories.key,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .innerJoin(categories, eq(categories.id, products.categoryId));
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.description)).size).toBeGreaterThanOrEqual(rows.length - 2);
    expect(rows.filter((row) => / (Lite|Pro|Collector|Starter|Deluxe|Essential)$/.test(row.name))).toEqual(
      [],
    );
    for (const shop of DEMO_SHOPS) {
      const trades = new Set(rows.filter((row) => row.shop === shop.name).map((row) => row.category));
      expect(trades.size, shop.name).toBeLessThanOrEqual(2);
    }
    expect(
      new Set(rows.filter((row) => row.shop === 'Little Stars Toys').map((row) => row.category)),
    ).toEqual(new Set(['toys']));
  });

  it('offers no option that contradicts the size a name states', async () => {
    const measures: [RegExp, RegExp][] = [
      [/\d\s?(kg|g)\b/, /^\d[\d.]*\s?(kg|g)$/],
      [/\d\s?(L|ml)\b/, /^\d[\d.]*\s?(L|ml)$/],
      [/\d\s?(GB|TB)\b/, /^\d+\s?(GB|TB)$/],
    ];
    const all = await t.database.db.select({ name: products.name, specs: products.specs }).from(products);
    for (const product of all) {
      for (const [inName, asOption] of measures) {
        if (!inName.test(product.name)) continue;
        const clashing = product.specs.flatMap((spec) => spec.values).filter((value) => asOption.test(value));
        expect(clashing, product.name).toEqual([]);
      }
    }
  });

  it('shows each product in three drawings of its own kind', async () => {
    for (const shop of DEMO_SHOPS) {
      for (const product of shop.products)
        expect(DRAWINGS[product.kind], product.kind).toBeTypeOf('function');
    }
    const all = await t.database.db.select({ images: products.images }).from(products);
    const urls = new Set(all.flatMap((product) => product.images));
    expect(urls.size).toBeGreaterThanOrEqual(all.length * 3 - 10);
    for (const url of urls) {
      const picture = await t.app.inject(url);
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('has virtual products with card pools and day, week and month limits', async () => {
    const virtual = await t.database.db.select().from(products).where(eq(products.isVirtual, true));
    expect(new Set(virtual.map((product) => product.limitPeriod))).toEqual(new Set(['day', 'week', 'month']));
    for (const product of virtual) {
      const cards = await t.database.db.$count(virtualCards, eq(virtualCards.productId, product.id));
      expect(product.limitCount).toBeGreaterThan(0);
      expect(cards).toBe(product.stock);
    }
    expect(await t.database.db.$count(virtualCards, isNull(virtualCards.orderId))).toBeGreaterThan(0);
  });

  it('has a promo code and the top-up networks', async () => {
    expect(await t.database.db.$count(promoCodes)).toBeGreaterThanOrEqual(1);
    const networks = await t.database.db.select().from(blockchainNetworks);
    expect(networks.map((network) => network.network)).toEqual(
      expect.arrayContaining(['USDT-TRC20', 'USDT-ERC20']),
    );
  });

  it('has import tax rules of each kind, none for the demo shopper’s country', async () => {
    const rules = await t.database.db.select().from(taxRules).orderBy(asc(taxRules.country));
    expect(rules.map((rule) => rule.country)).toEqual(['AU', 'CA', 'DE', 'FR', 'GB', 'JP']);
    expect(rules.find((rule) => rule.country === 'DE')).toMatchObject({
      rateBp: 1900,
      collectUpToCents: 16_000,
    });
    expect(rules.find((rule) => rule.country === 'JP')?.collectUpToCents).toBeNull();
    expect(rules.find((rule) => rule.country === 'CA')?.collectUpToCents).toBe(0);
    // The demo shopper's orders (and every journey's, in the United States) stay untaxed.
    expect(rules.map((rule) => rule.country)).not.toContain(DEMO_SHOPPER.address.country);
  });

  it('has the demo shopper with 10000.00 whose balance equals the ledger', async () => {
    const login = await client(t.app).post('/api/user/login', { account: 'demo', password: 'demo1234' });
    expect(login.code).toBe(1);
    expect(login.data.userinfo).toMatchObject({ balance: '10000.00', has_pay_password: true });
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'demo'));
    const [{ sum } = { sum: 0 }] = await t.database.db
      .select({ sum: sql<number>`coalesce(sum(${ledgerPostings.amountCents}), 0)::bigint` })
      .from(ledgerPostings)
      .where(postingsOf('wallet', user!.id));
    expect(Number(sum)).toBe(user!.balanceCents);
  });

  it('has the demo merchant, owner of the first shop, who logs in to the seller centre', async () => {
    const login = await client(t.app).post('/api/seller/login', {
      account: 'merchant',
      password: 'merchant1234',
    });
    expect(login.data).toMatchObject({ role: 'owner', shop: { name: expect.any(String) } });
    const [first] = await t.database.db.select().from(shops).orderBy(asc(shops.id)).limit(1);
    expect(login.data.shop.id).toBe(first!.id);
  });

  it('gives a demo storefront from before the marketplace its merchant', async () => {
    const [merchant] = await t.database.db.select().from(users).where(eq(users.username, 'merchant'));
    await t.database.db.delete(shopMembers).where(eq(shopMembers.userId, merchant!.id));
    await t.database.db.delete(users).where(eq(users.id, merchant!.id));
    expect(await seedDemo(t.database.db)).toBe(false);
    const login = await client(t.app).post('/api/seller/login', {
      account: 'merchant',
      password: 'merchant1234',
    });
    expect(login.data).toMatchObject({ role: 'owner' });
  });

  it('runs once: a second run changes nothing', async () => {
    const before = await t.database.db.$count(products);
    await seedBase(t.database.db);
    expect(await seedDemo(t.database.db)).toBe(false);
    expect(await t.database.db.$count(products)).toBe(before);
    expect(await t.database.db.$count(categories)).toBe(10);
  });

  it('gives the banners of an older storefront their missing languages, keeping what an operator wrote', async () => {
    const db = t.database.db;
    const platform = async () =>
      (await db.select().from(settings).where(eq(settings.key, 'platform')))[0]!.value as {
        name: string;
        banners: { id: number; title: Record<string, string> }[];
      };
    const seeded = await platform();
    // As seeded before the translations: English and Chinese only; the operator retitled banner 2 and
    // wrote banner 3's German title.
    const older = {
      ...seeded,
      banners: seeded.banners.map((banner) => ({
        ...banner,
        title:
          banner.id === 2
            ? { en: 'Spring sale', 'zh-cn': '春季特卖' }
            : banner.id === 3
              ? { en: banner.title.en!, 'zh-cn': banner.title['zh-cn']!, de: 'Karten sofort' }
              : { en: banner.title.en!, 'zh-cn': banner.title['zh-cn']! },
      })),
    };
    await db.update(settings).set({ value: older }).where(eq(settings.key, 'platform'));
    await seedBase(db);
    const [first, second, third] = (await platform()).banners;
    expect(first!.title).toEqual(seeded.banners[0]!.title);
    expect(Object.keys(first!.title)).toHaveLength(14);
    expect(second!.title).toEqual({ en: 'Spring sale', 'zh-cn': '春季特卖' });
    expect(third!.title.de).toBe('Karten sofort');
    expect(third!.title.ri).toBe(seeded.banners[2]!.title.ri);
  });
});
