import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, formatCents } from '@storefront/shared';
import { currencyRates, ledgerPostings, orders, products, shippingZones, taxRules } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import {
  addressIn,
  makeProduct,
  makePromo,
  makeShop,
  makeShopper,
  moneyInvariant,
  PAY_CODE,
  type Shopper,
} from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';
import { reconcile } from '../ledger/reconcile';
import { settleOrders } from '../settlement/settle';
import { quoteOrder } from './quote';

/**
 * Issue 39's property, over random carts, destinations, currencies, rates and partial refunds (decision 064):
 * 10,000 carts priced by the server's quote against an oracle written another way (integer arithmetic on a
 * table of the zones and rules, not `shippingCents`/`taxOf`), then a sample of them placed, paid in a display
 * currency, partly refunded and settled through the API, where the charged dollars equal the previewed ones to the
 * cent, the stored estimate is the exact product rounded by the currency's minor unit, and the books reconcile.
 */
const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;

const COUNTRIES = ['US', 'JP', 'DE', 'FR', 'GB', 'KR', 'SA', 'BR'] as const;
type Country = (typeof COUNTRIES)[number];

/** Import tax: basis points and the most goods may be worth for it to be charged (null: always). */
const RULES: Partial<Record<Country, { bp: number; upTo: number | null }>> = {
  JP: { bp: 1_000, upTo: null },
  DE: { bp: 1_900, upTo: 16_000 },
  FR: { bp: 2_000, upTo: 16_000 },
  GB: { bp: 2_000, upTo: 17_000 },
  KR: { bp: 1_000, upTo: 15_000 },
  SA: { bp: 1_500, upTo: 0 },
};

type ZoneSpec = {
  countries: Country[];
  rule: 'flat' | 'weight' | 'amount';
  base: number;
  perKg?: number;
  bp?: number;
  freeFrom?: number | null;
};
/** Each shop's zones; an empty list: the platform's rule everywhere. */
const SHOP_ZONES: ZoneSpec[][] = [
  [],
  [{ countries: ['JP'], rule: 'flat', base: 800 }],
  [
    { countries: ['DE', 'FR'], rule: 'weight', base: 500, perKg: 200 },
    { countries: [], rule: 'amount', base: 100, bp: 1_000, freeFrom: 10_000 },
  ],
  [{ countries: [], rule: 'flat', base: 1_200, freeFrom: 8_000 }],
  [
    { countries: ['US'], rule: 'flat', base: 500 },
    { countries: ['JP', 'KR'], rule: 'amount', base: 0, bp: 500 },
  ],
];

type Fixture = {
  shopper: Shopper;
  addressOf: Map<Country | null, number>;
  shopIds: number[];
  catalogue: { id: number; shopIndex: number; priceCents: number; weightGrams: number }[];
};
let fixture: Fixture | undefined;

async function setUp(): Promise<Fixture> {
  if (fixture) return fixture;
  for (const [country, rule] of Object.entries(RULES)) {
    await db().insert(taxRules).values({ country, rateBp: rule.bp, collectUpToCents: rule.upTo });
  }
  const shopIds: number[] = [];
  const catalogue: Fixture['catalogue'] = [];
  for (const [shopIndex, zones] of SHOP_ZONES.entries()) {
    const shop = await makeShop(db());
    shopIds.push(shop.id);
    for (const zone of zones) {
      await db()
        .insert(shippingZones)
        .values({
          shopId: shop.id,
          name: zone.countries.join(' ') || 'Rest of the world',
          countries: zone.countries,
          rule: zone.rule,
          baseCents: zone.base,
          perKgCents: zone.perKg ?? 0,
          percentBp: zone.bp ?? 0,
          freeFromCents: zone.freeFrom ?? null,
          handlingDays: 1,
          transitDaysMin: 2,
          transitDaysMax: 6,
        });
    }
    for (const [index, priceCents] of [199, 2_450, 7_999, 15_000].entries()) {
      const product = await makeProduct(db(), { shopId: shop.id, priceCents, stock: 1_000_000 });
      const weightGrams = [0, 350, 1_000, 2_750][index]!;
      await db().update(products).set({ weightGrams }).where(eq(products.id, product.id));
      catalogue.push({ id: product.id, shopIndex, priceCents, weightGrams });
    }
  }
  await makePromo(db(), 'CROSS10', 1_000, 2_000);
  const shopper = await makeShopper(db(), { balanceCents: 1_000_000_000 });
  const addressOf = new Map<Country | null, number>([[null, shopper.addressId]]);
  for (const country of COUNTRIES) addressOf.set(country, await addressIn(db(), shopper, country));
  // Every display currency, at a rate of up to 10 significant digits, fresh.
  for (const [index, currency] of CURRENCIES.entries()) {
    if (currency.code === 'USD') continue;
    const rate = ['0.3071', '0.7912345678', '1.53', '149.7555571', '1380.5', '25345', '7.2'][index % 7]!;
    await db()
      .insert(currencyRates)
      .values({ code: currency.code, rate, ratedAt: new Date(), source: 'operator' });
  }
  fixture = { shopper, addressOf, shopIds, catalogue };
  return fixture;
}

