import { and, eq, inArray, sql } from 'drizzle-orm';
import { ESCALATE_DAYS, formatCents, ORDER_TRANSITIONS, REFUND_REFUSE_FROM } from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, products, refunds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { businessMetrics } from '../../lib/business-metrics';
import { auditRefusal } from '../../lib/audit-refusal';
import { notify } from '../../lib/notify';
import { paymentMethods } from '../payment/methods';
import { settleOrders } from '../settlement/settle';
import { ofShop, type RefundRow, toRefund } from './service';
import { orderEvent, recordEvent } from '../../lib/outbox';
import { inTransaction } from '../../lib/transaction';

/** Who decides: an operator (any refund, at any stage), or a member of the order's shop (first, once). */
export type RefundDecider = { operatorId: number } | { shopId: number; userId: number };

type Decision = { id: number; pass: boolean; remark?: string };

/**
 * Once per stage: pass pays the amount back through the ledger, returns the stock when nothing was shipped,
 * settles the rest to the shop, and the order is refunded; refuse puts the order back where it was. A shop's
 * refusal is not the last word: the shopper may escalate it to the operators for ESCALATE_DAYS.
 */
export async function auditRefund(db: Db | Tx, decider: RefundDecider, decision: Decision) {
  const byShop = 'shopId' in decider;
  const answer = await inTransaction(db, async (tx) => {
    const now = new Date();
    const remark = decision.remark ?? '';
    const decided = byShop
      ? { shopUserId: decider.userId, shopRemark: remark, shopDecidedAt: now }
      : { operatorId: decider.operatorId, remark, stage: 'platform' as const };
    const final = decision.pass || !byShop;
    const [row] = await tx
      .update(refunds)
      .set({ ...decided, status: decision.pass ? 'passed' : 'refused', ...(final && { auditedAt: now }) })
      .where(
        and(
          eq(refunds.id, decision.id),
          eq(refunds.status, 'auditing'),
          byShop ? and(eq(refunds.stage, 'shop'), ofShop(tx, decider.shopId)) : undefined,
        ),
      )
      .returning();
    if (!row)
      throw await auditRefusal(tx, refunds, decision.id, byShop ? ofShop(tx, decider.shopId) : undefined);
    const [order] = await tx
      .update(orders)
      .set({
        status: decision.pass ? ORDER_TRANSITIONS.refundPass.to : row.previousStatus,
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, row.orderId),
          inArray(orders.status, decision.pass ? ORDER_TRANSITIONS.refundPass.from : REFUND_REFUSE_FROM),
        ),
      )
      .returning();
    if (!order) throw new AppError('msg.order_not_refundable');
    if (decision.pass) await payBack(tx, row, order);
    await recordEvent(
      tx,
      'refund.decided',
      {
        refund_id: row.id,
        ...orderEvent(order).payload,
        amount_cents: row.amountCents,
        passed: decision.pass,
        decided_by: byShop ? 'shop' : 'platform',
      },
      order.shopId,
    );
    const params = { order_no: order.orderNo, amount: formatCents(row.amountCents) };
    const ref = { type: 'order', id: order.id };
    if (decision.pass) await notify(tx, row.userId, 'refund_passed', params, ref);
    else if (byShop)
      await notify(tx, row.userId, 'refund_refused_by_shop', { ...params, remark, days: ESCALATE_DAYS }, ref);
    else await notify(tx, row.userId, 'refund_refused', params, ref);
    return toRefund(row);
  });
  businessMetrics.refunds.inc({ state: decision.pass ? 'passed' : 'refused' });
  return answer;
}

/** The passed amount back to the shopper, the rest of the order to its shop, unshipped stock back on sale. */
async function payBack(tx: Tx, row: RefundRow, order: typeof orders.$inferSelect) {
  // The money goes back the way it came. Only a paid order can pass a refund (`refundPass.from`), and a paid
  // order names its method (the check `orders_paid_with_a_method`).
  if (!order.paymentMethod) throw new Error(`order ${order.id} passed a refund without having been paid`);
  await paymentMethods[order.paymentMethod].refund(tx, {
    orderId: order.id,
    orderNo: order.orderNo,
    userId: row.userId,
    amountCents: row.amountCents,
  });
  // A refunded order's money is final: what was not refunded is the shop's.
  await settleOrders(tx, [{ orderId: order.id, refundedCents: row.amountCents }]);
  if (row.previousStatus !== 'undelivered') return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items.filter((line) => !line.isVirtual)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
}
