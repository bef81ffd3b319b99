import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  formatCents,
  FREE_FREIGHT_FROM_CENTS,
  FREIGHT_CENTS,
  type LimitPeriod,
  type OrderCreateInput,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import { columnsOf, type Db, preparedStatement, tableRow, type Tx } from '../../db/client';
import { cartItems, products, promoCodes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { runIdempotent } from '../../lib/idempotency';
import { idOrderLock } from '../../lib/transaction';
import { chosenSpec } from '../catalog/translations';
import { boughtInPeriod, periodStart } from './limits';
import { type CreatedOrder, type Placement, placeOrder } from './place';

type ProductRow = typeof products.$inferSelect;
type Line = { product: ProductRow; quantity: number; spec: string; cartId?: number };

export type OrderQuote = {
  lines: Line[];
  isVirtual: boolean;
  goodsCents: number;
  freightCents: number;
  discountCents: number;
  totalCents: number;
};

/**
 * Checks the lines and prices them without writing anything: the checkout page shows this before the
 * order exists, and order creation uses the same figures.
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
  const goodsCents = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
  const freightCents = isVirtual || goodsCents >= FREE_FREIGHT_FROM_CENTS ? 0 : FREIGHT_CENTS;
  const discountCents = input.promo_code ? await promoDiscount(tx, input.promo_code, goodsCents) : 0;
  return {
    lines,
    isVirtual,
    goodsCents,
    freightCents,
    discountCents,
    totalCents: goodsCents + freightCents - discountCents,
  };
}

export async function previewOrder(
  ctx: AppContext,
  userId: number,
  input: OrderCreateInput,
  language: string,
) {
  const quote = await quoteOrder(ctx.db, userId, input, language);
  return {
    is_virtual: quote.isVirtual,
    goods: formatCents(quote.goodsCents),
    freight: formatCents(quote.freightCents),
    discount: formatCents(quote.discountCents),
    total: formatCents(quote.totalCents),
    items: quote.lines.map((line) => ({
      product_id: line.product.id,
      cart_id: line.cartId ?? null,
      name: line.product.name,
      image: line.product.images[0] ?? '',
      spec: line.spec,
      price: formatCents(line.product.priceCents),
      quantity: line.quantity,
      is_virtual: line.product.isVirtual,
      stock: line.product.stock,
    })),
  };
}

/**
 * Creates an order from bag lines or direct items in one transaction: checks and prices the lines (freight,
 * promo code), holds purchase limits (for limited products the shopper's row is locked, so such orders are
 * created one at a time), then one statement takes the stock where it suffices, copies the address, places the
 * order and stores the Idempotency-Key with the answer (`placeOrder`), and the bag lines used are cleared.
 */
export async function createOrder(
  ctx: AppContext,
  userId: number,
  input: OrderCreateInput,
  language: string,
  idempotencyKey?: string,
): Promise<CreatedOrder> {
  const keyed = { userId, scope: 'order.create', key: idempotencyKey, request: input } as const;
  return runIdempotent(ctx.db, keyed, async (tx, key): Promise<CreatedOrder> => {
    const { lines, isVirtual, goodsCents, freightCents, discountCents, totalCents } = await quoteOrder(
      tx,
      userId,
      input,
      language,
    );
    if (!isVirtual && input.address_id === undefined) throw new AppError('msg.address_required');
    if (lines.some((line) => line.product.limitPeriod && line.product.limitCount !== null)) {
      // The shopper's orders for limited products are created one at a time, so two cannot both fit the limit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      for (const line of lines) await checkPurchaseLimit(tx, userId, line);
    }
    const productIds = [...new Set(lines.map((line) => line.product.id))].sort((a, b) => a - b);
    // Product rows are locked in id order everywhere, so two orders of the same products never deadlock; an
    // order of one product takes its one row lock in the statement that places it.
    if (productIds.length > 1) await lockProducts(tx, { ids: productIds });

    const placement = await placeOrder(tx, {
      userId,
      lines,
      isVirtual,
      goodsCents,
      freightCents,
      discountCents,
      totalCents,
      promoCode: input.promo_code ? input.promo_code.toUpperCase() : null,
      remark: input.remark ?? '',
      addressId: isVirtual ? null : (input.address_id ?? null),
      key,
    });
    const order = placedOrRefused(placement, lines, isVirtual);
    const cartIds = lines.flatMap((line) => (line.cartId ? [line.cartId] : []));
    if (cartIds.length > 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
    }
    return order;
  });
}

const productsById = preparedStatement<{ ids: number[] }>(
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

const lockProducts = idOrderLock(products);

/** The placed order, or the shopper's reason it was not placed: the address first, then the stock. */
function placedOrRefused(placement: Placement, lines: Line[], isVirtual: boolean) {
  if (placement.placed) return placement.placed;
  if (!isVirtual && !placement.addressFound) throw new AppError('msg.address_not_found');
  const short = lines.find((line) => !placement.takenProductIds.includes(line.product.id));
  if (!short) throw new Error('an order with its stock and address was not placed');
  throw new AppError('msg.out_of_stock', { name: short.product.name });
}

async function checkPurchaseLimit(tx: Tx, userId: number, line: Line) {
  const { limitPeriod, limitCount } = line.product;
  if (!limitPeriod || limitCount === null) return;
  const bought = await boughtInPeriod(tx, userId, line.product.id, periodStart(limitPeriod as LimitPeriod));
  if (bought + line.quantity > limitCount) {
    throw new AppError('msg.purchase_limit', {
      name: line.product.name,
      count: limitCount,
      remaining: Math.max(0, limitCount - bought),
    });
  }
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
