import { and, eq, inArray } from 'drizzle-orm';
import { formatCents, type LimitPeriod, type OrderCreateInput } from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { businessMetrics } from '../../lib/business-metrics';
import { type Answered, runIdempotent } from '../../lib/idempotency';
import { idOrderLock, lockUser } from '../../lib/transaction';
import { boughtInPeriod, periodStart } from './limits';
import { type CreatedOrder, type Placement, placeOrder } from './place';
import { type Line, quoteOrder } from './quote';

/**
 * Creates the orders of a checkout from bag lines or direct items in one transaction, one order per shop of the
 * lines: checks and prices the lines (freight, promo code), holds purchase limits (for limited products the
 * shopper's row is locked, so such orders are created one at a time), then for each shop one statement takes
 * the stock where it suffices, copies the address and places the order (`placeOrder`), and the bag lines used
 * are cleared. Any shop's order refused refuses them all. The Idempotency-Key is stored with the answer by the
 * placing statement when there is one shop (the usual checkout, decision 017), after the last one otherwise.
 */
export async function createOrder(
  ctx: AppContext,
  userId: number,
  input: OrderCreateInput,
  language: string,
  idempotencyKey?: string,
): Promise<CreatedOrder> {
  const keyed = { userId, scope: 'order.create', key: idempotencyKey, request: input } as const;
  const { answer, fresh } = await runIdempotent(
    ctx.db,
    keyed,
    async (tx, key): Promise<Answered<CreatedOrder>> => {
      const { lines, isVirtual, shopOrders, totalCents } = await quoteOrder(tx, userId, input, language);
      if (!isVirtual && input.address_id === undefined) throw new AppError('msg.address_required');
      if (lines.some((line) => line.product.limitPeriod && line.product.limitCount !== null)) {
        // The shopper's orders for limited products are created one at a time, so two cannot both fit the limit.
        await lockUser(tx, userId);
        for (const line of lines) await checkPurchaseLimit(tx, userId, line);
      }
      const productIds = [...new Set(lines.map((line) => line.product.id))].sort((a, b) => a - b);
      // Product rows are locked in id order everywhere, so two orders of the same products never deadlock; an
      // order of one product takes its one row lock in the statement that places it.
      if (productIds.length > 1) await lockProducts(tx, { ids: productIds });

      const placed: CreatedOrder[] = [];
      let keyStored = false;
      for (const shopOrder of shopOrders) {
        const placement = await placeOrder(tx, {
          userId,
          shopId: shopOrder.shopId,
          lines: shopOrder.lines,
          isVirtual,
          goodsCents: shopOrder.goodsCents,
          freightCents: shopOrder.freightCents,
          discountCents: shopOrder.discountCents,
          totalCents: shopOrder.totalCents,
          promoCode: input.promo_code ? input.promo_code.toUpperCase() : null,
          remark: input.remark ?? '',
          addressId: isVirtual ? null : (input.address_id ?? null),
          // One shop's order stores the key with its answer; a checkout of several answers them together.
          key: shopOrders.length === 1 ? key : { key: null, requestHash: null },
        });
        if (placement.placed) keyStored = placement.keyStored;
        placed.push(placedOrRefused(placement, shopOrder.lines, isVirtual));
      }
      const cartIds = lines.flatMap((line) => (line.cartId ? [line.cartId] : []));
      if (cartIds.length > 0) {
        await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
      }
      if (placed.length === 1 && placed[0]) return { answer: placed[0], keyStored };
      return { answer: togetherAnswer(placed, totalCents), keyStored: false };
    },
  );
  if (fresh) businessMetrics.ordersCreated.inc(answer.order_ids.length);
  return answer;
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
