import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPostings, orders, products, shippingZones, shopAccounts, taxRules } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import {
  addressIn as addressInCountry,
  balanceAndLedger,
  makeProduct,
  makeShop,
  makeShopper,
  moneyInvariant,
  PAY_CODE,
  type Shopper,
  stockOf,
} from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';
import { reconcile } from '../ledger/reconcile';

const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;

const addressIn = (shopper: Shopper, country: string) => addressInCountry(db(), shopper, country);

const zone = (shopId: number, values: Partial<typeof shippingZones.$inferInsert> = {}) =>
  db()
    .insert(shippingZones)
    .values({
      shopId,
      name: 'Zone',
      countries: [],
      rule: 'flat',
      baseCents: 800,
      handlingDays: 3,
      transitDaysMin: 4,
      transitDaysMax: 7,
      ...values,
    });

const preview = (shopper: Shopper, body: object) =>
  api.post('/api/order/preview', body, { token: shopper.token });

const create = (shopper: Shopper, body: object) =>
  api.post('/api/order/create', body, { token: shopper.token });

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('shipping by destination', () => {
  it('a shop without zones ships everywhere by the spec’s rule, with a delivery window', async () => {
    const shopper = await makeShopper(db());
    const lamp = await makeProduct(db(), { priceCents: 1_000 });
    const addressId = await addressIn(shopper, 'JP');
    const answer = await preview(shopper, {
      items: [{ product_id: lamp.id, quantity: 1 }],
      address_id: addressId,
    });
    expect(answer.data).toMatchObject({
      country: 'JP',
      ships: true,
      freight: '6.00',
      tax: '0.00',
      total: '16.00',
      shop_orders: [
        {
          freight: '6.00',
          tax: '0.00',
          tax_mode: null,
          ships: true,
          delivery: { from: day(7), to: day(14) },
        },
      ],
    });
  });

  it('the address’s country picks the zone: named, else rest of the world; weight and amount rules', async () => {
    const shopper = await makeShopper(db());
    const shop = await makeShop(db());
    await zone(shop.id, { name: 'Japan', countries: ['JP'], baseCents: 800 });
    await zone(shop.id, {
      name: 'By weight',
      countries: ['DE', 'FR'],
      rule: 'weight',
      baseCents: 500,
      perKgCents: 200,
    });
    await zone(shop.id, {
      name: 'Elsewhere',
      rule: 'amount',
      baseCents: 100,
      percentBp: 1_000,
      freeFromCents: 10_000,
    });
    const box = await makeProduct(db(), { shopId: shop.id, priceCents: 2_000 });
    await db().update(products).set({ weightGrams: 1_500 }).where(eq(products.id, box.id));
    const items = [{ product_id: box.id, quantity: 2 }];
    const freightTo = async (country: string) =>
      (await preview(shopper, { items, address_id: await addressIn(shopper, country) })).data.freight;
    expect(await freightTo('JP')).toBe('8.00');
    // 3 kg: 5.00 + 3 × 2.00.
    expect(await freightTo('DE')).toBe('11.00');
    // 10 % of 40.00 plus 1.00.
    expect(await freightTo('BR')).toBe('5.00');
    const free = await preview(shopper, {
      items: [{ product_id: box.id, quantity: 5 }],
      address_id: await addressIn(shopper, 'BR'),
    });
    expect(free.data.freight).toBe('0.00');
  });

  it('a shop that does not ship there is named before payment, and its order refused with nothing taken', async () => {
    const shopper = await makeShopper(db());
    const shop = await makeShop(db());
    await zone(shop.id, { name: 'Japan only', countries: ['JP'] });
    const lamp = await makeProduct(db(), { shopId: shop.id, stock: 5 });
    const other = await makeProduct(db(), { stock: 5 });
    const addressId = await addressIn(shopper, 'US');
    const items = [
      { product_id: lamp.id, quantity: 1 },
      { product_id: other.id, quantity: 1 },
    ];
    const answer = await preview(shopper, { items, address_id: addressId });
    expect(answer.data.ships).toBe(false);
    expect(answer.data.shop_orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shop_id: shop.id, ships: false, delivery: null, freight: '0.00' }),
        expect.objectContaining({ shop_id: other.shopId, ships: true }),
      ]),
    );
    for (const body of [
      { items, address_id: addressId },
      { items: [items[0]], address_id: addressId },
    ]) {
      const refused = await create(shopper, body);
      expect(refused).toMatchObject({ code: 0, key: 'msg.shop_not_shipping' });
      expect(refused.msg).toMatch(/does not ship to .*United States/);
    }
    expect(await stockOf(db(), lamp.id)).toBe(5);
    expect(await stockOf(db(), other.id)).toBe(5);
    expect(await db().$count(orders, eq(orders.userId, shopper.id))).toBe(0);
    // The same order to Japan is placed, with the zone's window.
    const placed = await create(shopper, {
      items: [items[0]],
      address_id: await addressIn(shopper, 'JP'),
    });
    expect(placed.code).toBe(1);
    const detail = await api.get('/api/order/detail', { id: placed.data.order_id }, { token: shopper.token });
    expect(detail.data).toMatchObject({ delivery: { from: day(7), to: day(10) }, tax_mode: null });
  });

  it('a changed zone prices the next checkout', async () => {
    const shopper = await makeShopper(db());
    const shop = await makeShop(db());
    const [japan] = await zone(shop.id, { countries: ['JP'], baseCents: 800 }).returning();
    const lamp = await makeProduct(db(), { shopId: shop.id });
    const body = {
      items: [{ product_id: lamp.id, quantity: 1 }],
      address_id: await addressIn(shopper, 'JP'),
    };
    expect((await preview(shopper, body)).data.freight).toBe('8.00');
    await db().update(shippingZones).set({ baseCents: 950 }).where(eq(shippingZones.id, japan!.id));
    await expect.poll(async () => (await preview(shopper, body)).data.freight).toBe('9.50');
  });
});

