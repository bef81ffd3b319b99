import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, virtualCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkPayPassword } from '../../lib/pay-password';

/**
 * The cards a paid virtual order delivered, numbers only. A card's password is money in hand, so it is never
 * part of an order's answer: a stolen session alone must not read it (`revealOrderCards`).
 */
export async function cardNumbersOfOrder(db: Db, orderId: number) {
  return db
    .select({ product_id: virtualCards.productId, card_no: virtualCards.cardNo })
    .from(virtualCards)
    .where(eq(virtualCards.orderId, orderId))
    .orderBy(asc(virtualCards.id));
}

/**
 * The cards of one of the shopper's paid orders with their passwords, once the payment code is right. The
 * code is checked like a payment's (claimed before judged, five wrong in 15 minutes lock it and payment), so
 * guessing here is no cheaper than guessing at the till.
 */
export async function revealOrderCards(
  db: Db,
  userId: number,
  input: { order_id: number; pay_password: string },
) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId), isNotNull(orders.paidAt)));
  if (!order) throw new AppError('msg.order_not_found');
  await checkPayPassword(db, userId, input.pay_password);
  return db
    .select({
      product_id: virtualCards.productId,
      card_no: virtualCards.cardNo,
      card_password: virtualCards.cardPassword,
    })
    .from(virtualCards)
    .where(eq(virtualCards.orderId, order.id))
    .orderBy(asc(virtualCards.id));
}
