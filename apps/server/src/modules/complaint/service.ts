import { and, desc, eq } from 'drizzle-orm';
import {
  canComplain,
  type ComplaintInput,
  type ComplaintStatus,
  type OrderStatus,
  type Pagination,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { complaints, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { notify } from '../../lib/notify';
import { pageOfQuery } from '../../lib/pagination';
import { assertOwnUploads } from '../upload/service';
import { inTransaction } from '../../lib/transaction';

type ComplaintRow = typeof complaints.$inferSelect;

const toComplaint = (row: ComplaintRow) => ({
  id: row.id,
  user_id: row.userId,
  order_id: row.orderId,
  content: row.content,
  image: row.image,
  status: row.status as ComplaintStatus,
  result: row.result,
  handled_at: row.handledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** About one of the shopper's orders, or (without order_id) about the platform. */
export async function fileComplaint(db: Db, userId: number, input: ComplaintInput) {
  if (input.order_id !== undefined) {
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId)));
    if (!order) throw new AppError('msg.order_not_found');
    if (!canComplain(order.status as OrderStatus)) throw new AppError('msg.order_not_complainable');
  }
  await assertOwnUploads(db, userId, [input.image]);
  const [row] = await db
    .insert(complaints)
    .values({ userId, orderId: input.order_id ?? null, content: input.content, image: input.image })
    .returning();
  return toComplaint(row as ComplaintRow);
}

export async function listComplaints(db: Db, filter: Pagination & { userId?: number; status?: string }) {
  const where = and(
    filter.userId === undefined ? undefined : eq(complaints.userId, filter.userId),
    filter.status ? eq(complaints.status, filter.status) : undefined,
  );
  return pageOfQuery(
    db.select().from(complaints).where(where).orderBy(desc(complaints.id)),
    db.$count(complaints, where),
    filter,
    toComplaint,
  );
}

export async function handleComplaint(db: Db, operatorId: number, input: { id: number; result: string }) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({ status: 'handled', result: input.result, operatorId, handledAt: new Date() })
      .where(and(eq(complaints.id, input.id), eq(complaints.status, 'pending')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: complaints.id })
        .from(complaints)
        .where(eq(complaints.id, input.id));
      throw new AppError(existing ? 'msg.audit_done' : 'msg.request_not_found');
    }
    await notify(
      tx,
      row.userId,
      'complaint_handled',
      { result: input.result },
      { type: 'complaint', id: row.id },
    );
    return toComplaint(row);
  });
}
