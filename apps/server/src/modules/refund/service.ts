import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type AuditStatus,
  canApply,
  formatCents,
  type GoodsStatus,
  type OrderStatus,
  ORDER_TRANSITIONS,
  type Pagination,
  REFUND_REFUSE_FROM,
  type RefundApplyInput,
  type RefundType,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { orderItems, orders, products, refunds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../../lib/database-error';
import { changeBalance } from '../../lib/ledger';
import { notify } from '../../lib/notify';
import { pageOfQuery } from '../../lib/pagination';
import { assertOwnUploads } from '../upload/service';
import { settleOrders } from '../settlement/settle';

type RefundRow = typeof refunds.$inferSelect;

export const toRefund = (row: RefundRow) => ({
  id: row.id,
  order_id: row.orderId,
  user_id: row.userId,
  type: row.type as RefundType,
  amount: formatCents(row.amountCents),
  goods_status: row.goodsStatus as GoodsStatus,
  reason: row.reason,
  explanation: row.explanation,
  images: row.images,
  status: row.status as AuditStatus,
  remark: row.remark,
  audited_at: row.auditedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/**
 * One request per order. Before delivery is confirmed the order goes to `refunding`, after it to
 * `after_sale`; the amount cannot be more than what was paid.
 */
export async function applyRefund(db: Db, userId: number, input: RefundApplyInput) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId)));
  if (!order) throw new AppError('msg.order_not_found');
  const [existing] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, order.id));
  if (existing) throw new AppError('msg.refund_exists');
  if (input.amount > order.totalCents)
    throw new AppError('msg.refund_too_much', { amount: formatCents(order.totalCents) });
  const status = order.status as OrderStatus;
  const action = canApply('refund', status) ? 'refund' : canApply('afterSale', status) ? 'afterSale' : null;
  if (!action) throw new AppError('msg.order_not_refundable');
  await assertOwnUploads(db, userId, input.images);

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          userId,
          type: input.type,
          amountCents: input.amount,
          goodsStatus: input.goods_status,
          reason: input.reason,
          explanation: input.explanation,
          images: input.images,
          previousStatus: status,
        })
        .returning();
      const moved = await tx
        .update(orders)
        .set({ status: ORDER_TRANSITIONS[action].to, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.status, status)))
        .returning({ id: orders.id });
      if (moved.length === 0) throw new AppError('msg.order_not_refundable');
      return toRefund(row as RefundRow);
    });
  } catch (error) {
    if (databaseErrorOf(error).code === UNIQUE_VIOLATION) throw new AppError('msg.refund_exists');
    throw error;
  }
}

export async function refundOfOrder(db: Db, orderId: number, userId?: number) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), userId === undefined ? undefined : eq(refunds.userId, userId)));
  return row ? toRefund(row) : null;
}

export async function listRefunds(db: Db, filter: Pagination & { status?: AuditStatus }) {
  const where = filter.status ? eq(refunds.status, filter.status) : undefined;
  return pageOfQuery(
    db.select().from(refunds).where(where).orderBy(desc(refunds.id)),
    db.$count(refunds, where),
    filter,
    toRefund,
  );
}

/**
 * Once: pass pays the amount back through the ledger, returns the stock when nothing was shipped, and the
 * order is refunded; refuse puts the order back where it was.
 */
export async function auditRefund(
  db: Db,
  operatorId: number,
  audit: { id: number; pass: boolean; remark?: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        status: audit.pass ? 'passed' : 'refused',
        remark: audit.remark ?? '',
        operatorId,
        auditedAt: new Date(),
      })
      .where(and(eq(refunds.id, audit.id), eq(refunds.status, 'auditing')))
      .returning();
    if (!row) {
      const [existing] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, audit.id));
      throw new AppError(existing ? 'msg.audit_done' : 'msg.request_not_found');
    }
    const [order] = await tx
      .update(orders)
      .set({
        status: audit.pass ? ORDER_TRANSITIONS.refundPass.to : row.previousStatus,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, row.orderId),
          inArray(orders.status, audit.pass ? ORDER_TRANSITIONS.refundPass.from : REFUND_REFUSE_FROM),
        ),
      )
      .returning();
    if (!order) throw new AppError('msg.order_not_refundable');
    if (audit.pass) {
      await changeBalance(tx, {
        userId: row.userId,
        amountCents: row.amountCents,
        kind: 'refund',
        refType: 'order',
        refId: order.id,
        memo: order.orderNo,
      });
      // A refunded order's money is final: what was not refunded is the shop's.
      await settleOrders(tx, [{ orderId: order.id, refundedCents: row.amountCents }]);
      if (row.previousStatus === 'undelivered') {
        const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
        for (const item of items.filter((line) => !line.isVirtual)) {
          await tx
            .update(products)
            .set({ stock: sql`${products.stock} + ${item.quantity}` })
            .where(eq(products.id, item.productId));
        }
      }
    }
    await notify(
      tx,
      row.userId,
      audit.pass ? 'refund_passed' : 'refund_refused',
      { order_no: order.orderNo, amount: formatCents(row.amountCents) },
      { type: 'order', id: order.id },
    );
    return toRefund(row);
  });
}
