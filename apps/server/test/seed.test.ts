import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '@storefront/shared';
import {
  blockchainNetworks,
  categories,
  ledgerEntries,
  products,
  promoCodes,
  shops,
  users,
  virtualCards,
} from '../src/db/schema';
import { seedBase } from '../src/seed/base';
import { seedDemo } from '../src/seed/demo';
import { client, useTestApp } from './harness';

const { t } = useTestApp({ seed: 'demo' });

describe('demo seed', () => {
  it('has at least 12 shops and 240 products across the ten categories', async () => {
    const db = t.database.db;
    expect(await db.$count(shops)).toBeGreaterThanOrEqual(12);
    expect(await db.$count(products)).toBeGreaterThanOrEqual(240);
    const perCategory = await db
      .select({ key: categories.key, total: sql<number>`count(${products.id})::int` })
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .groupBy(categories.key);
    expect(perCategory.map((row) => row.key).sort()).toEqual([...CATEGORY_KEYS].sort());
    expect(perCategory.every((row) => row.total >= 20)).toBe(true);
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

  it('has the demo shopper with 10000.00 whose balance equals the ledger', async () => {
    const login = await client(t.app).post('/api/user/login', { account: 'demo', password: 'demo1234' });
    expect(login.code).toBe(1);
    expect(login.data.userinfo).toMatchObject({ balance: '10000.00', has_pay_password: true });
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'demo'));
    const [{ sum } = { sum: 0 }] = await t.database.db
      .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user!.id));
    expect(Number(sum)).toBe(user!.balanceCents);
  });

  it('runs once: a second run changes nothing', async () => {
    const before = await t.database.db.$count(products);
    await seedBase(t.database.db);
    expect(await seedDemo(t.database.db)).toBe(false);
    expect(await t.database.db.$count(products)).toBe(before);
    expect(await t.database.db.$count(categories)).toBe(10);
  });
});
