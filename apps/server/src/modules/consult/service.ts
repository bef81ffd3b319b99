import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ConsultationStatus, Pagination } from '@storefront/shared';
import type { Db } from '../../db/client';
import { consultMessages, consultations, products, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { notify } from '../../lib/notify';
import { pageOfQueryRows } from '../../lib/pagination';
import { inTransaction } from '../../lib/transaction';

const toMessage = (message: typeof consultMessages.$inferSelect) => ({
  id: message.id,
  sender: message.sender as 'shopper' | 'shop',
  content: message.content,
  created_at: message.createdAt.toISOString(),
});

async function summaries(db: Db, where: ReturnType<typeof and>, paging: Pagination) {
  return pageOfQueryRows(
    db
      .select({ consultation: consultations, product: products, shop: shops })
      .from(consultations)
      .innerJoin(products, eq(products.id, consultations.productId))
      .innerJoin(shops, eq(shops.id, consultations.shopId))
      .where(where)
      .orderBy(desc(consultations.lastMessageAt), desc(consultations.id)),
    db.$count(consultations, where),
    paging,
    async (rows) => {
      const last = await lastMessages(
        db,
        rows.map(({ consultation }) => consultation.id),
      );
      return rows.map(({ consultation, product, shop }) => {
        const message = last.get(consultation.id);
        return {
          id: consultation.id,
          user_id: consultation.userId,
          status: consultation.status as ConsultationStatus,
          product: { id: product.id, name: product.name, image: product.images[0] ?? '' },
          shop: { id: shop.id, name: shop.name, logo: shop.logo },
          last_message: message
            ? {
                sender: message.sender as 'shopper' | 'shop',
                content: message.content,
                created_at: message.createdAt.toISOString(),
              }
            : null,
          updated_at: consultation.lastMessageAt.toISOString(),
        };
      });
    },
  );
}

/** The last message of each thread, in one query for a page of threads (the thread index answers it). */
async function lastMessages(db: Db, threadIds: number[]) {
  if (threadIds.length === 0) return new Map<number, typeof consultMessages.$inferSelect>();
  const rows = await db
    .selectDistinctOn([consultMessages.consultationId])
    .from(consultMessages)
    .where(inArray(consultMessages.consultationId, threadIds))
    .orderBy(consultMessages.consultationId, desc(consultMessages.id));
  return new Map(rows.map((row) => [row.consultationId, row]));
}

/** A shopper asks a shop about one of its products; the thread starts with the question. */
export async function askShop(
  db: Db,
  userId: number,
  input: { product_id: number; mch_id: number; content: string },
) {
  const [product] = await db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(and(eq(products.id, input.product_id), eq(products.status, 'on')));
  if (!product) throw new AppError('msg.product_not_found');
  if (product.shopId !== input.mch_id) throw new AppError('msg.shop_not_found');
  return inTransaction(db, async (tx) => {
    const [thread] = await tx
      .insert(consultations)
      .values({ userId, productId: product.id, shopId: product.shopId })
      .returning();
    if (!thread) throw new Error('consultation insert returned no row');
    await tx
      .insert(consultMessages)
      .values({ consultationId: thread.id, sender: 'shopper', content: input.content });
    return { id: thread.id, status: thread.status as ConsultationStatus };
  });
}

/** Whose threads a call may see: a shopper's own, a shop's own (its members), or (operators) all. */
type ThreadScope = { userId?: number; shopId?: number };

const inScope = (scope: ThreadScope) =>
  and(
    scope.userId === undefined ? undefined : eq(consultations.userId, scope.userId),
    scope.shopId === undefined ? undefined : eq(consultations.shopId, scope.shopId),
  );

export const listConsultations = (db: Db, filter: Pagination & ThreadScope & { status?: string }) =>
  summaries(
    db,
    and(inScope(filter), filter.status ? eq(consultations.status, filter.status) : undefined),
    filter,
  );

/** The whole thread; a shopper sees only their own, a shop's member only the shop's. */
export async function consultationDetail(db: Db, id: number, scope: ThreadScope = {}) {
  const where = and(eq(consultations.id, id), inScope(scope));
  const page = await summaries(db, where, { page: 1, limit: 1 });
  const [summary] = page.list;
  if (!summary) throw new AppError('msg.consult_not_found');
  const messages = await db
    .select()
    .from(consultMessages)
    .where(eq(consultMessages.consultationId, id))
    .orderBy(asc(consultMessages.id));
  return {
    ...summary,
    replies: messages.map(toMessage),
  };
}

/**
 * A message in a thread: from the shopper (their own thread only), or from the shop: through the console, or
 * by a member of the shop the thread is addressed to.
 */
export async function replyConsultation(
  db: Db,
  input: { id: number; content: string },
  from: { userId: number } | { operatorId: number } | { shopId: number },
) {
  return inTransaction(db, async (tx) => {
    const asShopper = 'userId' in from;
    const [thread] = await tx
      .update(consultations)
      .set({ status: asShopper ? 'open' : 'answered', lastMessageAt: new Date() })
      .where(
        and(
          eq(consultations.id, input.id),
          asShopper ? eq(consultations.userId, from.userId) : undefined,
          'shopId' in from ? eq(consultations.shopId, from.shopId) : undefined,
        ),
      )
      .returning();
    if (!thread) throw new AppError('msg.consult_not_found');
    const [message] = await tx
      .insert(consultMessages)
      .values({
        consultationId: thread.id,
        sender: asShopper ? 'shopper' : 'shop',
        operatorId: 'operatorId' in from ? from.operatorId : null,
        content: input.content,
      })
      .returning();
    if (!message) throw new Error('consultation message insert returned no row');
    if (!asShopper) {
      const [product] = await tx
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, thread.productId));
      await notify(
        tx,
        thread.userId,
        'consult_answered',
        // The id lets the list name the product in the shopper's language; the name is the fallback.
        { product: product?.name ?? '', product_id: thread.productId },
        { type: 'consultation', id: thread.id },
      );
    }
    return toMessage(message);
  });
}
