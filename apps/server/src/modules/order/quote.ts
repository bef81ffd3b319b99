import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  formatCents,
  FREE_FREIGHT_FROM_CENTS,
  FREIGHT_CENTS,
  type OrderCreateInput,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import { columnsOf, type Db, preparedStatement, tableRow, type Tx } from '../../db/client';
import { cartItems, products, promoCodes, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { chosenSpec, productsInLanguage, shopsInLanguage, specInLanguage } from '../catalog/translations';

type ProductRow = typeof products.$inferSelect;
export type Line = { product: ProductRow; quantity: number; spec: string; cartId?: number };

/** The part of a checkout one shop sells: it becomes one order, with its own freight and share of the discount. */
export type ShopOrderQuote = {
  shopId: number;
  lines: Line[];
  goodsCents: number;
  freightCents: number;
  discountCents: number;
  totalCents: number;
};

export type OrderQuote = {
  lines: Line[];
  isVirtual: boolean;
  goodsCents: number;
  freightCents: number;
  discountCents: number;
  totalCents: number;
  /** One per shop of the lines, in shop id order. */
  shopOrders: ShopOrderQuote[];
};

/**
 * Checks the lines and prices them without writing anything: the checkout page shows this before the
 * order exists, and order creation uses the same figures. Each shop's lines pay their own freight (a shop ships
 * its own parcel); a promo code is checked against all the goods and its discount shared by the shops' goods.
 */
export async function quoteOrder(
  tx: Tx | Db,
  userId: number,
  input: OrderCreateInput,
  language: string,
): Promise<OrderQuote> {
  const lines = await resolveLines(tx, userId, input, language);
  const virtualCount = lines.filter((line) => line.product.isVirtual).length;
  if (virtualCount > 0 && virtualCount < lines.length) throw new AppError('msg.virtual_mixed');
  const isVirtual = virtualCount > 0;
  const goodsCents = sumOf(lines, (line) => line.product.priceCents * line.quantity);
  const discountCents = input.promo_code ? await promoDiscount(tx, input.promo_code, goodsCents) : 0;
  const byShop = new Map<number, Line[]>();
  for (const line of lines)
    byShop.set(line.product.shopId, [...(byShop.get(line.product.shopId) ?? []), line]);
  const shopIds = [...byShop.keys()].sort((a, b) => a - b);
  const shopGoods = shopIds.map((shopId) =>
    sumOf(byShop.get(shopId) ?? [], (line) => line.product.priceCents * line.quantity),
  );
  const discounts = shareOf(discountCents, shopGoods);
  const shopOrders = shopIds.map((shopId, index): ShopOrderQuote => {
    const shopGoodsCents = shopGoods[index] ?? 0;
    const shopDiscountCents = discounts[index] ?? 0;
    const freightCents = isVirtual || shopGoodsCents >= FREE_FREIGHT_FROM_CENTS ? 0 : FREIGHT_CENTS;
    return {
      shopId,
      lines: byShop.get(shopId) ?? [],
      goodsCents: shopGoodsCents,
      freightCents,
      discountCents: shopDiscountCents,
      totalCents: shopGoodsCents + freightCents - shopDiscountCents,
    };
  });
  const freightCents = sumOf(shopOrders, (order) => order.freightCents);
  return {
    lines,
    isVirtual,
    goodsCents,
    freightCents,
    discountCents,
    totalCents: goodsCents + freightCents - discountCents,
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
  const quote = await quoteOrder(ctx.db, userId, input, language);
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
    goods: formatCents(quote.goodsCents),
    freight: formatCents(quote.freightCents),
    discount: formatCents(quote.discountCents),
    total: formatCents(quote.totalCents),
    shop_orders: quote.shopOrders.map((order) => ({
      shop_id: order.shopId,
      shop_name: shopName(order.shopId),
      goods: formatCents(order.goodsCents),
      freight: formatCents(order.freightCents),
      discount: formatCents(order.discountCents),
      total: formatCents(order.totalCents),
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

// Rows of `columnsOf(products)`, decoded by `tableRow`.
const productsById = preparedStatement<{ ids: number[] }, Record<string, unknown>>(
  (value) => sql`select ${columnsOf(products)} from ${products} where id = any(${value('ids')}::int[])`,
);

async function resolveLines(
  tx: Tx | Db,
  userId: number,
  input: OrderCreateInput,
  language: string,
): Promise<Line[]> {
  const lines: Line[] = [];
  if (input.cart_ids?.length) {
    const ids = [...new Set(input.cart_ids)];
    const rows = await tx
      .select({ line: cartItems, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
    if (rows.length !== ids.length) throw new AppError('msg.cart_item_not_found');
    for (const { line, product } of rows) {
      lines.push({ product, quantity: line.quantity, spec: line.spec, cartId: line.id });
    }
  }
  const items = input.items ?? [];
  const found =
    items.length > 0
      ? (await productsById(tx, { ids: items.map((item) => item.product_id) })).map((row) =>
          tableRow(products, row),
        )
      : [];
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
  return lines;
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
