import { eq } from 'drizzle-orm';
import { formatCents, type LimitPeriod, type OrderCreateInput } from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { products, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { businessMetrics } from '../../lib/business-metrics';
import { runKeyed, storeKeyIn } from '../../lib/idempotency';
import { idOrderLock, inOneStatement, inTransaction, lockUser } from '../../lib/transaction';
import { displayColumns, displayCurrencyOf } from '../currency/rates';
import { shopsInLanguage } from '../catalog/translations';
import { boughtInPeriod, periodStart } from './limits';
import { type CreatedOrder, type Placement, placeOrder } from './place';
import { type Line, type OrderQuote, quoteOrder, type ShopOrderQuote } from './quote';

/**
 * Creates the orders of a checkout from bag lines or direct items, one order per shop of the lines: checks and
 * prices the lines (freight, promo code; reads that lock nothing), then places them.
 * - The usual checkout, one product of one shop without a purchase limit, is one statement that takes the stock,
 *   copies the address, places the order, clears its bag line and stores the Idempotency-Key with the answer,
 *   without BEGIN/COMMIT (decision 060).
 * - Anything else is one transaction: purchase limits held (the shopper's row locked, so such orders are created
 *   one at a time), product rows locked in id order, then each shop's order placed by the same statement, and
 *   the key stored last (decision 017). Any shop's order refused refuses them all.
 */
export async function createOrder(
  ctx: AppContext,
  userId: number,
  input: OrderCreateInput,
  language: string,
  idempotencyKey?: string,
  /** The shopper's display currency (the request's `currency`); the order keeps its estimate (decision 062). */
  currency: string | null = null,
): Promise<CreatedOrder> {
  const keyed = { userId, scope: 'order.create', key: idempotencyKey, request: input } as const;
  const { answer, fresh } = await runKeyed(ctx.db, keyed, async (key) => {
    // From memory (the rates cache), before the statements: the dollar reads nothing.
    const display = await displayCurrencyOf(ctx, currency);
    const quote = await quoteOrder(ctx, userId, input, language);
    if (!quote.isVirtual && input.address_id === undefined) throw new AppError('msg.address_required');
    const notShipping = quote.shopOrders.find((order) => !order.ships);
    if (notShipping) await refuseNotShipping(ctx, notShipping.shopId, quote.country, language);
    const placing = (shopOrder: ShopOrderQuote, storesKey: boolean): Placing => ({
      userId,
      shopId: shopOrder.shopId,
      lines: shopOrder.lines,
      isVirtual: quote.isVirtual,
      goodsCents: shopOrder.goodsCents,
      freightCents: shopOrder.freightCents,
      discountCents: shopOrder.discountCents,
      taxCents: shopOrder.taxCents,
      taxMode: shopOrder.taxMode,
      deliveryFrom: shopOrder.delivery?.from ?? null,
      deliveryTo: shopOrder.delivery?.to ?? null,
      totalCents: shopOrder.totalCents,
      ...displayColumns(display, shopOrder.totalCents),
      promoCode: input.promo_code ? input.promo_code.toUpperCase() : null,
      remark: input.remark ?? '',
      addressId: quote.isVirtual ? null : (input.address_id ?? null),
      cartIds: cartIdsOf(shopOrder.lines),
      key: storesKey ? key : { key: null, requestHash: null },
    });
    const [onlyOrder] = quote.shopOrders;
    if (onlyOrder && placedByOneStatement(quote)) {
      const placement = await inOneStatement(() => placeOrder(ctx.db, placing(onlyOrder, true)));
      return placedOrRefused(placement, onlyOrder.lines, quote.isVirtual);
    }
    return inTransaction(ctx.db, async (tx) => {
      const { lines, shopOrders } = quote;
      if (lines.some(isLimited)) {
        // The shopper's orders for limited products are created one at a time, so two cannot both fit the limit.
        await lockUser(tx, userId);
        for (const line of lines) await checkPurchaseLimit(tx, userId, line);
      }
      // Product rows are locked in id order everywhere, so two orders of the same products never deadlock.
      const productIds = [...new Set(lines.map((line) => line.product.id))].sort((a, b) => a - b);
      if (productIds.length > 1) await lockProducts(tx, { ids: productIds });
      const placed: CreatedOrder[] = [];
      for (const shopOrder of shopOrders) {
        // One shop's order stores the key with its answer; a checkout of several stores it after them.
        const placement = await placeOrder(tx, placing(shopOrder, shopOrders.length === 1));
        placed.push(placedOrRefused(placement, shopOrder.lines, quote.isVirtual));
      }
      const [first] = placed;
      if (placed.length === 1 && first) return first;
      const together = togetherAnswer(placed, quote.totalCents);
      await storeKeyIn(tx, keyed, key, together);
      return together;
    });
  });
  if (fresh) businessMetrics.ordersCreated.inc(answer.order_ids.length);
  return answer;
}

type Placing = Parameters<typeof placeOrder>[1];

const isLimited = (line: Line) => Boolean(line.product.limitPeriod) && line.product.limitCount !== null;

const cartIdsOf = (lines: Line[]) => lines.flatMap((line) => (line.cartId ? [line.cartId] : []));

/**
 * An order of one product of one shop, without a purchase limit: its statement takes the product's stock only
 * when it places the order, so it changes nothing unless it succeeds and needs no transaction.
 */
function placedByOneStatement(quote: OrderQuote) {
  const productIds = new Set(quote.lines.map((line) => line.product.id));
  return quote.shopOrders.length === 1 && productIds.size === 1 && !quote.lines.some(isLimited);
}

/** The answer for a checkout of several shops: the first order's number, and the sum of their totals. */
function togetherAnswer(placed: CreatedOrder[], totalCents: number): CreatedOrder {
  const [first] = placed;
  if (!first) throw new Error('a checkout placed no order');
  return {
    ...first,
    total: formatCents(totalCents),
    order_ids: placed.map((order) => order.order_id),
  };
}

const lockProducts = idOrderLock(products);

/**
 * A checkout with a shop that does not ship to the address's country is refused before anything is written,
 * naming the shop and the country in the shopper's language (the checkout already said so, from the preview).
 */
async function refuseNotShipping(
  ctx: AppContext,
  shopId: number,
  country: string | null,
  language: string,
): Promise<never> {
  const [shop] = await shopsInLanguage(
    ctx.db,
    await ctx.db.select().from(shops).where(eq(shops.id, shopId)),
    language,
  );
  throw new AppError('msg.shop_not_shipping', {
    shop: shop?.name ?? '',
    country: country ?? '',
  });
}

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
