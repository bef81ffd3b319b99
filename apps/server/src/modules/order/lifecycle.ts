import { and, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import {
  AUTO_COMPLETE_DAYS,
  AUTO_RECEIVE_DAYS,
  ESCALATE_DAYS,
  type OrderAction,
  ORDER_TRANSITIONS,
} from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import { orderItems, orderLogistics, orders, products, refunds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type OrderScope, orderScopeCondition, refusalOf } from './scope';
import { inTransaction } from '../../lib/transaction';
import { notify } from '../../lib/notify';
import { settleOrders } from '../settlement/settle';
import { orderEvent, orderEventColumns, recordEvent, recordEvents } from '../../lib/outbox';

type OrderRow = typeof orders.$inferSelect;
type Changes = Partial<
  Pick<
    OrderRow,
    'cancelledAt' | 'shippedAt' | 'receivedAt' | 'completedAt' | 'logisticsCompany' | 'trackingNo'
  >
>;

/** One transition of the shared table, applied only from its `from` statuses and within its scope. */
async function transition(
  tx: Tx,
  orderId: number,
  action: OrderAction,
  changes: Changes,
  scope: OrderScope = 'all',
): Promise<OrderRow | undefined> {
  const { from, to } = ORDER_TRANSITIONS[action];
  const [row] = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from), orderScopeCondition(scope)))
    .returning();
  return row;
}

async function returnStock(tx: Tx, orderId: number) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
}

/** A shopper cancels an unpaid order; the reserved stock comes back in the same transaction. */
export async function cancelOrder(db: Db, userId: number, orderId: number) {
  await inTransaction(db, async (tx) => {
    const cancelled = await transition(tx, orderId, 'cancel', { cancelledAt: new Date() }, { userId });
    if (!cancelled) throw await refusalOf(tx, orderId, { userId }, 'msg.order_not_cancellable');
    await returnStock(tx, orderId);
  });
}

export async function confirmReceived(db: Db, userId: number, orderId: number) {
  await inTransaction(db, async (tx) => {
    const received = await transition(tx, orderId, 'confirm', { receivedAt: new Date() }, { userId });
    if (!received) throw await refusalOf(tx, orderId, { userId }, 'msg.order_not_confirmable');
  });
}

/** Ships an order: by an operator (any order), or by its shop's member (that shop's orders only). */
export async function shipOrder(
  db: Db,
  input: { order_id: number; company: string; tracking_no: string },
  scope: OrderScope,
) {
  await inTransaction(db, async (tx) => {
    const shipped = await transition(
      tx,
      input.order_id,
      'ship',
      { shippedAt: new Date(), logisticsCompany: input.company, trackingNo: input.tracking_no },
      scope,
    );
    if (!shipped) throw await refusalOf(tx, input.order_id, scope, 'msg.order_not_shippable');
    const { payload } = orderEvent(shipped);
    await recordEvent(
      tx,
      'order.shipped',
      { ...payload, company: input.company, tracking_no: input.tracking_no },
      shipped.shopId,
    );
    await notify(
      tx,
      shipped.userId,
      'order_shipped',
      { order_no: shipped.orderNo, company: input.company },
      { type: 'order', id: shipped.id },
    );
    await tx
      .insert(orderLogistics)
      .values({ orderId: input.order_id, kind: 'shipped', text: `${input.company} ${input.tracking_no}` });
  });
}

export async function addLogistics(db: Db, input: { order_id: number; text: string }) {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, input.order_id));
  if (!order) throw new AppError('msg.order_not_found');
  if (order.status !== 'delivered') throw new AppError('msg.order_not_in_transit');
  await db.insert(orderLogistics).values({ orderId: input.order_id, kind: 'note', text: input.text });
}

const days = (count: number, now: Date) => new Date(now.getTime() - count * 86_400_000);

/**
 * The order clock: unpaid orders expire after 30 minutes (stock back), delivered orders are received after
 * 10 days, received orders complete after 7 (unless a shop's refusal of their refund may still be escalated). Each order changes in its own conditional update, rows claimed
 * with SKIP LOCKED, so several instances running this at once change every order exactly once.
 */
export async function runOrderJobs(db: Db, now = new Date()) {
  const counts = { expired: 0, received: 0, completed: 0 };
  for (;;) {
    const batch = await inTransaction(db, async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'unpaid'), lt(orders.expiresAt, now)))
        .limit(50)
        .for('update', { skipLocked: true });
      for (const { id } of due) {
        if (await transition(tx, id, 'expire', { cancelledAt: now })) {
          await returnStock(tx, id);
          counts.expired += 1;
        }
      }
      return due.length;
    });
    if (batch < 50) break;
  }
  counts.received = (
    await db
      .update(orders)
      .set({ status: ORDER_TRANSITIONS.autoReceive.to, receivedAt: now, updatedAt: now })
      .where(
        and(
          inArray(orders.status, ORDER_TRANSITIONS.autoReceive.from),
          lt(orders.shippedAt, days(AUTO_RECEIVE_DAYS, now)),
        ),
      )
      .returning({ id: orders.id })
  ).length;
  // Completion makes an order's money final: its shop is paid in the same transaction.
  counts.completed = await inTransaction(db, async (tx) => {
    const completed = await tx
      .update(orders)
      .set({ status: ORDER_TRANSITIONS.autoComplete.to, completedAt: now, updatedAt: now })
      .where(
        and(
          inArray(orders.status, ORDER_TRANSITIONS.autoComplete.from),
          lt(orders.receivedAt, days(AUTO_COMPLETE_DAYS, now)),
          // Completion pays the shop: not while the shopper may still take a shop's refusal to the platform.
          notExists(
            tx
              .select({ id: refunds.id })
              .from(refunds)
              .where(
                and(
                  eq(refunds.orderId, orders.id),
                  eq(refunds.stage, 'shop'),
                  eq(refunds.status, 'refused'),
                  isNull(refunds.escalatedAt),
                  gt(refunds.shopDecidedAt, days(ESCALATE_DAYS, now)),
                ),
              ),
          ),
        ),
      )
      .returning(orderEventColumns);
    await recordEvents(tx, 'order.completed', completed.map(orderEvent));
    await settleOrders(
      tx,
      completed.map((row) => ({ orderId: row.id, refundedCents: 0 })),
    );
    return completed.length;
  });
  return counts;
}
