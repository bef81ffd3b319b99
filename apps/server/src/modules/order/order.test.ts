import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, salesToCount, shops } from '../../db/schema';
import { client, useTestApp } from '../../../test/harness';
import {
  balanceAndLedger,
  makeProduct,
  makePromo,
  makeShopper,
  PAY_CODE,
  stockOf,
} from '../../../test/shopping-fixtures';
import { runOrderJobs } from './lifecycle';
import { countSales } from './sales';

const { t, api, operatorToken } = useTestApp();

async function orderOf(shopper: { token: string; addressId: number }, productId: number, quantity = 1) {
  const result = await api.post(
    '/api/order/create',
    { items: [{ product_id: productId, quantity }], address_id: shopper.addressId },
    { token: shopper.token },
  );
  expect(result.msg).toBe('Create Order Success');
  return result.data as { order_id: number; order_no: string; total: string; status: string };
}

describe('order creation', () => {
  it('prices on the server, reserves stock and clears the bag lines used', async () => {
    const shopper = await makeShopper(t.database.db);
    const cheap = await makeProduct(t.database.db, { stock: 10, priceCents: 1250 });
    const line = await api.post(
      '/api/cart/add',
      { product_id: cheap.id, quantity: 2 },
      { token: shopper.token },
    );
    const created = await api.post(
      '/api/order/create',
      { cart_ids: [line.data.id], address_id: shopper.addressId },
      { token: shopper.token },
    );
    expect(created).toMatchObject({ code: 1, data: { status: 'unpaid', total: '31.00' } });
    expect(created.data.order_no).toMatch(/^\d{20}$/);
    expect(await stockOf(t.database.db, cheap.id)).toBe(8);
    expect((await api.get('/api/cart/list', {}, { token: shopper.token })).data).toEqual([]);
    const detail = await api.get(
      '/api/order/detail',
      { id: created.data.order_id },
      { token: shopper.token },
    );
    expect(detail.data).toMatchObject({
      amounts: { goods: '25.00', freight: '6.00', discount: '0.00', total: '31.00' },
      address: { consignee: 'Test Buyer' },
      actions: ['pay', 'cancel'],
      items: [{ product_id: cheap.id, quantity: 2, price: '12.50', subtotal: '25.00' }],
    });
  });

  it("refuses another shopper's address and takes no stock, with one product or several", async () => {
    const shopper = await makeShopper(t.database.db);
    const stranger = await makeShopper(t.database.db);
    const one = await makeProduct(t.database.db, { stock: 10 });
    const other = await makeProduct(t.database.db, { stock: 10, shopId: one.shopId });
    for (const items of [
      [{ product_id: one.id, quantity: 1 }],
      [
        { product_id: one.id, quantity: 1 },
        { product_id: other.id, quantity: 1 },
      ],
    ]) {
      const refused = await api.post(
        '/api/order/create',
        { items, address_id: stranger.addressId },
        { token: shopper.token },
      );
      expect(refused).toMatchObject({ code: 0, key: 'msg.address_not_found' });
    }
    expect(await stockOf(t.database.db, one.id)).toBe(10);
    expect(await stockOf(t.database.db, other.id)).toBe(10);
    expect(await t.database.db.$count(orders, eq(orders.userId, shopper.id))).toBe(0);
  });

  it('numbers orders by the UTC second and a shared counter, so two orders never share a number', async () => {
    const shopper = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { stock: 10 });
    const numbers = [];
    for (let index = 0; index < 5; index += 1) numbers.push((await orderOf(shopper, product.id)).order_no);
    for (const [index, number] of numbers.entries()) {
      expect(number).toMatch(/^\d{20}$/);
      const [year, month, day, hour, minute, second] = number
        .slice(0, 14)
        .match(/^(\d{4})|\d{2}/g)!
        .map(Number);
      const stamped = Date.UTC(year!, month! - 1, day, hour, minute, second);
      expect(Math.abs(stamped - Date.now())).toBeLessThan(60_000);
      if (index > 0) {
        const step =
          (Number(number.slice(14)) - Number(numbers[index - 1]!.slice(14)) + 1_000_000) % 1_000_000;
        expect(step).toBe(1);
      }
    }
  });

  it('ships free from 49.00 and applies the promo code', async () => {
    const shopper = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { priceCents: 2500 });
    await makePromo(t.database.db, 'WELCOME10', 1000, 5000);
    const created = await api.post(
      '/api/order/create',
      {
        items: [{ product_id: product.id, quantity: 2 }],
        address_id: shopper.addressId,
        promo_code: 'welcome10',
      },
      { token: shopper.token },
    );
    expect(created.data.total).toBe('40.00');
    const small = await api.post(
      '/api/order/create',
      {
        items: [{ product_id: product.id, quantity: 1 }],
        address_id: shopper.addressId,
        promo_code: 'WELCOME10',
      },
      { token: shopper.token },
    );
    expect(small.msg).toBe('This promo code needs goods worth at least \u2068$50.00\u2069');
    const bogus = await api.post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId, promo_code: 'NOPE' },
      { token: shopper.token },
    );
    expect(bogus.msg).toBe('The promo code is not valid');
  });

  it.each([
    [{}, 'Please select an item'],
    [{ items: [] }, 'Please select an item'],
    [{ items: [{ product_id: 1, quantity: 0 }] }, 'Please enter a quantity from 1 to 999'],
  ])('refuses %o', async (body, message) => {
    const shopper = await makeShopper(t.database.db);
    expect(await api.post('/api/order/create', body, { token: shopper.token })).toMatchObject({
      code: 0,
      msg: message,
    });
  });

  it('needs an address for physical goods, never another shopper’s, and changes nothing when refused', async () => {
    const shopper = await makeShopper(t.database.db);
    const stranger = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { stock: 5 });
    const items = [{ product_id: product.id, quantity: 1 }];
    expect((await api.post('/api/order/create', { items }, { token: shopper.token })).msg).toBe(
      'Please choose a shipping address',
    );
    expect(
      (
        await api.post(
          '/api/order/create',
          { items, address_id: stranger.addressId },
          { token: shopper.token },
        )
      ).msg,
    ).toBe('The address does not exist');
    expect(await stockOf(t.database.db, product.id)).toBe(5);
    expect(await t.database.db.$count(orders, eq(orders.userId, shopper.id))).toBe(0);
  });

  it('refuses more than the stock, off-sale products, and another shopper’s bag lines', async () => {
    const shopper = await makeShopper(t.database.db);
    const stranger = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { stock: 2 });
    const base = { address_id: shopper.addressId };
    expect(
      (
        await api.post(
          '/api/order/create',
          { ...base, items: [{ product_id: product.id, quantity: 3 }] },
          { token: shopper.token },
        )
      ).msg,
    ).toBe(`Not enough stock for ${product.name}`);
    const off = await makeProduct(t.database.db, { status: 'off' });
    expect(
      (
        await api.post(
          '/api/order/create',
          { ...base, items: [{ product_id: off.id, quantity: 1 }] },
          { token: shopper.token },
        )
      ).msg,
    ).toBe('The product does not exist or is no longer on sale');
    const line = await api.post(
      '/api/cart/add',
      { product_id: product.id, quantity: 1 },
      { token: stranger.token },
    );
    expect(
      (await api.post('/api/order/create', { ...base, cart_ids: [line.data.id] }, { token: shopper.token }))
        .msg,
    ).toBe('The item is no longer in your bag');
    expect(await stockOf(t.database.db, product.id)).toBe(2);
  });

  it('places an order of several products whole or not at all', async () => {
    const shopper = await makeShopper(t.database.db);
    const plenty = await makeProduct(t.database.db, { stock: 10 });
    const scarce = await makeProduct(t.database.db, { stock: 3 });
    const create = (items: { product_id: number; quantity: number }[]) =>
      api.post('/api/order/create', { address_id: shopper.addressId, items }, { token: shopper.token });
    const short = await create([
      { product_id: plenty.id, quantity: 4 },
      { product_id: scarce.id, quantity: 2 },
      { product_id: scarce.id, quantity: 2 },
    ]);
    expect(short.msg).toBe(`Not enough stock for ${scarce.name}`);
    expect([await stockOf(t.database.db, plenty.id), await stockOf(t.database.db, scarce.id)]).toEqual([
      10, 3,
    ]);
    expect(await t.database.db.$count(orders, eq(orders.userId, shopper.id))).toBe(0);

    const whole = await create([
      { product_id: scarce.id, quantity: 3 },
      { product_id: plenty.id, quantity: 4 },
    ]);
    expect(whole.msg).toBe('Create Order Success');
    expect([await stockOf(t.database.db, plenty.id), await stockOf(t.database.db, scarce.id)]).toEqual([
      6, 0,
    ]);
  });

  it('does not mix virtual products with other items', async () => {
    const shopper = await makeShopper(t.database.db);
    const card = await makeProduct(t.database.db, { virtual: { cards: 3 } });
    const thing = await makeProduct(t.database.db);
    const result = await api.post(
      '/api/order/create',
      {
        items: [
          { product_id: card.id, quantity: 1 },
          { product_id: thing.id, quantity: 1 },
        ],
        address_id: shopper.addressId,
      },
      { token: shopper.token },
    );
    expect(result.msg).toBe('Virtual products cannot be ordered together with other items');
  });

  it('answers the same Idempotency-Key with the first order, and refuses it for another body', async () => {
    const shopper = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { stock: 10 });
    const send = (quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/create?lang=en',
        headers: { token: shopper.token, 'idempotency-key': 'checkout-1' },
        payload: { items: [{ product_id: product.id, quantity }], address_id: shopper.addressId },
      });
    const first = (await send(1)).json();
    const second = (await send(1)).json();
    expect(second.data).toEqual(first.data);
    expect(await stockOf(t.database.db, product.id)).toBe(9);
    expect((await send(2)).json()).toMatchObject({
      code: 0,
      msg: 'This request key was already used for a different request',
    });
  });

  it('answers a payment retried with its Idempotency-Key as the first time, and debits once', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const product = await makeProduct(t.database.db, { priceCents: 1_500 });
    const [first, second] = [await orderOf(shopper, product.id), await orderOf(shopper, product.id)];
    const pay = (orderId: number) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/order/pay?lang=en',
          headers: { token: shopper.token, 'idempotency-key': 'pay-1' },
          payload: { order_id: orderId, pay_password: PAY_CODE },
        })
        .then((response) => response.json());
    const paid = await pay(first.order_id);
    // 15.00 and 6.00 of freight.
    expect(paid).toMatchObject({ code: 1, data: { order_id: first.order_id, balance: '79.00' } });
    // The answer as given (its time is the retry's own: a second may have passed).
    expect(await pay(first.order_id)).toEqual({ ...paid, time: expect.any(Number) });
    expect(await pay(second.order_id)).toMatchObject({
      code: 0,
      msg: 'This request key was already used for a different request',
    });
    expect((await balanceAndLedger(t.database.db, shopper.id)).balance).toBe(7_900);
  });
});