describe('duties and taxes', () => {
  /** Germany: 19 % charged at checkout on goods up to 160.00. */
  const germany = () =>
    db()
      .insert(taxRules)
      .values({ country: 'DE', rateBp: 1_900, collectUpToCents: 16_000 })
      .onConflictDoNothing();

  it('charged with the order within the amount (DDP), said to be due on delivery above it (DAP)', async () => {
    await germany();
    const shopper = await makeShopper(db(), { balanceCents: 100_000 });
    const addressId = await addressIn(shopper, 'DE');
    const lamp = await makeProduct(db(), { priceCents: 4_000 });
    const within = await preview(shopper, {
      items: [{ product_id: lamp.id, quantity: 1 }],
      address_id: addressId,
    });
    // (40.00 + 6.00 shipping) × 19 % = 8.74.
    expect(within.data).toMatchObject({
      goods: '40.00',
      freight: '6.00',
      tax: '8.74',
      total: '54.74',
      shop_orders: [{ tax: '8.74', tax_mode: 'ddp', total: '54.74' }],
    });
    const above = await preview(shopper, {
      items: [{ product_id: lamp.id, quantity: 5 }],
      address_id: addressId,
    });
    expect(above.data).toMatchObject({
      goods: '200.00',
      tax: '0.00',
      total: '200.00',
      shop_orders: [{ tax_mode: 'dap' }],
    });
    // Elsewhere (no rule): nothing said.
    const us = await preview(shopper, {
      items: [{ product_id: lamp.id, quantity: 1 }],
      address_id: await addressIn(shopper, 'US'),
    });
    expect(us.data).toMatchObject({ tax: '0.00', shop_orders: [{ tax_mode: null }] });

    const placed = await create(shopper, {
      items: [{ product_id: lamp.id, quantity: 1 }],
      address_id: addressId,
    });
    expect(placed.data.total).toBe('54.74');
    const detail = await api.get('/api/order/detail', { id: placed.data.order_id }, { token: shopper.token });
    expect(detail.data).toMatchObject({ amounts: { tax: '8.74', total: '54.74' }, tax_mode: 'ddp' });
    const paid = await api.post(
      '/api/order/pay',
      { order_id: placed.data.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(paid.code).toBe(1);
    expect((await balanceAndLedger(db(), shopper.id)).balance).toBe(100_000 - 5_474);
  });

  it('the shop is never paid nor commissioned the tax; a refund returns its share of it', async () => {
    await germany();
    const shopper = await makeShopper(db(), { balanceCents: 100_000 });
    const addressId = await addressIn(shopper, 'DE');
    const shop = await makeShop(db());
    const lamp = await makeProduct(db(), { shopId: shop.id, priceCents: 4_000 });
    const before = await moneyInvariant(db());
    const placed = await create(shopper, {
      items: [{ product_id: lamp.id, quantity: 1 }],
      address_id: addressId,
    });
    const orderId = placed.data.order_id as number;
    await api.post('/api/order/pay', { order_id: orderId, pay_password: PAY_CODE }, { token: shopper.token });
    // Half of 54.74 back: 27.37, of which 4.37 tax; 4.37 of the 8.74 stays owed.
    const asked = await api.post(
      '/api/refund/apply',
      {
        order_id: orderId,
        type: 'refund_only',
        amount: '27.37',
        goods_status: 'not_received',
        reason: 'changed_mind',
        explanation: 'Half of it, please',
        images: [await uploadPicture(t.app, shopper.token)],
      },
      { token: shopper.token },
    );
    expect(asked.code).toBe(1);
    const operator = await operatorToken();
    const refunds = (await api.get('/api/admin/refunds', { status: 'auditing' }, { token: operator })).data
      .list as { id: number; order_id: number }[];
    const refund = refunds.find((row) => row.order_id === orderId)!;
    expect(
      (await api.post('/api/admin/refund/audit', { id: refund.id, pass: true }, { token: operator })).code,
    ).toBe(1);
    const postings = await db().select().from(ledgerPostings).where(eq(ledgerPostings.refId, orderId));
    const settled = postings.filter((posting) => posting.kind === 'settlement');
    const of = (account: string) => settled.find((posting) => posting.account === account)?.amountCents ?? 0;
    // 27.37 left: 4.37 tax, 23.00 sold; the category's commission is on the 23.00 only.
    expect(of('clearing')).toBe(-2_737);
    expect(of('taxes')).toBe(437);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(of('commission')).toBe(order!.commissionCents);
    expect(order!.commissionCents).toBeLessThan(2_300);
    const [account] = await db().select().from(shopAccounts).where(eq(shopAccounts.shopId, shop.id));
    expect(account!.balanceCents).toBe(2_300 - order!.commissionCents!);
    // The shop's statement passes the tax on: paid − refunded − tax − commission = credited.
    const statement = await api.get('/api/admin/shop/statement', { shop_id: shop.id }, { token: operator });
    const commission = (order!.commissionCents! / 100).toFixed(2);
    const credited = ((2_300 - order!.commissionCents!) / 100).toFixed(2);
    expect(statement.data.list).toEqual([
      expect.objectContaining({
        paid: '54.74',
        refunded: '27.37',
        tax: '4.37',
        commission,
        amount: credited,
      }),
    ]);
    expect(statement.data.totals).toMatchObject({
      paid: '54.74',
      refunded: '27.37',
      tax: '4.37',
      commission,
      net: credited,
    });
    const invariant = await moneyInvariant(db());
    expect(invariant.belowZero).toBe(false);
    expect(invariant.refunded).toBe(before.refunded + 2_737);
    expect(invariant.taxes).toBe(before.taxes + 437);
    expect(invariant.accounted).toBe(invariant.paid);
    expect((await reconcile(db())).differences).toEqual([]);
  });

  it('a taxes posting that is not the order’s share is a difference the books show', async () => {
    expect((await reconcile(db())).differences).toEqual([]);
    const [taxed] = await db()
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.account, 'taxes'))
      .limit(1);
    // One cent of an order's tax moved to the commission afterwards (a posting rewritten by hand).
    await db()
      .update(ledgerPostings)
      .set({ amountCents: taxed!.amountCents - 1 })
      .where(eq(ledgerPostings.id, taxed!.id));
    expect((await reconcile(db())).differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          check: 'taxes_equal_orders',
          subject: `order ${taxed!.refId}`,
          expectedCents: taxed!.amountCents,
          actualCents: taxed!.amountCents - 1,
        }),
      ]),
    );
  });
});
