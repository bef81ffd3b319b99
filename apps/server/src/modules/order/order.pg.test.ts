import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPostings, orders, products, shops } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { countSales } from './sales';
import {
  balanceAndLedger,
  makeProduct,
  makeShopper,
  PAY_CODE,
  stockOf,
} from '../../../test/shopping-fixtures';
import { postingsOf } from '../../lib/ledger';

type Shopper = Awaited<ReturnType<typeof makeShopper>>;

/** Races need a real server: PGlite runs one query at a time. This file runs only on PostgreSQL. */
const { t } = useTestApp();

const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app
    .inject({ method: 'POST', url: `${url}?lang=en`, headers: { token, ...headers }, payload })
    .then((response) => response.json());

describe('money and stock under concurrency (PostgreSQL)', () => {
  it('200 shoppers ordering the last 10 at once get exactly 10 orders, and the stock ends at 0', async () => {
    const product = await makeProduct(t.database.db, { stock: 10 });
    const shoppers = [];
    for (let i = 0; i < 200; i += 1) shoppers.push(await makeShopper(t.database.db));
    const results = await Promise.all(
      shoppers.map((shopper) =>
        post('/api/order/create', shopper.token, {
          items: [{ product_id: product.id, quantity: 1 }],
          address_id: shopper.addressId,
        }),
      ),
    );
    expect(results.filter((result) => result.code === 1)).toHaveLength(10);
    expect(results.filter((result) => result.msg === `Not enough stock for ${product.name}`)).toHaveLength(
      190,
    );
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    expect(await t.database.db.$count(orders)).toBeGreaterThanOrEqual(10);
  });

  it('50 payments of one order at once pay it once, with one ledger row', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const product = await makeProduct(t.database.db, { priceCents: 4_000 });
    const created = await post('/api/order/create', shopper.token, {
      items: [{ product_id: product.id, quantity: 1 }],
      address_id: shopper.addressId,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/order/pay', shopper.token, { order_id: created.data.order_id, pay_password: PAY_CODE }),
      ),
    );
    expect(results.filter((result) => result.code === 1)).toHaveLength(1);
    expect(results.filter((result) => result.msg === 'This order can no longer be paid')).toHaveLength(49);
    const payments = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(and(postingsOf('wallet', shopper.id), eq(ledgerPostings.kind, 'payment')));
    expect(payments).toHaveLength(1);
    expect(await balanceAndLedger(t.database.db, shopper.id)).toMatchObject({
      balance: 95_400,
      ledgerSum: 95_400,
    });
  });

  it('payments of many orders at once never take a balance below zero', async () => {
    // Each order is 40.00 plus 6.00 freight; the balance pays three of them and leaves 2.00.
    const shopper = await makeShopper(t.database.db, { balanceCents: 14_000 });
    const product = await makeProduct(t.database.db, { priceCents: 4_000 });
    const orderIds: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const created = await post('/api/order/create', shopper.token, {
        items: [{ product_id: product.id, quantity: 1 }],
        address_id: shopper.addressId,
      });
      orderIds.push(created.data.order_id);
    }
    const results = await Promise.all(
      orderIds.map((orderId) =>
        post('/api/order/pay', shopper.token, { order_id: orderId, pay_password: PAY_CODE }),
      ),
    );
    expect(results.filter((result) => result.code === 1)).toHaveLength(3);
    expect(results.filter((result) => result.msg === 'Your balance is not enough')).toHaveLength(5);
    expect(await t.database.db.$count(orders, eq(orders.userId, shopper.id))).toBe(8);
    expect(
      await t.database.db.$count(orders, and(eq(orders.userId, shopper.id), eq(orders.status, 'unpaid'))),
    ).toBe(5);
    expect(await balanceAndLedger(t.database.db, shopper.id)).toMatchObject({
      balance: 200,
      ledgerSum: 200,
    });
  });

  it("checkouts of the same two shops' products at once all succeed, and stock and sales add up, counted once", async () => {
    const [first, second] = [
      await makeProduct(t.database.db, { stock: 1_000 }),
      await makeProduct(t.database.db, { stock: 1_000 }),
    ];
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 40; i += 1) {
      shoppers.push(await makeShopper(t.database.db, { balanceCents: 1_000_000 }));
    }
    // Half list the products one way round, half the other, and orders and payments overlap: none may fail,
    // and no reservation or sale may be lost.
    const checkoutOf = async (shopper: Shopper, index: number) => {
      const items = [first, second].map((product) => ({ product_id: product!.id, quantity: 1 }));
      const created = await post('/api/order/create', shopper.token, {
        items: index % 2 ? items.reverse() : items,
        address_id: shopper.addressId,
      });
      // Two shops: two orders, paid together.
      const paid = await post('/api/order/pay', shopper.token, {
        order_ids: created.data?.order_ids,
        pay_password: PAY_CODE,
      });
      return [created.msg, paid.msg, created.data?.order_ids?.length];
    };
    // Several instances' sales counters run all along.
    let checkingOut = true;
    const counters = Array.from({ length: 3 }, async () => {
      while (checkingOut) {
        await countSales(t.database.db);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    const results = [];
    for (let round = 0; round < 3; round += 1) {
      results.push(...(await Promise.all(shoppers.map(checkoutOf))));
    }
    checkingOut = false;
    await Promise.all(counters);
    await countSales(t.database.db);
    expect(
      results.filter(
        ([created, paid, orders]) =>
          created !== 'Create Order Success' || paid !== 'Pay Success' || orders !== 2,
      ),
    ).toEqual([]);
    for (const product of [first, second]) {
      expect(await stockOf(t.database.db, product!.id)).toBe(1_000 - 120);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, product!.id));
      expect(row?.sales).toBe(120);
      const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, product!.shopId));
      expect(shop).toMatchObject({ sales: 120, totalSalesCents: 120 * product!.priceCents });
    }
  });

  it('the same Idempotency-Key sent 20 times at once creates one order', async () => {
    const shopper = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { stock: 100 });
    const body = { items: [{ product_id: product.id, quantity: 2 }], address_id: shopper.addressId };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/order/create', shopper.token, body, { 'idempotency-key': 'tap-tap-tap' }),
      ),
    );
    expect(results.every((result) => result.code === 1)).toBe(true);
    expect(new Set(results.map((result) => result.data.order_id)).size).toBe(1);
    expect(await t.database.db.$count(orders, eq(orders.userId, shopper.id))).toBe(1);
    expect(await stockOf(t.database.db, product.id)).toBe(98);
  });

  it('the same Idempotency-Key on a payment sent 10 times at once debits once, and all get its answer', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    // 50.00: no freight.
    const product = await makeProduct(t.database.db, { stock: 10, priceCents: 5_000 });
    const created = await post('/api/order/create', shopper.token, {
      items: [{ product_id: product.id, quantity: 1 }],
      address_id: shopper.addressId,
    });
    const body = { order_id: created.data.order_id, pay_password: PAY_CODE };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/order/pay', shopper.token, body, { 'idempotency-key': 'pay-pay-pay' }),
      ),
    );
    expect(results.map((result) => result.msg)).toEqual(Array(10).fill('Pay Success'));
    expect(results.map((result) => result.data)).toEqual(
      Array(10).fill({
        order_id: created.data.order_id,
        status: 'undelivered',
        balance: '50.00',
        order_ids: [created.data.order_id],
      }),
    );
    expect(await balanceAndLedger(t.database.db, shopper.id)).toMatchObject({
      balance: 5_000,
      ledgerSum: 5_000,
    });
  });

  it('concurrent purchases of a limited virtual product never pass its limit', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const card = await makeProduct(t.database.db, { virtual: { cards: 20, period: 'day', count: 2 } });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/order/create', shopper.token, { items: [{ product_id: card.id, quantity: 1 }] }),
      ),
    );
    const created = results.filter((result) => result.code === 1);
    expect(created).toHaveLength(2);
    expect(await stockOf(t.database.db, card.id)).toBe(18);
    const paid = await Promise.all(
      created.map((result) =>
        post('/api/order/pay', shopper.token, { order_id: result.data.order_id, pay_password: PAY_CODE }),
      ),
    );
    expect(paid.map((result) => result.data.status)).toEqual(['received', 'received']);
  });
});