type Cart = { country: Country | null; lines: { index: number; quantity: number }[]; promo: boolean };

const cartOf = (size: number) =>
  fc.record({
    country: fc.constantFrom<Country | null>(null, ...COUNTRIES),
    lines: fc.uniqueArray(
      fc.record({ index: fc.nat({ max: size - 1 }), quantity: fc.integer({ min: 1, max: 5 }) }),
      { minLength: 1, maxLength: 5, selector: (line) => line.index },
    ),
    promo: fc.boolean(),
  });

/** Half up to the cent of `numerator / denominator`, in whole numbers (no floating point). */
const halfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** The oracle: each shop's parcel priced from the tables above, in integers. */
function expected(cart: Cart, setup: Fixture) {
  const lines = cart.lines.map((line) => ({ ...setup.catalogue[line.index]!, quantity: line.quantity }));
  const goods = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const discount = cart.promo && goods >= 2_000 ? Math.min(1_000, goods) : 0;
  const shops = [...new Set(lines.map((line) => line.shopIndex))].sort(
    (a, b) => setup.shopIds[a]! - setup.shopIds[b]!,
  );
  const shopGoods = shops.map((shop) =>
    lines
      .filter((line) => line.shopIndex === shop)
      .reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
  );
  return { goods, discount, shops, shopGoods, lines };
}

function parcelOracle(
  cart: Cart,
  shopIndex: number,
  goods: number,
  discount: number,
  weightGrams: number,
): { ships: boolean; freight: number; tax: number; mode: 'ddp' | 'dap' | null } {
  const zones = SHOP_ZONES[shopIndex]!;
  const zone =
    zones.length === 0
      ? ({ countries: [], rule: 'flat', base: 600, freeFrom: 4_900 } satisfies ZoneSpec)
      : (zones.find((candidate) => cart.country !== null && candidate.countries.includes(cart.country)) ??
        zones.find((candidate) => candidate.countries.length === 0));
  if (!zone) return { ships: false, freight: 0, tax: 0, mode: null };
  let freight = zone.base;
  if (zone.rule === 'weight') freight += (zone.perKg ?? 0) * Math.ceil(weightGrams / 1_000);
  if (zone.rule === 'amount') freight += Number(halfUp(BigInt(goods) * BigInt(zone.bp ?? 0), 10_000n));
  if (zone.freeFrom != null && goods >= zone.freeFrom) freight = 0;
  const rule = cart.country === null ? undefined : RULES[cart.country];
  if (!rule) return { ships: true, freight, tax: 0, mode: null };
  if (rule.upTo !== null && goods - discount > rule.upTo)
    return { ships: true, freight, tax: 0, mode: 'dap' };
  const tax = Number(halfUp(BigInt(goods - discount + freight) * BigInt(rule.bp), 10_000n));
  return { ships: true, freight, tax, mode: 'ddp' };
}

const inputOf = (cart: Cart, setup: Fixture) => ({
  items: cart.lines.map((line) => ({ product_id: setup.catalogue[line.index]!.id, quantity: line.quantity })),
  address_id: setup.addressOf.get(cart.country)!,
  ...(cart.promo ? { promo_code: 'CROSS10' } : {}),
});

