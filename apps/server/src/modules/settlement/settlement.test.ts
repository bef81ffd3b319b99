import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, orderItems, orders, shopAccounts, ledgerPostings, shops } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeMerchant } from '../../../test/marketplace-fixtures';
import {
  balanceAndLedger,
  makeProduct,
  makePromo,
  makeShop,
  makeShopper,
  moneyInvariant,
  PAY_CODE,
  type Shopper,
  stockOf,
} from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';
import { runOrderJobs } from '../order/lifecycle';
import { postingsOf } from '../../lib/ledger';
import { reconcile } from '../ledger/reconcile';

const { t, api, operatorToken } = useTestApp();

/** Two shops, the first selling two products (10.00 and 30.00), the second one (25.00). */
async function twoShops() {
  const [north, south] = [await makeShop(t.database.db), await makeShop(t.database.db)];
  const lamp = await makeProduct(t.database.db, { shopId: north.id, priceCents: 1_000, stock: 10 });
  const rug = await makeProduct(t.database.db, { shopId: north.id, priceCents: 3_000, stock: 10 });
  const kettle = await makeProduct(t.database.db, { shopId: south.id, priceCents: 2_500, stock: 10 });
  return { north, south, lamp, rug, kettle };
}

async function checkout(shopper: Shopper, items: { product_id: number; quantity: number }[], extra = {}) {
  const created = await api.post(
    '/api/order/create',
    { items, address_id: shopper.addressId, ...extra },
    { token: shopper.token },
  );
  expect(created.msg).toBe('Create Order Success');
  return created.data as { order_id: number; order_ids: number[]; total: string };
}

const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const shopBalance = async (shopId: number) =>
  (await t.database.db.select().from(shopAccounts).where(eq(shopAccounts.shopId, shopId)))[0]?.balanceCents ??
  0;

/** Pays one order, or several together, with the shopper's payment code. */
async function pay(shopper: Shopper, orders: number | number[]) {
  const which = typeof orders === 'number' ? { order_id: orders } : { order_ids: orders };
  await api.post('/api/order/pay', { ...which, pay_password: PAY_CODE }, { token: shopper.token });
}

/** Ships the order as the operator and confirms it as the shopper: it is received. */
async function receive(shopper: Shopper, orderId: number) {
  await api.post(
    '/api/admin/order/ship',
    { order_id: orderId, company: 'DHL', tracking_no: `T${orderId}` },
    { token: await operatorToken() },
  );
  expect((await api.post('/api/order/confirm', { order_id: orderId }, { token: shopper.token })).code).toBe(
    1,
  );
}

/** Receives the order and reviews every line as the shopper: it completes. */
async function complete(shopper: Shopper, orderId: number) {
  await receive(shopper, orderId);
  const detail = await api.get('/api/order/detail', { id: orderId }, { token: shopper.token });
  for (const item of detail.data.items as { product_id: number }[]) {
    const reviewed = await api.post(
      '/api/comment/add',
      {
        order_id: orderId,
        product_id: item.product_id,
        product_score: 5,
        service_score: 5,
        postage_score: 5,
        content: 'Fine',
      },
      { token: shopper.token },
    );
    expect(reviewed.code).toBe(1);
  }
  expect((await orderRow(orderId)).status).toBe('completed');
}