describe('payment', () => {
  it('debits the balance once, through the ledger, and the order waits for delivery', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const product = await makeProduct(t.database.db, { priceCents: 6000 });
    const order = await orderOf(shopper, product.id);
    await countSales(t.database.db); // what earlier tests of this file paid
    const paid = await api.post(
      '/api/order/pay',
      { order_id: order.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(paid).toMatchObject({
      code: 1,
      msg: 'Pay Success',
      data: { status: 'undelivered', balance: '40.00' },
    });
    expect(await balanceAndLedger(t.database.db, shopper.id)).toEqual({
      balance: 4000,
      ledgerSum: 4000,
      ledgerRows: 2,
    });
    const again = await api.post(
      '/api/order/pay',
      { order_id: order.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(again.msg).toBe('This order can no longer be paid');
    expect((await balanceAndLedger(t.database.db, shopper.id)).balance).toBe(4000);
    // The order keeps how it was paid: a refund goes back the same way.
    const [paidOrder] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(paidOrder?.paymentMethod).toBe('balance');
    const salesOf = async () => ({
      product: (await t.database.db.select().from(products).where(eq(products.id, product.id)))[0]?.sales,
      shop: (await t.database.db.select().from(shops).where(eq(shops.id, product.shopId)))[0],
    });
    // Counted by the sales counter, once, not by the payment itself (decision 014).
    expect((await salesOf()).product).toBe(0);
    expect(await countSales(t.database.db)).toBe(1);
    expect(await countSales(t.database.db)).toBe(0);
    const counted = await salesOf();
    expect(counted.product).toBe(1);
    expect(counted.shop).toMatchObject({ sales: 1, totalSalesCents: 6000 });
  });

  it('answers the balance left to the cent, as every other answer writes money', async () => {
    const product = await makeProduct(t.database.db, { priceCents: 1_002 });
    for (const [balanceCents, left] of [
      [10_007, '84.05'],
      [1_607, '0.05'],
      [1_602, '0.00'],
      [101_602, '1000.00'],
    ] as const) {
      const shopper = await makeShopper(t.database.db, { balanceCents });
      const order = await orderOf(shopper, product.id);
      const pay = async () =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/order/pay?lang=en',
            headers: { token: shopper.token, 'idempotency-key': `odd-cents-${balanceCents}` },
            payload: { order_id: order.order_id, pay_password: PAY_CODE },
          })
        ).json();
      const paid = await pay();
      expect(paid.data.balance).toBe(left);
      // The retry's answer is the one stored with the key.
      expect((await pay()).data).toEqual(paid.data);
    }
  });

  it('says when the balance is not enough and changes nothing', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 500 });
    const product = await makeProduct(t.database.db, { priceCents: 6000 });
    const order = await orderOf(shopper, product.id);
    const result = await api.post(
      '/api/order/pay',
      { order_id: order.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    // The text is for the shopper; the key is what the app decides on (it offers a top-up).
    expect(result).toMatchObject({
      code: 0,
      msg: 'Your balance is not enough',
      key: 'msg.insufficient_balance',
    });
    expect(await balanceAndLedger(t.database.db, shopper.id)).toEqual({
      balance: 500,
      ledgerSum: 500,
      ledgerRows: 1,
    });
    expect(
      (await api.get('/api/order/detail', { id: order.order_id }, { token: shopper.token })).data.status,
    ).toBe('unpaid');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, product.shopId));
    expect([row?.sales, shop?.sales, shop?.totalSalesCents]).toEqual([0, 0, 0]);
  });

  it('needs a payment code, counts wrong ones and locks after five', async () => {
    const without = await makeShopper(t.database.db, { balanceCents: 10_000, payCode: false });
    const product = await makeProduct(t.database.db, { priceCents: 100 });
    const first = await orderOf(without, product.id);
    expect(
      (
        await api.post(
          '/api/order/pay',
          { order_id: first.order_id, pay_password: '123456' },
          { token: without.token },
        )
      ).msg,
    ).toBe('Please set a payment code first');

    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const order = await orderOf(shopper, product.id);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push(
        (
          await api.post(
            '/api/order/pay',
            { order_id: order.order_id, pay_password: '000000' },
            { token: shopper.token },
          )
        ).msg,
      );
    }
    expect(messages.slice(0, 4)).toEqual(
      [4, 3, 2, 1].map((n) => `Incorrect payment code, ${n} attempts left`),
    );
    expect(messages[4]).toBe('Too many wrong payment codes, please try again in 15 minutes');
    const right = await api.post(
      '/api/order/pay',
      { order_id: order.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(right.msg).toBe('Too many wrong payment codes, please try again in 15 minutes');
    expect((await balanceAndLedger(t.database.db, shopper.id)).balance).toBe(10_000);
    // A refused code pays nothing and leaves nothing to count.
    const [refused] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(refused?.status).toBe('unpaid');
    expect(
      await t.database.db.select().from(salesToCount).where(eq(salesToCount.productId, product.id)),
    ).toEqual([]);
  });

  it('pays with the right code after wrong ones, and starts the count of wrong codes again', async () => {
    const product = await makeProduct(t.database.db);
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const pay = async (orderId: number, code: string) =>
      (await api.post('/api/order/pay', { order_id: orderId, pay_password: code }, { token: shopper.token }))
        .msg;
    const first = await orderOf(shopper, product.id);
    expect(await pay(first.order_id, '000000')).toBe('Incorrect payment code, 4 attempts left');
    expect(await pay(first.order_id, '000000')).toBe('Incorrect payment code, 3 attempts left');
    expect(await pay(first.order_id, PAY_CODE)).toBe('Pay Success');
    const second = await orderOf(shopper, product.id);
    expect(await pay(second.order_id, '000000')).toBe('Incorrect payment code, 4 attempts left');
  });

  it('ends the streak of wrong codes with a right one even when the order cannot be paid', async () => {
    const product = await makeProduct(t.database.db, { priceCents: 6000 });
    const shopper = await makeShopper(t.database.db, { balanceCents: 500 });
    const pay = async (orderId: number, code: string) =>
      (await api.post('/api/order/pay', { order_id: orderId, pay_password: code }, { token: shopper.token }))
        .msg;
    const order = await orderOf(shopper, product.id);
    for (const left of [4, 3, 2, 1]) {
      expect(await pay(order.order_id, '000000')).toBe(`Incorrect payment code, ${left} attempts left`);
    }
    // The fifth attempt, with the right code: the balance is short, but the code was right.
    expect(await pay(order.order_id, PAY_CODE)).toBe('Your balance is not enough');
    await api.post('/api/order/cancel', { order_id: order.order_id }, { token: shopper.token });
    for (const left of [4, 3, 2, 1]) {
      expect(await pay(order.order_id, '000000')).toBe(`Incorrect payment code, ${left} attempts left`);
    }
    expect(await pay(order.order_id, PAY_CODE)).toBe('This order can no longer be paid');
    expect(await pay(order.order_id, '000000')).toBe('Incorrect payment code, 4 attempts left');
  });

  it('refuses an order past its 30 minutes even before the order clock has run', async () => {
    const product = await makeProduct(t.database.db);
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const order = await orderOf(shopper, product.id);
    await t.database.db
      .update(orders)
      .set({
        createdAt: sql`now() - interval '31 minutes'`,
        expiresAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(orders.id, order.order_id));
    const result = await api.post(
      '/api/order/pay',
      { order_id: order.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(result).toMatchObject({ code: 0, msg: 'This order can no longer be paid' });
    expect(await balanceAndLedger(t.database.db, shopper.id)).toEqual({
      balance: 10_000,
      ledgerSum: 10_000,
      ledgerRows: 1,
    });
    // The clock then cancels it as it always did.
    expect((await runOrderJobs(t.database.db)).expired).toBeGreaterThanOrEqual(1);
    const [expired] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(expired?.status).toBe('cancelled');
  });

  it("refuses another shopper's order and a cancelled one", async () => {
    const owner = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const stranger = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const product = await makeProduct(t.database.db);
    const order = await orderOf(owner, product.id);
    const foreign = await api.post(
      '/api/order/pay',
      { order_id: order.order_id, pay_password: PAY_CODE },
      { token: stranger.token },
    );
    expect(foreign.msg).toBe('The order does not exist');
    expect((await api.get('/api/order/detail', { id: order.order_id }, { token: stranger.token })).msg).toBe(
      'The order does not exist',
    );
    expect(
      (await api.post('/api/order/cancel', { order_id: order.order_id }, { token: stranger.token })).msg,
    ).toBe('The order does not exist');
    await api.post('/api/order/cancel', { order_id: order.order_id }, { token: owner.token });
    const cancelled = await api.post(
      '/api/order/pay',
      { order_id: order.order_id, pay_password: PAY_CODE },
      { token: owner.token },
    );
    expect(cancelled.msg).toBe('This order can no longer be paid');
    expect((await balanceAndLedger(t.database.db, owner.id)).balance).toBe(10_000);
  });

  it('pays orders together or not at all: one not payable, or money short, leaves every order and the balance', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const first = await makeProduct(t.database.db, { priceCents: 2_000 });
    const second = await makeProduct(t.database.db, { priceCents: 2_000 });
    const payable = await orderOf(shopper, first.id);
    const cancelled = await orderOf(shopper, second.id);
    await api.post('/api/order/cancel', { order_id: cancelled.order_id }, { token: shopper.token });
    const unchanged = async () => {
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, payable.order_id));
      expect(order).toMatchObject({ status: 'unpaid', paidAt: null });
      expect(await t.database.db.$count(salesToCount, eq(salesToCount.productId, first.id))).toBe(0);
      expect(await balanceAndLedger(t.database.db, shopper.id)).toMatchObject({ balance: 10_000 });
    };
    const together = await api.post(
      '/api/order/pay',
      { order_ids: [payable.order_id, cancelled.order_id], pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(together.msg).toBe('This order can no longer be paid');
    await unchanged();
    const poorer = await makeShopper(t.database.db, { balanceCents: 1_000 });
    const order = await orderOf(poorer, first.id);
    const short = await api.post(
      '/api/order/pay',
      { order_id: order.order_id, pay_password: PAY_CODE },
      { token: poorer.token },
    );
    expect(short).toMatchObject({ code: 0, key: 'msg.insufficient_balance' });
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(kept).toMatchObject({ status: 'unpaid', paidAt: null });
    await unchanged();
  });
});

describe('after payment', () => {
  it('cancelling an unpaid order gives the stock back; a paid one cannot be cancelled', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const product = await makeProduct(t.database.db, { stock: 5 });
    const order = await orderOf(shopper, product.id, 2);
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    const cancelled = await api.post(
      '/api/order/cancel',
      { order_id: order.order_id },
      { token: shopper.token },
    );
    expect(cancelled).toMatchObject({ code: 1, data: { status: 'cancelled', actions: [] } });
    expect(await stockOf(t.database.db, product.id)).toBe(5);
    expect(
      (await api.post('/api/order/cancel', { order_id: order.order_id }, { token: shopper.token })).msg,
    ).toBe('This order can no longer be cancelled');
    expect(await stockOf(t.database.db, product.id)).toBe(5);
  });

  it('the operator ships, adds logistics, the shopper confirms receipt', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const product = await makeProduct(t.database.db);
    const order = await orderOf(shopper, product.id);
    const operator = await operatorToken();
    expect(
      (await api.post('/api/order/confirm', { order_id: order.order_id }, { token: shopper.token })).msg,
    ).toBe('This order cannot be confirmed as received');
    expect(
      (
        await api.post(
          '/api/admin/order/ship',
          { order_id: order.order_id, company: 'DHL', tracking_no: 'JD01' },
          { token: operator },
        )
      ).msg,
    ).toBe('This order cannot be shipped');
    await api.post(
      '/api/order/pay',
      { order_id: order.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(
      (
        await api.post(
          '/api/admin/order/ship',
          { order_id: order.order_id, company: 'DHL', tracking_no: 'JD01' },
          { token: shopper.token },
        )
      ).status,
    ).toBe(401);
    const shipped = await api.post(
      '/api/admin/order/ship',
      { order_id: order.order_id, company: 'DHL', tracking_no: 'JD01' },
      { token: operator },
    );
    expect(shipped.data).toMatchObject({
      status: 'delivered',
      logistics_company: 'DHL',
      tracking_no: 'JD01',
    });
    await api.post(
      '/api/admin/order/logistics',
      { order_id: order.order_id, text: 'Arrived at Portland hub' },
      { token: operator },
    );
    const detail = await api.get('/api/order/detail', { id: order.order_id }, { token: shopper.token });
    expect(
      detail.data.logistics.map((entry: { kind: string; text: string }) => [entry.kind, entry.text]),
    ).toEqual([
      ['note', 'Arrived at Portland hub'],
      ['shipped', 'DHL JD01'],
    ]);
    expect(detail.data.actions).toEqual(['confirm', 'refund']);
    const confirmed = await api.post(
      '/api/order/confirm',
      { order_id: order.order_id },
      { token: shopper.token },
    );
    expect(confirmed.data).toMatchObject({ status: 'received', actions: ['refund', 'review'] });
    const tab = await api.get('/api/user/order_list', { status: 'received' }, { token: shopper.token });
    expect(tab.data.list.map((o: { id: number }) => o.id)).toEqual([order.order_id]);
  });

  it('virtual goods deliver their cards at payment and hold the purchase limit', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const card = await makeProduct(t.database.db, {
      virtual: { cards: 5, period: 'day', count: 2 },
      priceCents: 500,
    });
    const created = await api.post(
      '/api/order/create',
      { items: [{ product_id: card.id, quantity: 2 }] },
      { token: shopper.token },
    );
    expect(created.data.total).toBe('10.00');
    const beforePay = await api.get(
      '/api/order/detail',
      { id: created.data.order_id },
      { token: shopper.token },
    );
    expect(beforePay.data.cards).toEqual([]);
    const revealUnpaid = await api.post(
      '/api/order/cards',
      { order_id: created.data.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(revealUnpaid).toMatchObject({ code: 0, msg: 'The order does not exist', data: null });
    const payKeyed = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/order/pay?lang=en',
          headers: { token: shopper.token, 'idempotency-key': 'virtual-pay' },
          payload: { order_id: created.data.order_id, pay_password: PAY_CODE },
        })
      ).json();
    const paid = await payKeyed();
    expect(paid.data.status).toBe('received');
    // Retried with its key: the answer as given, with the status after delivery.
    expect((await payKeyed()).data).toEqual(paid.data);
    const detail = await api.get(
      '/api/order/detail',
      { id: created.data.order_id },
      { token: shopper.token },
    );
    // The detail lists the numbers; a stolen session alone never reads a password.
    expect(detail.data.cards).toHaveLength(2);
    expect(detail.data.cards[0]).toEqual({ product_id: card.id, card_no: expect.stringMatching(/^CARD-/) });
    expect(JSON.stringify(detail)).not.toMatch(/card_password/);
    expect(detail.data.logistics[0].kind).toBe('cards');
    const reveal = (payPassword: string, orderId = created.data.order_id, token = shopper.token) =>
      api.post('/api/order/cards', { order_id: orderId, pay_password: payPassword }, { token });
    const wrong = await reveal('000000');
    expect(wrong).toMatchObject({ code: 0, msg: 'Incorrect payment code, 4 attempts left' });
    expect(wrong.data).toBeNull();
    const revealed = await reveal(PAY_CODE);
    expect(revealed.data).toEqual(
      detail.data.cards.map((listed: { card_no: string }) => ({
        ...listed,
        card_password: expect.stringMatching(/^PW\d$/),
      })),
    );
    // Another shopper with a payment code of their own cannot read them, whatever code they send.
    const stranger = await makeShopper(t.database.db);
    expect((await reveal(PAY_CODE, created.data.order_id, stranger.token)).msg).toBe(
      'The order does not exist',
    );

    const more = await api.post(
      '/api/order/create',
      { items: [{ product_id: card.id, quantity: 1 }] },
      { token: shopper.token },
    );
    expect(more.msg).toBe(`${card.name} is limited to 2 per period; you can still buy 0`);
    const page = await api.get('/api/product/detail', { id: card.id }, { token: shopper.token });
    expect(page.data).toMatchObject({ bought: 2, remaining: 0, stock: 3 });
  });
});