describe('carts across destinations, currencies and refunds', () => {
  it('10,000 random carts: each shop’s shipping, tax and total are the rules’ to the cent', async () => {
    const setup = await setUp();
    await fc.assert(
      fc.asyncProperty(cartOf(setup.catalogue.length), async (cart) => {
        const { goods, discount, shops, shopGoods, lines } = expected(cart, setup);
        const quote = await quoteOrder(t.app.ctx, setup.shopper.id, inputOf(cart, setup), 'en').catch(
          (error: { key?: string }) => error,
        );
        if (cart.promo && goods < 2_000) {
          expect(quote).toMatchObject({ key: 'msg.promo_minimum' });
          return;
        }
        if (!('shopOrders' in quote)) throw quote;
        expect(quote.discountCents).toBe(discount);
        expect(quote.shopOrders.map((order) => order.shopId)).toEqual(
          shops.map((shop) => setup.shopIds[shop]),
        );
        let total = 0;
        for (const [index, order] of quote.shopOrders.entries()) {
          const shopIndex = shops[index]!;
          const weight = lines
            .filter((line) => line.shopIndex === shopIndex)
            .reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
          const parcel = parcelOracle(cart, shopIndex, shopGoods[index]!, order.discountCents, weight);
          expect(order.goodsCents).toBe(shopGoods[index]);
          expect({
            ships: order.ships,
            freight: order.freightCents,
            tax: order.taxCents,
            mode: order.taxMode,
          }).toEqual(parcel);
          expect(order.totalCents).toBe(
            order.goodsCents + order.freightCents - order.discountCents + order.taxCents,
          );
          expect(order.discountCents).toBeLessThanOrEqual(order.goodsCents);
          total += order.totalCents;
        }
        expect(quote.shopOrders.reduce((sum, order) => sum + order.discountCents, 0)).toBe(discount);
        expect(quote.totalCents).toBe(total);
      }),
      { numRuns: 10_000 },
    );
  }, 300_000);

  it('placed, paid in a display currency, partly refunded and settled: charged as previewed, books at zero', async () => {
    const setup = await setUp();
    const operator = await operatorToken();
    const proof = [await uploadPicture(t.app, setup.shopper.token)];
    const before = await moneyInvariant(db());
    const carts = fc.sample(
      fc.tuple(
        cartOf(setup.catalogue.length),
        fc.constantFrom(...CURRENCIES),
        fc.double({ min: 0, max: 1.2 }),
      ),
      { numRuns: 150, seed: 39 },
    );
    let placed = 0;
    for (const [cart, currency, refundShare] of carts) {
      const input = inputOf(cart, setup);
      const as = { token: setup.shopper.token };
      const preview = await api.post(`/api/order/preview?currency=${currency.code}`, input, as);
      if (preview.code !== 1 || !preview.data.ships) continue;
      const created = await api.post(`/api/order/create?currency=${currency.code}`, input, as);
      expect(created.code, created.msg).toBe(1);
      expect(created.data.total).toBe(preview.data.total);
      const paid = await api.post(
        '/api/order/pay',
        { order_ids: created.data.order_ids, pay_password: PAY_CODE },
        as,
      );
      expect(paid.code, paid.msg).toBe(1);
      placed += 1;
      for (const [index, orderId] of (created.data.order_ids as number[]).entries()) {
        const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
        // What the wallet paid for the order is the preview's figure for its shop.
        const [charged] = await db()
          .select({ cents: sql<string>`-sum(${ledgerPostings.amountCents})` })
          .from(ledgerPostings)
          .where(
            sql`${ledgerPostings.kind} = 'payment' and ${ledgerPostings.account} = 'wallet'
              and ${ledgerPostings.refType} = 'order' and ${ledgerPostings.refId} = ${orderId}`,
          );
        expect(formatCents(Number(charged!.cents))).toBe(preview.data.shop_orders[index].total);
        if (currency.code === 'USD') expect(order!.displayCurrency).toBeNull();
        else {
          // The exact product of cents and rate, rounded half up to the currency's minor unit.
          const [whole, fraction = ''] = order!.displayRate!.split('.');
          const scale = BigInt(10) ** BigInt(fraction.length + 2 - currency.minor_units);
          const units = halfUp(BigInt(order!.totalCents) * BigInt(`${whole}${fraction}`), scale);
          const text = units.toString().padStart(currency.minor_units + 1, '0');
          expect(order!.displayTotal).toBe(
            currency.minor_units
              ? `${text.slice(0, -currency.minor_units)}.${text.slice(-currency.minor_units)}`
              : text,
          );
        }
        // Some orders are refunded in part or whole, the rest complete; either way the order settles.
        const refundCents = Math.min(order!.totalCents, Math.round(order!.totalCents * refundShare));
        if (refundShare > 1 || refundCents === 0) {
          await db().transaction((tx) => settleOrders(tx, [{ orderId, refundedCents: 0 }]));
          continue;
        }
        const asked = await api.post(
          '/api/refund/apply',
          {
            order_id: orderId,
            type: 'refund_only',
            amount: formatCents(refundCents),
            goods_status: 'not_received',
            reason: 'changed_mind',
            explanation: 'Part of it back',
            images: proof,
          },
          as,
        );
        expect(asked.code, asked.msg).toBe(1);
        const [refund] = (await api.get('/api/admin/refunds', { status: 'auditing' }, { token: operator }))
          .data.list as { id: number }[];
        const audited = await api.post(
          '/api/admin/refund/audit',
          { id: refund!.id, pass: true },
          { token: operator },
        );
        expect(audited.code, audited.msg).toBe(1);
      }
    }
    expect(placed).toBeGreaterThan(50);
    const books = await reconcile(db());
    expect(books.differences).toEqual([]);
    const invariant = await moneyInvariant(db());
    expect(invariant.belowZero).toBe(false);
    expect(invariant.held).toBe(before.held);
    expect(invariant.accounted - before.accounted).toBe(invariant.paid - before.paid);
    expect(invariant.taxes).toBeGreaterThan(0);
  }, 300_000);
});
