import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type AuditStatus,
  canApply,
  formatCents,
  type GoodsStatus,
  type OrderStatus,
  ORDER_TRANSITIONS,
  type Pagination,
  ESCALATE_DAYS,
  type RefundApplyInput,
  type RefundType,
} from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import { orders, refunds, shopMembers, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { businessMetrics } from '../../lib/business-metrics';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../../lib/database-error';
import { pageOfQuery } from '../../lib/pagination';
import { assertOwnUploads } from '../upload/service';
import { orderEvent, recordEvent } from '../../lib/outbox';
import { inTransaction } from '../../lib/transaction';

export type RefundRow = typeof refunds.$inferSelect;

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
  stage: row.stage,
  shop_remark: row.shopRemark,
  shop_decided_at: row.shopDecidedAt?.toISOString() ?? null,
  escalated_at: row.escalatedAt?.toISOString() ?? null,
  escalate_until: escalateUntil(row)?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** A refusal of the shop can be taken to the platform once, within ESCALATE_DAYS of it. */
export function escalateUntil(row: RefundRow, now = new Date()): Date | null {
  if (row.stage !== 'shop' || row.status !== 'refused' || !row.shopDecidedAt || row.escalatedAt) return null;
  const until = new Date(row.shopDecidedAt.getTime() + ESCALATE_DAYS * 24 * 60 * 60 * 1000);
  return until > now ? until : null;
}

/** The refund action an order in this status allows: before delivery is confirmed, or after it. */
function refundActionOf(status: OrderStatus) {
  return canApply('refund', status) ? 'refund' : canApply('afterSale', status) ? 'afterSale' : null;
}

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
  const action = refundActionOf(status);
  if (!action) throw new AppError('msg.order_not_refundable');
  await assertOwnUploads(db, userId, input.images);
  // A shop run by its members decides first; the platform's own shops go straight to the operators.
  const members =
    order.shopId === null ? 0 : await db.$count(shopMembers, eq(shopMembers.shopId, order.shopId));

  try {
    const refund = await inTransaction(db, async (tx) => {
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
          stage: members > 0 ? 'shop' : 'platform',
        })
        .returning();
      const moved = await tx
        .update(orders)
        .set({ status: ORDER_TRANSITIONS[action].to, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.status, status)))
        .returning({ id: orders.id });
      if (moved.length === 0) throw new AppError('msg.order_not_refundable');
      await recordEvent(
        tx,
        'refund.requested',
        {
          refund_id: (row as RefundRow).id,
          ...orderEvent(order).payload,
          amount_cents: input.amount,
          type: input.type,
        },
        order.shopId,
      );
      return toRefund(row as RefundRow);
    });
    businessMetrics.refunds.inc({ state: 'requested' });
    return refund;
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

/** Every shop's refunds, each with its order's number and the shop that sold the order (operators' queue). */
export async function listRefunds(db: Db, filter: Pagination & { status?: AuditStatus }) {
  const where = filter.status ? eq(refunds.status, filter.status) : undefined;
  return pageOfQuery(
    db
      .select({ refund: refunds, orderNo: orders.orderNo, shop: { id: shops.id, name: shops.name } })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(where)
      .orderBy(desc(refunds.id)),
    db.$count(refunds, where),
    filter,
    ({ refund, orderNo, shop }) => ({ ...toRefund(refund), order_no: orderNo, shop }),
  );
}

/** Refunds of the orders of one shop. */
export const ofShop = (db: Db | Tx, shopId: number) =>
  inArray(refunds.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, shopId)));

/**
 * The refunds of one shop's orders, with their order numbers. `auditing` lists those waiting for the shop
 * (an escalated one waits for the platform and is listed under all).
 */
export async function listShopRefunds(db: Db, shopId: number, filter: Pagination & { status?: AuditStatus }) {
  const where = and(
    ofShop(db, shopId),
    filter.status ? eq(refunds.status, filter.status) : undefined,
    filter.status === 'auditing' ? eq(refunds.stage, 'shop') : undefined,
  );
  return pageOfQuery(
    db
      .select({ refund: refunds, orderNo: orders.orderNo })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where)
      .orderBy(desc(refunds.id)),
    db.$count(refunds, where),
    filter,
    ({ refund, orderNo }) => ({ ...toRefund(refund), order_no: orderNo }),
  );
}

/**
 * The shopper takes the shop's refusal to the platform: the request waits for the operators again and the
 * order goes back to refunding (or after-sale) from wherever it is now, if a refund is still possible there.
 */
export async function escalateRefund(db: Db, userId: number, refundId: number) {
  const answer = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.userId, userId)))
      .for('update');
    if (!row) throw new AppError('msg.request_not_found');
    if (!escalateUntil(row)) throw new AppError('msg.refund_not_escalatable');
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
    const status = order?.status as OrderStatus | undefined;
    const action = status && refundActionOf(status);
    if (!order || !status || !action) throw new AppError('msg.order_not_refundable');
    await tx
      .update(orders)
      .set({ status: ORDER_TRANSITIONS[action].to, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    const [escalated] = await tx
      .update(refunds)
      .set({ status: 'auditing', stage: 'platform', escalatedAt: new Date(), previousStatus: status })
      .where(eq(refunds.id, row.id))
      .returning();
    return toRefund(escalated as RefundRow);
  });
  businessMetrics.refunds.inc({ state: 'escalated' });
  return answer;
}