describe('the order clock', () => {
  it('cancels unpaid orders after 30 minutes, receives after 10 days, completes after 7', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const product = await makeProduct(t.database.db, { stock: 10 });
    const unpaid = await orderOf(shopper, product.id, 3);
    const delivered = await orderOf(shopper, product.id);
    const received = await orderOf(shopper, product.id);
    const operator = await operatorToken();
    for (const order of [delivered, received]) {
      await api.post(
        '/api/order/pay',
        { order_id: order.order_id, pay_password: PAY_CODE },
        { token: shopper.token },
      );
      await api.post(
        '/api/admin/order/ship',
        { order_id: order.order_id, company: 'UPS', tracking_no: '1Z' },
        { token: operator },
      );
    }
    await api.post('/api/order/confirm', { order_id: received.order_id }, { token: shopper.token });
    expect(await stockOf(t.database.db, product.id)).toBe(5);

    const status = async (id: number) =>
      (await api.get('/api/order/detail', { id }, { token: shopper.token })).data.status;
    await runOrderJobs(t.database.db, new Date(Date.now() + 29 * 60_000));
    expect(await status(unpaid.order_id)).toBe('unpaid');
    await runOrderJobs(t.database.db, new Date(Date.now() + 31 * 60_000));
    expect(await status(unpaid.order_id)).toBe('cancelled');
    expect(await stockOf(t.database.db, product.id)).toBe(8);
    await runOrderJobs(t.database.db, new Date(Date.now() + 8 * 86_400_000));
    expect([await status(delivered.order_id), await status(received.order_id)]).toEqual([
      'delivered',
      'completed',
    ]);
    await runOrderJobs(t.database.db, new Date(Date.now() + 11 * 86_400_000));
    expect([
      await status(unpaid.order_id),
      await status(delivered.order_id),
      await status(received.order_id),
    ]).toEqual(['cancelled', 'received', 'completed']);
    await runOrderJobs(t.database.db, new Date(Date.now() + 31 * 60_000));
    expect(await stockOf(t.database.db, product.id)).toBe(8);
  });
});