describe('orders per shop', () => {
  it('a checkout of two shops makes one order per shop, each with its own freight, paid together once', async () => {
    const { north, south, lamp, rug, kettle } = await twoShops();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const items = [
      { product_id: kettle.id, quantity: 1 },
      { product_id: lamp.id, quantity: 1 },
      { product_id: rug.id, quantity: 1 },
    ];
    const preview = await api.post('/api/order/preview', { items }, { token: shopper.token });
    // North sells 40.00 (below 49.00: freight 6.00), south 25.00 (freight 6.00).
    expect(preview.data).toMatchObject({
      goods: '65.00',
      freight: '12.00',
      total: '77.00',
      shop_orders: [
        { shop_id: north.id, goods: '40.00', freight: '6.00', total: '46.00' },
        { shop_id: south.id, goods: '25.00', freight: '6.00', total: '31.00' },
      ],
    });
    const before = await moneyInvariant(t.database.db);
    const created = await checkout(shopper, items);
    expect(created.total).toBe('77.00');
    expect(created.order_ids).toHaveLength(2);
    expect(created.order_id).toBe(created.order_ids[0]);
    const [first, second] = await Promise.all(created.order_ids.map(orderRow));
    expect(first).toMatchObject({ shopId: north.id, totalCents: 4_600, status: 'unpaid' });
    expect(second).toMatchObject({ shopId: south.id, totalCents: 3_100, status: 'unpaid' });

    const list = await api.get('/api/user/order_list', { status: 'all' }, { token: shopper.token });
    expect(list.data.list.map((order: { shop: { id: number } }) => order.shop.id)).toEqual([
      south.id,
      north.id,
    ]);

    const paid = await api.post(
      '/api/order/pay',
      { order_ids: created.order_ids, pay_password: PAY_CODE },
      { token: shopper.token, headers: { 'Idempotency-Key': 'pay-two-shops' } },
    );
    expect(paid.data).toMatchObject({
      status: 'undelivered',
      balance: '923.00',
      order_ids: created.order_ids,
    });
    const again = await api.post(
      '/api/order/pay',
      { order_ids: created.order_ids, pay_password: PAY_CODE },
      { token: shopper.token, headers: { 'Idempotency-Key': 'pay-two-shops' } },
    );
    expect(again.data).toEqual(paid.data);
    // One debit, one wallet posting per order (beside the opening balance's).
    expect(await balanceAndLedger(t.database.db, shopper.id)).toMatchObject({
      balance: 92_300,
      ledgerRows: 3,
    });
    expect((await orderRow(created.order_ids[1]!)).status).toBe('undelivered');
    expect(await moneyInvariant(t.database.db)).toMatchObject({
      held: before.held + 7_700,
      belowZero: false,
    });
  });

  it("pays all the orders or none: one not payable, or not the shopper's, leaves every one unpaid", async () => {
    const { lamp, kettle } = await twoShops();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const stranger = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const created = await checkout(shopper, [
      { product_id: lamp.id, quantity: 1 },
      { product_id: kettle.id, quantity: 1 },
    ]);
    const theirs = await checkout(stranger, [{ product_id: lamp.id, quantity: 1 }]);
    const notFound = await api.post(
      '/api/order/pay',
      { order_ids: [...created.order_ids, theirs.order_id], pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(notFound).toMatchObject({ code: 0, msg: 'The order does not exist' });

    await api.post('/api/order/cancel', { order_id: created.order_ids[1] }, { token: shopper.token });
    const notPayable = await api.post(
      '/api/order/pay',
      { order_ids: created.order_ids, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(notPayable.code).toBe(0);
    expect((await orderRow(created.order_ids[0]!)).status).toBe('unpaid');
    expect((await balanceAndLedger(t.database.db, shopper.id)).balance).toBe(100_000);

    const poor = await makeShopper(t.database.db, { balanceCents: 3_000 });
    const tooDear = await checkout(poor, [
      { product_id: lamp.id, quantity: 1 },
      { product_id: kettle.id, quantity: 1 },
    ]);
    const short = await api.post(
      '/api/order/pay',
      { order_ids: tooDear.order_ids, pay_password: PAY_CODE },
      { token: poor.token },
    );
    expect(short.msg).toBe('Your balance is not enough');
    expect((await Promise.all(tooDear.order_ids.map(orderRow))).map((order) => order.status)).toEqual([
      'unpaid',
      'unpaid',
    ]);
  });

  it('one shop short of stock refuses the whole checkout and takes no stock from the other', async () => {
    const { lamp, kettle } = await twoShops();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const refused = await api.post(
      '/api/order/create',
      {
        items: [
          { product_id: lamp.id, quantity: 2 },
          { product_id: kettle.id, quantity: 11 },
        ],
        address_id: shopper.addressId,
      },
      { token: shopper.token },
    );
    expect(refused.code).toBe(0);
    expect(await stockOf(t.database.db, lamp.id)).toBe(10);
    expect(await t.database.db.$count(orders, eq(orders.userId, shopper.id))).toBe(0);
  });

  it('shares a promo discount between the shops in proportion to their goods, to the cent', async () => {
    const { lamp, kettle } = await twoShops();
    await makePromo(t.database.db, 'SHARE7', 700, 0);
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const created = await checkout(
      shopper,
      [
        { product_id: lamp.id, quantity: 1 },
        { product_id: kettle.id, quantity: 1 },
      ],
      { promo_code: 'share7' },
    );
    const [first, second] = await Promise.all(created.order_ids.map(orderRow));
    // 7.00 over 10.00 and 25.00: 2.00 and 5.00.
    expect([first?.discountCents, second?.discountCents]).toEqual([200, 500]);
    expect(created.total).toBe(`${(1_000 + 600 - 200 + 2_500 + 600 - 500) / 100}.00`);
  });
});

describe('settlement', () => {
  it('completion credits each shop its order less the category commission, with a ledger row', async () => {
    const { north, south, lamp, rug, kettle } = await twoShops();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    // A shop's own rate overrides its category's.
    await t.database.db
      .insert(shopAccounts)
      .values({ shopId: south.id, commissionRateBp: 1_000 })
      .onConflictDoUpdate({ target: shopAccounts.shopId, set: { commissionRateBp: 1_000 } });
    const before = await moneyInvariant(t.database.db);
    const created = await checkout(shopper, [
      { product_id: lamp.id, quantity: 1 },
      { product_id: rug.id, quantity: 1 },
      { product_id: kettle.id, quantity: 1 },
    ]);
    await pay(shopper, created.order_ids);
    const [northOrder, southOrder] = created.order_ids as [number, number];
    await complete(shopper, northOrder);
    // 46.00 at the default 5 %: 2.30 commission, 43.70 to the shop. The south order is still held.
    expect(await orderRow(northOrder)).toMatchObject({ commissionCents: 230 });
    expect(await shopBalance(north.id)).toBe(4_370);
    expect(await shopBalance(south.id)).toBe(0);
    expect(await moneyInvariant(t.database.db)).toMatchObject({
      held: before.held + 3_100,
      commission: before.commission + 230,
    });
    const entries = await t.database.db.select().from(ledgerPostings).where(postingsOf('shop', north.id));
    expect(entries).toMatchObject([
      {
        amountCents: 4_370,
        balanceAfterCents: 4_370,
        kind: 'settlement',
        refType: 'order',
        refId: northOrder,
      },
    ]);

    await complete(shopper, southOrder);
    expect(await shopBalance(south.id)).toBe(3_100 - 310);
    const invariant = await moneyInvariant(t.database.db);
    expect(invariant).toMatchObject({ held: before.held, belowZero: false });
    expect(invariant.accounted).toBe(invariant.paid);
  });

  it('the category rate counts per line, and the order clock completes and settles once', async () => {
    const { north, lamp } = await twoShops();
    const [category] = await t.database.db.select().from(categories).limit(1);
    await t.database.db
      .update(categories)
      .set({ commissionRateBp: 1_250 })
      .where(eq(categories.id, category!.id));
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const created = await checkout(shopper, [{ product_id: lamp.id, quantity: 5 }]);
    await pay(shopper, created.order_id);
    await receive(shopper, created.order_id);
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect((await runOrderJobs(t.database.db, later)).completed).toBe(1);
    expect((await runOrderJobs(t.database.db, later)).completed).toBe(0);
    // 50.00 goods + free freight at 12.5 %: 6.25 commission.
    expect(await orderRow(created.order_id)).toMatchObject({ status: 'completed', commissionCents: 625 });
    expect(await shopBalance(north.id)).toBe(5_000 - 625);
    expect(await t.database.db.$count(ledgerPostings, postingsOf('shop', north.id))).toBe(1);
  });

  it('several orders of a shop settled at once: each ledger row’s balance follows the one before', async () => {
    const { north, lamp } = await twoShops();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    for (const quantity of [1, 2, 3]) {
      const created = await checkout(shopper, [{ product_id: lamp.id, quantity }]);
      await pay(shopper, created.order_id);
      await receive(shopper, created.order_id);
    }
    const before = await shopBalance(north.id);
    expect((await runOrderJobs(t.database.db, new Date(Date.now() + 8 * 86_400_000))).completed).toBe(3);
    const rows = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(postingsOf('shop', north.id))
      .orderBy(ledgerPostings.id);
    let running = before;
    for (const row of rows.slice(-3)) {
      running += row.amountCents;
      expect(row.balanceAfterCents).toBe(running);
    }
    expect(running).toBe(await shopBalance(north.id));
  });

  it('a refund before completion never reaches the shop; the rest of a partial one does', async () => {
    const { north, south, lamp, kettle } = await twoShops();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const before = await moneyInvariant(t.database.db);
    const created = await checkout(shopper, [
      { product_id: lamp.id, quantity: 1 },
      { product_id: kettle.id, quantity: 1 },
    ]);
    await pay(shopper, created.order_ids);
    const proof = [await uploadPicture(t.app, shopper.token)];
    const ask = (orderId: number, amount: string) =>
      api.post(
        '/api/refund/apply',
        {
          order_id: orderId,
          type: 'refund_only',
          amount,
          goods_status: 'not_received',
          reason: 'changed_mind',
          explanation: 'Not needed any more',
          images: proof,
        },
        { token: shopper.token },
      );
    const [northOrder, southOrder] = created.order_ids as [number, number];
    expect((await ask(northOrder, '16.00')).code).toBe(1);
    expect((await ask(southOrder, '11.00')).code).toBe(1);
    const operator = await operatorToken();
    const refunds = (await api.get('/api/admin/refunds', { status: 'auditing' }, { token: operator })).data
      .list as { id: number; order_id: number }[];
    for (const refund of refunds) {
      await api.post('/api/admin/refund/audit', { id: refund.id, pass: true }, { token: operator });
    }
    // North: all of 16.00 back, nothing settled. South: 11.00 of 31.00 back, 20.00 less 5 % to the shop.
    expect(await shopBalance(north.id)).toBe(0);
    expect(await shopBalance(south.id)).toBe(2_000 - 100);
    expect(await orderRow(northOrder)).toMatchObject({ status: 'refunded', commissionCents: 0 });
    const invariant = await moneyInvariant(t.database.db);
    expect(invariant).toMatchObject({
      refunded: before.refunded + 2_700,
      held: before.held,
      belowZero: false,
    });
    expect(invariant.accounted).toBe(invariant.paid);
  });

  it('a completed order is settled: no after-sale refund can be asked for any more', async () => {
    const { lamp } = await twoShops();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const created = await checkout(shopper, [{ product_id: lamp.id, quantity: 1 }]);
    await pay(shopper, created.order_id);
    await complete(shopper, created.order_id);
    const detail = await api.get('/api/order/detail', { id: created.order_id }, { token: shopper.token });
    expect(detail.data.actions).not.toContain('refund');
    const refused = await api.post(
      '/api/refund/apply',
      {
        order_id: created.order_id,
        type: 'return_refund',
        amount: '1.00',
        goods_status: 'received',
        reason: 'damaged',
        explanation: 'It broke',
        images: [await uploadPicture(t.app, shopper.token)],
      },
      { token: shopper.token },
    );
    expect(refused).toMatchObject({ code: 0, msg: 'This order cannot be refunded now' });
  });
});

describe('commission in the console', () => {
  it('operators set a shop’s own rate (empty: its categories’ again); the dashboard counts commission earned', async () => {
    const { north, lamp } = await twoShops();
    const operator = { token: await operatorToken() };
    const before = (await api.get('/api/admin/dashboard', {}, operator)).data.commission;
    const shopFields = { id: north.id, name: north.name, logo: north.logo, status: 'open' };
    const set = await api.post('/api/admin/shop/save', { ...shopFields, commission_rate: '0.08' }, operator);
    expect(set.data).toMatchObject({ id: north.id, commission_rate: '0.08' });
    const listed = await api.get('/api/admin/shops', {}, operator);
    expect(listed.data.find((shop: { id: number }) => shop.id === north.id).commission_rate).toBe('0.08');
    const wrong = await api.post('/api/admin/shop/save', { ...shopFields, commission_rate: '8%' }, operator);
    expect(wrong.msg).toBe('Commission rate is not valid');

    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const created = await checkout(shopper, [{ product_id: lamp.id, quantity: 5 }]);
    await pay(shopper, created.order_id);
    await complete(shopper, created.order_id);
    // 50.00 at 8 %.
    expect(await orderRow(created.order_id)).toMatchObject({ commissionCents: 400 });
    const after = (await api.get('/api/admin/dashboard', {}, operator)).data.commission;
    expect(Number(after.total) - Number(before.total)).toBeCloseTo(4, 2);
    expect(Number(after.month) - Number(before.month)).toBeCloseTo(4, 2);

    const cleared = await api.post(
      '/api/admin/shop/save',
      { ...shopFields, commission_rate: '', email: 'payouts@north.example' },
      operator,
    );
    expect(cleared.data).toMatchObject({ commission_rate: null, email: 'payouts@north.example' });
    const badEmail = await api.post(
      '/api/admin/shop/save',
      { ...shopFields, email: 'not-an-address' },
      operator,
    );
    expect(badEmail.msg).toBe('Please enter a correct email');
  });
});

describe('commission fixed at sale', () => {
  let categoryCount = 0;

  /** Categories of the test's own, rated by the operators in the console ("0.2" is twenty percent). */
  async function ratedCategories(...rates: string[]) {
    const operator = { token: await operatorToken() };
    const ids: number[] = [];
    for (const rate of rates) {
      categoryCount += 1;
      const [category] = await t.database.db
        .insert(categories)
        .values({ key: `rated-${categoryCount}`, icon: 'tag' })
        .returning();
      const saved = await api.post(
        '/api/admin/category/save',
        { id: category!.id, icon: 'tag', sort: 0, commission_rate: rate },
        operator,
      );
      expect(saved.data).toMatchObject({ id: category!.id, commission_rate: rate });
      ids.push(category!.id);
    }
    return ids;
  }

  /** The merchant lists (or, with `id`, edits) a product of 1,000.00 in the category, in the seller centre. */
  async function listAt(sellerToken: string, categoryId: number, id?: number) {
    const saved = await api.post(
      '/api/seller/product/save',
      { ...(id && { id }), name: 'Gold watch', price: '1000.00', stock: 10, category_id: categoryId },
      { token: sellerToken },
    );
    expect(saved.data).toMatchObject({ category_id: categoryId });
    return saved.data.id as number;
  }

  /** A shopper buys one of the product and pays: 1,000.00 (free freight). */
  async function buyOne(shopper: Shopper, productId: number) {
    const created = await checkout(shopper, [{ product_id: productId, quantity: 1 }]);
    expect(created.total).toBe('1000.00');
    await pay(shopper, created.order_id);
    return created.order_id;
  }

  const ratesOf = async (orderId: number) =>
    (
      await t.database.db
        .select({ rate: orderItems.commissionRateBp })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
    ).map((row) => row.rate);

  it('a merchant moving its product to a cheaper category after the sale does not lower the commission', async () => {
    const [dear, cheap] = (await ratedCategories('0.2', '0.01')) as [number, number];
    const { shopId, sellerToken } = await makeMerchant(t.database.db);
    const productId = await listAt(sellerToken, dear);
    const shopper = await makeShopper(t.database.db, { balanceCents: 200_000 });
    const orderId = await buyOne(shopper, productId);
    await listAt(sellerToken, cheap, productId);
    await complete(shopper, orderId);
    // 1,000.00 sold at 20 %: 200.00 to the platform, 800.00 to the shop (not 10.00 and 990.00).
    expect(await ratesOf(orderId)).toEqual([2_000]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', commissionCents: 20_000 });
    expect(await shopBalance(shopId)).toBe(80_000);
    const entries = await t.database.db.select().from(ledgerPostings).where(postingsOf('shop', shopId));
    expect(entries).toMatchObject([{ amountCents: 80_000, kind: 'settlement', refId: orderId }]);
  });

  it('an operator’s change of a category’s or a shop’s rate applies to orders placed afterwards', async () => {
    const [category] = (await ratedCategories('0.2')) as [number];
    const { shopId, sellerToken } = await makeMerchant(t.database.db);
    const productId = await listAt(sellerToken, category);
    const shopper = await makeShopper(t.database.db, { balanceCents: 400_000 });
    const operator = { token: await operatorToken() };
    const rateCategory = async (rate: string) =>
      expect(
        (
          await api.post(
            '/api/admin/category/save',
            { id: category, icon: 'tag', sort: 0, commission_rate: rate },
            operator,
          )
        ).code,
      ).toBe(1);
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, shopId));
    const rateShop = async (rate: string) =>
      expect(
        (
          await api.post(
            '/api/admin/shop/save',
            { id: shopId, name: shop!.name, logo: shop!.logo, status: 'open', commission_rate: rate },
            operator,
          )
        ).code,
      ).toBe(1);

    const atCategoryRate = await buyOne(shopper, productId);
    await rateCategory('0.05');
    const atLowerCategoryRate = await buyOne(shopper, productId);
    await rateShop('0.1');
    const atShopRate = await buyOne(shopper, productId);
    // Changed again after all three sales: none of the orders is charged these.
    await rateCategory('0.5');
    await rateShop('');
    expect(await ratesOf(atCategoryRate)).toEqual([2_000]);
    expect(await ratesOf(atLowerCategoryRate)).toEqual([500]);
    expect(await ratesOf(atShopRate)).toEqual([1_000]);

    for (const orderId of [atCategoryRate, atLowerCategoryRate, atShopRate]) await complete(shopper, orderId);
    expect(await orderRow(atCategoryRate)).toMatchObject({ commissionCents: 20_000 });
    expect(await orderRow(atLowerCategoryRate)).toMatchObject({ commissionCents: 5_000 });
    expect(await orderRow(atShopRate)).toMatchObject({ commissionCents: 10_000 });
    expect(await shopBalance(shopId)).toBe(300_000 - 35_000);
    const invariant = await moneyInvariant(t.database.db);
    expect(invariant.accounted).toBe(invariant.paid);
  });
});

describe('the books (double entry)', () => {
  const journalsOf = async (orderIds: number[]) =>
    t.database.db
      .select()
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.refType, 'order'), inArray(ledgerPostings.refId, orderIds)))
      .orderBy(ledgerPostings.id);
  const summed = (postings: { journalId: number; amountCents: number }[]) => {
    const sums = new Map<number, number>();
    for (const posting of postings)
      sums.set(posting.journalId, (sums.get(posting.journalId) ?? 0) + posting.amountCents);
    return [...sums.values()];
  };

  it('a two-shop payment, a refund of the second order and both settlements: journals that sum to zero and name each order', async () => {
    const { north, south, lamp, kettle } = await twoShops();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const created = await checkout(shopper, [
      { product_id: lamp.id, quantity: 1 },
      { product_id: kettle.id, quantity: 1 },
    ]);
    const [northOrder, southOrder] = created.order_ids as [number, number];
    await pay(shopper, created.order_ids);

    // One journal: per order, the wallet's debit (with the balance after it) and the clearing's credit.
    const paid = await journalsOf([northOrder, southOrder]);
    expect(new Set(paid.map((posting) => posting.journalId)).size).toBe(1);
    expect(
      paid.map(({ account, holderId, amountCents, balanceAfterCents, kind, refId }) => ({
        account,
        holderId,
        amountCents,
        balanceAfterCents,
        kind,
        refId,
      })),
    ).toEqual([
      {
        account: 'wallet',
        holderId: shopper.id,
        amountCents: -1_600,
        balanceAfterCents: 98_400,
        kind: 'payment',
        refId: northOrder,
      },
      {
        account: 'clearing',
        holderId: 0,
        amountCents: 1_600,
        balanceAfterCents: null,
        kind: 'payment',
        refId: northOrder,
      },
      {
        account: 'wallet',
        holderId: shopper.id,
        amountCents: -3_100,
        balanceAfterCents: 95_300,
        kind: 'payment',
        refId: southOrder,
      },
      {
        account: 'clearing',
        holderId: 0,
        amountCents: 3_100,
        balanceAfterCents: null,
        kind: 'payment',
        refId: southOrder,
      },
    ]);

    // The second order: 11.00 of its 31.00 back, the rest settled to its shop at once.
    const proof = [await uploadPicture(t.app, shopper.token)];
    const asked = await api.post(
      '/api/refund/apply',
      {
        order_id: southOrder,
        type: 'refund_only',
        amount: '11.00',
        goods_status: 'not_received',
        reason: 'changed_mind',
        explanation: 'Not needed any more',
        images: proof,
      },
      { token: shopper.token },
    );
    expect(asked.code).toBe(1);
    const operator = await operatorToken();
    const [refund] = (await api.get('/api/admin/refunds', { status: 'auditing' }, { token: operator })).data
      .list;
    await api.post('/api/admin/refund/audit', { id: refund.id, pass: true }, { token: operator });
    // The first order: completed, settled.
    await complete(shopper, northOrder);

    const all = await journalsOf([northOrder, southOrder]);
    expect(summed(all)).toEqual(summed(all).map(() => 0));
    const moves = all.map(({ account, holderId, amountCents, kind, refId }) => ({
      account,
      holderId,
      amountCents,
      kind,
      refId,
    }));
    expect(moves.slice(4)).toEqual(
      expect.arrayContaining([
        { account: 'wallet', holderId: shopper.id, amountCents: 1_100, kind: 'refund', refId: southOrder },
        { account: 'clearing', holderId: 0, amountCents: -1_100, kind: 'refund', refId: southOrder },
        // 20.00 left of the second order: 5 % commission.
        { account: 'clearing', holderId: 0, amountCents: -2_000, kind: 'settlement', refId: southOrder },
        { account: 'shop', holderId: south.id, amountCents: 1_900, kind: 'settlement', refId: southOrder },
        { account: 'commission', holderId: 0, amountCents: 100, kind: 'settlement', refId: southOrder },
        { account: 'clearing', holderId: 0, amountCents: -1_600, kind: 'settlement', refId: northOrder },
        { account: 'shop', holderId: north.id, amountCents: 1_520, kind: 'settlement', refId: northOrder },
        { account: 'commission', holderId: 0, amountCents: 80, kind: 'settlement', refId: northOrder },
      ]),
    );
    expect(moves).toHaveLength(12);
    // Nothing of either order is left in clearing, and the books agree.
    expect(
      all.filter((posting) => posting.account === 'clearing').reduce((sum, p) => sum + p.amountCents, 0),
    ).toBe(0);
    expect((await reconcile(t.database.db)).differences).toEqual([]);
  });

  it('reconciliation finds a posting changed by hand, and the database refuses an unbalanced journal', async () => {
    const { lamp } = await twoShops();
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const created = await checkout(shopper, [{ product_id: lamp.id, quantity: 1 }]);
    await pay(shopper, created.order_id);
    expect((await reconcile(t.database.db)).differences).toEqual([]);

    const [debit] = (await journalsOf([created.order_id])).filter((posting) => posting.account === 'wallet');
    await t.database.db
      .update(ledgerPostings)
      .set({ amountCents: debit!.amountCents + 1 })
      .where(eq(ledgerPostings.id, debit!.id));
    expect((await reconcile(t.database.db)).differences).toEqual([
      {
        check: 'journal_sums_to_zero',
        subject: `journal ${debit!.journalId}`,
        expectedCents: 0,
        actualCents: 1,
      },
      {
        check: 'wallet_equals_postings',
        subject: `user ${shopper.id} wallet`,
        expectedCents: 10_000 - 1_600,
        actualCents: 10_000 - 1_600 + 1,
      },
    ]);

    // A journal whose postings do not sum to zero is never written.
    await expect(
      t.database.db.insert(ledgerPostings).values([
        { journalId: 999_999, account: 'outside', amountCents: -500, kind: 'adjust' },
        { journalId: 999_999, account: 'adjustments', amountCents: 400, kind: 'adjust' },
      ]),
    ).rejects.toThrow();
  });
});
