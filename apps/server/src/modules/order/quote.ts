import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  deliveryWindow,
  formatCents,
  type OrderCreateInput,
  shippingCents,
  type TaxMode,
  taxOf,
  zoneForCountry,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import { columnsOf, type Db, preparedStatement, tableRow, type Tx } from '../../db/client';
import { addresses, cartItems, products, promoCodes, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { chosenSpec, productsInLanguage, shopsInLanguage, specInLanguage } from '../catalog/translations';
import { taxRulesByCountry, zonesOfShops } from '../destination/rules';

type ProductRow = typeof products.$inferSelect;
export type Line = { product: ProductRow; quantity: number; spec: string; cartId?: number };

/**
 * The part of a checkout one shop sells: it becomes one order, with its own shipping to the destination, share of
 * the discount and import tax (decision 064).
 */
export type ShopOrderQuote = {
  shopId: number;
  lines: Line[];
  goodsCents: number;
  freightCents: number;
  discountCents: number;
  /** The destination's import tax charged now (`taxMode` 'ddp'); 0 otherwise. */
  taxCents: number;
  /** null: the destination has no tax rule (or the goods are virtual). */
  taxMode: TaxMode | null;
  totalCents: number;
  /** Whether the shop ships to the address's country; an order is never placed with a shop that does not. */
  ships: boolean;
  /** When the parcel should arrive (UTC days); null for virtual goods or a shop that does not ship there. */
  delivery: { from: string; to: string } | null;
};

export type OrderQuote = {
  lines: Line[];
  isVirtual: boolean;
  /** The country of the address the goods go to; null without one (or one from before countries). */
  country: string | null;
  goodsCents: number;
  freightCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** One per shop of the lines, in shop id order. */
  shopOrders: ShopOrderQuote[];
};

/**
 * Checks the lines and prices them without writing anything: the checkout page shows this before the
 * order exists, and order creation uses the same figures. Each shop's lines are one parcel: its shipping by the
 * shop's zone for the address's country, and the country's import tax on it; a promo code is checked against all
 * the goods and its discount shared by the shops' goods. The zones and tax rules come from memory
 * (`ctx.destinationRules`), the address's country with the products, so pricing reads what it did before them.
 */
export async function quoteOrder(
  ctx: Pick<AppContext, 'db' | 'destinationRules'>,
  userId: number,
  input: OrderCreateInput,
  language: string,
  now = new Date(),
): Promise<OrderQuote> {
  const { lines, country: addressCountry } = await resolveLines(ctx.db, userId, input, language);
  const virtualCount = lines.filter((line) => line.product.isVirtual).length;
  if (virtualCount > 0 && virtualCount < lines.length) throw new AppError('msg.virtual_mixed');
  const isVirtual = virtualCount > 0;
  const country = isVirtual ? null : addressCountry;
  const goodsCents = sumOf(lines, (line) => line.product.priceCents * line.quantity);
  const discountCents = input.promo_code ? await promoDiscount(ctx.db, input.promo_code, goodsCents) : 0;
  const byShop = new Map<number, Line[]>();
  for (const line of lines)
    byShop.set(line.product.shopId, [...(byShop.get(line.product.shopId) ?? []), line]);
  const shopIds = [...byShop.keys()].sort((a, b) => a - b);
  const shopGoods = shopIds.map((shopId) =>
    sumOf(byShop.get(shopId) ?? [], (line) => line.product.priceCents * line.quantity),
  );
  const discounts = shareOf(discountCents, shopGoods);
  const zonesByShop = isVirtual ? new Map() : await zonesOfShops(ctx, shopIds);
  const taxRule = country === null ? undefined : (await taxRulesByCountry(ctx)).get(country);
  const shopOrders = shopIds.map((shopId, index): ShopOrderQuote => {
    const shopLines = byShop.get(shopId) ?? [];
    const shopGoodsCents = shopGoods[index] ?? 0;
    const shopDiscountCents = discounts[index] ?? 0;
    const zone = isVirtual ? null : zoneForCountry(zonesByShop.get(shopId) ?? [], country);
    const freightCents = zone
      ? shippingCents(zone, {
          goodsCents: shopGoodsCents,
          weightGrams: sumOf(shopLines, (line) => line.product.weightGrams * line.quantity),
        })
      : 0;
    const tax =
      zone === null
        ? { taxCents: 0, mode: null }
        : taxOf(taxRule, {
            goodsCents: shopGoodsCents,
            discountCents: shopDiscountCents,
            freightCents,
          });
    return {
      shopId,
      lines: shopLines,
      goodsCents: shopGoodsCents,
      freightCents,
      discountCents: shopDiscountCents,
      taxCents: tax.taxCents,
      taxMode: tax.mode,
      totalCents: shopGoodsCents + freightCents - shopDiscountCents + tax.taxCents,
      ships: isVirtual || zone !== null,
      delivery: zone ? deliveryWindow(zone, now) : null,
    };
  });
  return {
    lines,
    isVirtual,
    country,
    goodsCents,
    freightCents: sumOf(shopOrders, (order) => order.freightCents),
    discountCents,
    taxCents: sumOf(shopOrders, (order) => order.taxCents),
    totalCents: sumOf(shopOrders, (order) => order.totalCents),
    shopOrders,
  };
}

const sumOf = <T>(rows: T[], cents: (row: T) => number) => rows.reduce((sum, row) => sum + cents(row), 0);

/**
 * `amountCents` shared in proportion to `weights` (largest remainders get the odd cents), so that the shares add
 * up to it exactly and none is more than its weight when the amount is not.
 */
export function shareOf(amountCents: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amountCents * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amountCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export async function previewOrder(
  ctx: AppContext,
  userId: number,
  input: OrderCreateInput,
  language: string,
) {
  const quote = await quoteOrder(ctx, userId, input, language);
  const shopIds = quote.shopOrders.map((order) => order.shopId);
  const shopRows = shopIds.length
    ? await shopsInLanguage(
        ctx.db,
        await ctx.db.select().from(shops).where(inArray(shops.id, shopIds)),
        language,
      )
    : [];
  const shopName = (shopId: number) => shopRows.find((shop) => shop.id === shopId)?.name ?? '';
  // The lines' names and choices as the shopper reads them; the order keeps the product's own words.
  const shownProducts = await productsInLanguage(
    ctx.db,
    quote.lines.map((line) => line.product),
    language,
  );
  const shown = (line: Line) => shownProducts.find((product) => product.id === line.product.id);
  return {
    is_virtual: quote.isVirtual,
    country: quote.country,
    ships: quote.shopOrders.every((order) => order.ships),
    goods: formatCents(quote.goodsCents),
    freight: formatCents(quote.freightCents),
    discount: formatCents(quote.discountCents),
    tax: formatCents(quote.taxCents),
    total: formatCents(quote.totalCents),
    shop_orders: quote.shopOrders.map((order) => ({
      shop_id: order.shopId,
      shop_name: shopName(order.shopId),
      goods: formatCents(order.goodsCents),
      freight: formatCents(order.freightCents),
      discount: formatCents(order.discountCents),
      tax: formatCents(order.taxCents),
      tax_mode: order.taxMode,
      total: formatCents(order.totalCents),
      ships: order.ships,
      delivery: order.delivery,
    })),
    items: quote.lines.map((line) => ({
      product_id: line.product.id,
      shop_id: line.product.shopId,
      cart_id: line.cartId ?? null,
      name: shown(line)?.name ?? line.product.name,
      image: line.product.images[0] ?? '',
      spec: specInLanguage(line.product.specs, shown(line)?.specs ?? null, line.spec),
      price: formatCents(line.product.priceCents),
      quantity: line.quantity,
      is_virtual: line.product.isVirtual,
      stock: line.product.stock,
    })),
  };
}

/**
 * The country of the shopper's address, read with the products so that pricing by destination costs no statement
 * of its own: null without an address, for one that is not the shopper's (the order is then refused when placed)
 * and for an address from before countries.
 */
const addressCountry = (addressId: unknown, userId: unknown) =>
  sql<string | null>`(select ${addresses.country} from ${addresses}
    where ${addresses.id} = ${addressId}::int and ${addresses.userId} = ${userId}::int)`;

// Rows of `columnsOf(products)` decoded by `tableRow`, each with the address's country.
const productsById = preparedStatement<
  { ids: number[]; addressId: number | null; userId: number },
  Record<string, unknown> & { address_country: string | null }
>(
  (value) => sql`select ${columnsOf(products)},
      ${addressCountry(value('addressId'), value('userId'))} as address_country
    from ${products} where id = any(${value('ids')}::int[])`,
);

async function resolveLines(
  tx: Tx | Db,
  userId: number,
  input: OrderCreateInput,
  language: string,
): Promise<{ lines: Line[]; country: string | null }> {
  const lines: Line[] = [];
  const addressId = input.address_id ?? null;
  let country: string | null = null;
  if (input.cart_ids?.length) {
    const ids = [...new Set(input.cart_ids)];
    const rows = await tx
      .select({
        line: cartItems,
        product: products,
        country: addressCountry(sql.param(addressId), sql.param(userId)),
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
    if (rows.length !== ids.length) throw new AppError('msg.cart_item_not_found');
    for (const { line, product, country: found } of rows) {
      lines.push({ product, quantity: line.quantity, spec: line.spec, cartId: line.id });
      country = found;
    }
  }
  const items = input.items ?? [];
  const rows =
    items.length > 0
      ? await productsById(tx, { ids: items.map((item) => item.product_id), addressId, userId })
      : [];
  const found = rows.map((row) => tableRow(products, row));
  for (const row of rows) country = row.address_country;
  for (const item of items) {
    const product = found.find((row) => row.id === item.product_id);
    if (!product) throw new AppError('msg.product_not_found');
    lines.push({
      product,
      quantity: item.quantity,
      spec: await chosenSpec(tx, product, item.spec, language),
    });
  }
  for (const line of lines) {
    if (line.product.status !== 'on') throw new AppError('msg.product_not_found');
  }
  return { lines, country };
}

async function promoDiscount(tx: Tx | Db, code: string, goodsCents: number): Promise<number> {
  const [promo] = await tx
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(sql`upper(${promoCodes.code})`, code.toUpperCase()),
        eq(promoCodes.active, true),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, new Date())),
      ),
    );
  if (!promo) throw new AppError('msg.promo_invalid');
  if (goodsCents < promo.minAmountCents) {
    throw new AppError('msg.promo_minimum', { amount: formatCents(promo.minAmountCents) });
  }
  return Math.min(promo.discountCents, goodsCents);
}
