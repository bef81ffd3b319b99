import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatCents, ORDER_TRANSITIONS } from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orderItems, orderLogistics, orders, products, shops, virtualCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { claimIdempotencyKey } from '../../lib/idempotency';
import { changeBalance } from '../../lib/ledger';
import { checkPayPassword } from '../../lib/pay-password';

export type PaidOrder = { order_id: number; status: string; balance: string };

/**
 * Pays an unpaid order from the balance, exactly once: the status change, the conditional debit and the
 * ledger row are one transaction, and the status change only happens from `unpaid`.
 */
export async function payOrder(
  ctx: AppContext,
  userId: number,
  input: { order_id: number; pay_password: string },
  idempotencyKey?: string,
): Promise<PaidOrder> {
  const [order] = await ctx.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId)));
  if (!order) throw new AppError('msg.order_not_found');
  await checkPayPassword(ctx.db, userId, input.pay_password);

  return ctx.db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey<PaidOrder>(tx, userId, 'order.pay', idempotencyKey, {
      order_id: input.order_id,
    });
    if (claim.replay) return claim.response;

    const [paid] = await tx
      .update(orders)
      .set({ status: ORDER_TRANSITIONS.pay.to, paidAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, input.order_id),
          eq(orders.userId, userId),
          inArray(orders.status, ORDER_TRANSITIONS.pay.from),
        ),
      )
      .returning();
    if (!paid) throw new AppError('msg.order_not_payable');

    const debited = await changeBalance(tx, {
      userId,
      amountCents: -paid.totalCents,
      kind: 'payment',
      refType: 'order',
      refId: paid.id,
      memo: paid.orderNo,
    });

    // Sales counters move in two set-based statements, whatever the number of lines and shops.
    const lines = sql`(select ${orderItems.productId} as product_id, ${orderItems.shopId} as shop_id,
      ${orderItems.quantity} as quantity, ${orderItems.priceCents} * ${orderItems.quantity} as amount
      from ${orderItems} where ${orderItems.orderId} = ${paid.id})`;
    await tx.execute(sql`update ${products} set sales = ${products.sales} + sold.quantity
      from (select product_id, sum(quantity) as quantity from ${lines} as line group by product_id) as sold
      where ${products.id} = sold.product_id`);
    await tx.execute(sql`update ${shops} set sales = ${shops.sales} + sold.quantity,
        total_sales_cents = ${shops.totalSalesCents} + sold.amount
      from (select shop_id, sum(quantity) as quantity, sum(amount) as amount from ${lines} as line
        group by shop_id) as sold
      where ${shops.id} = sold.shop_id`);
    let status = paid.status;
    if (paid.isVirtual) {
      status = await deliverCards(
        tx,
        paid.id,
        await tx.select().from(orderItems).where(eq(orderItems.orderId, paid.id)),
      );
    }
    return claim.finish({ order_id: paid.id, status, balance: formatCents(debited.balanceCents) });
  });
}

/** Virtual goods arrive at once: cards from the product's pool, and the order counts as received. */
async function deliverCards(tx: Tx, orderId: number, items: (typeof orderItems.$inferSelect)[]) {
  for (const item of items) {
    const cards = await tx
      .select({ id: virtualCards.id })
      .from(virtualCards)
      .where(and(eq(virtualCards.productId, item.productId), isNull(virtualCards.orderId)))
      .orderBy(virtualCards.id)
      .limit(item.quantity)
      .for('update', { skipLocked: true });
    // Stock of a virtual product counts its unsold cards, and was reserved at order creation.
    if (cards.length < item.quantity) throw new AppError('msg.out_of_stock', { name: item.name });
    await tx
      .update(virtualCards)
      .set({ orderId, soldAt: new Date() })
      .where(
        inArray(
          virtualCards.id,
          cards.map((card) => card.id),
        ),
      );
  }
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: ORDER_TRANSITIONS.deliverCards.to, shippedAt: now, receivedAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
  await tx.insert(orderLogistics).values({ orderId, kind: 'cards', text: '' });
  return ORDER_TRANSITIONS.deliverCards.to;
}