describe('operator products', () => {
  it('creates and edits products; virtual products take their stock from imported cards', async () => {
    const operator = await operatorToken();
    const [category] = (await client(t.app).get('/api/index/category')).data;
    const product = await makeProduct(t.database.db);
    const base = {
      name: 'Operator Lamp',
      price: '19.90',
      stock: 12,
      category_id: category.id,
      shop_id: product.shopId,
    };
    const created = await api.post('/api/admin/product/save', base, { token: operator });
    expect(created.data).toMatchObject({ name: 'Operator Lamp', price: '19.90', stock: 12, status: 'on' });
    expect((await api.get('/api/index/product', { keyword: 'Operator Lamp' })).data.total).toBe(1);
    const edited = await api.post(
      '/api/admin/product/save',
      { ...base, id: created.data.id, price: '17.50', status: 'off' },
      { token: operator },
    );
    expect(edited.data).toMatchObject({ price: '17.50', status: 'off' });
    expect((await api.get('/api/index/product', { keyword: 'Operator Lamp' })).data.total).toBe(0);

    const cards = [
      { card_no: 'A-1', card_password: 'x1' },
      { card_no: 'A-2', card_password: 'x2' },
    ];
    const virtual = await api.post(
      '/api/admin/product/save',
      { ...base, name: 'Gift Code', is_virtual: true, limit_period: 'week', limit_count: 1, cards },
      { token: operator },
    );
    expect(virtual.data).toMatchObject({ is_virtual: true, stock: 2, limit_period: 'week', limit_count: 1 });
    const again = await api.post(
      '/api/admin/product/save',
      {
        ...base,
        id: virtual.data.id,
        name: 'Gift Code',
        is_virtual: true,
        limit_period: 'week',
        limit_count: 1,
        cards: [...cards, { card_no: 'A-3', card_password: 'x3' }],
      },
      { token: operator },
    );
    expect(again.data.stock).toBe(3);
    expect(
      (await api.post('/api/admin/product/save', { ...base, price: '0' }, { token: operator })).msg,
    ).toBe('Price must be a correct amount');
    expect((await api.post('/api/admin/product/save', base)).status).toBe(401);
  });
});
