import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatCents, ORDER_TRANSITIONS } from '@storefront/shared';
import type { AppContext } from '../../context';
import { preparedStatement, type Tx } from '../../db/client';
import { orderItems, orderLogistics, orders, salesToCount, users, virtualCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { runIdempotent } from '../../lib/idempotency';
import { changeBalance } from '../../lib/ledger';
import { checkPayPassword, payCodeColumns, payCodeState } from '../../lib/pay-password';

export type PaidOrder = { order_id: number; status: string; balance: string };

/**
 * Pays an unpaid order from the balance, exactly once: the status change, the lines' sales to count, the debit
 * and the ledger row are one transaction, and the status change only happens from `unpaid`. Before it, one read
 * finds the order and the payment code's state together.
 */
export async function payOrder(
  ctx: AppContext,
  userId: number,
  input: { order_id: number; pay_password: string },
  idempotencyKey?: string,
): Promise<PaidOrder> {
  const [payer] = await orderAndPayCode(ctx.db, { userId, orderId: input.order_id });
  if (!payer || payer.order_id === null) throw new AppError('msg.order_not_found');
  await checkPayPassword(ctx.db, userId, input.pay_password, payCodeState(payer));

  const keyed = {
    userId,
    scope: 'order.pay',
    key: idempotencyKey,
    request: { order_id: input.order_id },
  } as const;
  return runIdempotent(ctx.db, keyed, async (tx): Promise<PaidOrder> => {
    const paid = await markPaid(tx, userId, input.order_id);
    if (!paid) throw new AppError('msg.order_not_payable');
    const debited = await changeBalance(tx, {
      userId,
      amountCents: -paid.totalCents,
      kind: 'payment',
      refType: 'order',
      refId: paid.id,
      memo: paid.orderNo,
    });
    let status = paid.status;
    if (paid.isVirtual) {
      status = await deliverCards(
        tx,
        paid.id,
        await tx.select().from(orderItems).where(eq(orderItems.orderId, paid.id)),
      );
    }
    return { order_id: paid.id, status, balance: formatCents(debited.balanceCents) };
  });
}

const orderAndPayCode = preparedStatement<{ userId: number; orderId: number }>(
  (value) => sql`select orders.id as order_id, ${payCodeColumns}
    from ${users} left join ${orders} on orders.id = ${value('orderId')} and orders.user_id = users.id
    where users.id = ${value('userId')}`,
);

/**
 * Moves the order from `unpaid` to `paid` and leaves its lines for `countSales`, in one statement whatever the
 * number of lines; nothing when the order is not payable (any more). Payment locks no product or shop row, so
 * shoppers paying for the same product never wait for each other (decision 014).
 */
const payUnpaid = preparedStatement<{ userId: number; orderId: number }>(
  (value) => sql`
    with paid as (
      update ${orders} set status = ${ORDER_TRANSITIONS.pay.to}, paid_at = now(), updated_at = now()
      where id = ${value('orderId')} and user_id = ${value('userId')}
        and ${inArray(orders.status, ORDER_TRANSITIONS.pay.from)}
      returning id, order_no, total_cents, is_virtual, status
    ), to_count as (
      insert into ${salesToCount} (product_id, shop_id, quantity, amount_cents)
      select product_id, shop_id, quantity, price_cents * quantity
      from ${orderItems} where order_id in (select id from paid)
    )
    select id, order_no, total_cents, is_virtual, status from paid`,
);

async function markPaid(tx: Tx, userId: number, orderId: number) {
  const [row] = await payUnpaid(tx, { userId, orderId });
  return (
    row && {
      id: Number(row.id),
      orderNo: String(row.order_no),
      totalCents: Number(row.total_cents),
      isVirtual: Boolean(row.is_virtual),
      status: String(row.status),
    }
  );
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
