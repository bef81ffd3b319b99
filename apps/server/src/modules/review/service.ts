import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_TRANSITIONS, type Pagination, type ReviewAddInput } from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, products, reviews, shops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { notify } from '../../lib/notify';
import { pageOfQuery } from '../../lib/pagination';
import { assertOwnUploads } from '../upload/service';
import { settleOrders } from '../settlement/settle';
import { orderEvent, orderEventColumns, recordEvents } from '../../lib/outbox';
import { inTransaction } from '../../lib/transaction';

/** A review scored 4 or 5 for the product counts as positive for the shop's favorable rate. */
const GOOD_SCORE = 4;

/**
 * Only a received order, once per item; when every item is reviewed the order is completed. The shop's
 * favorable rate is counted from its reviews.
 */
export async function addReview(db: Db, userId: number, input: ReviewAddInput) {
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw new AppError('msg.order_not_found');
    if (order.status !== 'received') throw new AppError('msg.review_not_allowed');
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, order.id),
          eq(orderItems.productId, input.product_id),
          eq(orderItems.reviewed, false),
        ),
      )
      .limit(1);
    if (!item) throw new AppError('msg.review_done');
    await assertOwnUploads(tx, userId, input.images);
    const [review] = await tx
      .insert(reviews)
      .values({
        orderId: order.id,
        orderItemId: item.id,
        productId: item.productId,
        userId,
        productScore: input.product_score,
        serviceScore: input.service_score,
        postageScore: input.postage_score,
        content: input.content,
        images: input.images,
      })
      .returning();
    if (!review) throw new Error('review insert returned no row');
    await tx.update(orderItems).set({ reviewed: true }).where(eq(orderItems.id, item.id));
    await tx
      .update(shops)
      .set({
        reviewCount: sql`${shops.reviewCount} + 1`,
        goodReviewCount: sql`${shops.goodReviewCount} + ${input.product_score >= GOOD_SCORE ? 1 : 0}`,
      })
      .where(eq(shops.id, item.shopId));
    const left = await tx.$count(
      orderItems,
      and(eq(orderItems.orderId, order.id), eq(orderItems.reviewed, false)),
    );
    if (left === 0) {
      // Completion makes the order's money final: the shop is paid in the same transaction.
      const completed = await tx
        .update(orders)
        .set({ status: ORDER_TRANSITIONS.review.to, completedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), inArray(orders.status, ORDER_TRANSITIONS.review.from)))
        .returning(orderEventColumns);
      await recordEvents(tx, 'order.completed', completed.map(orderEvent));
      await settleOrders(
        tx,
        completed.map((row) => ({ orderId: row.id, refundedCents: 0 })),
      );
    }
    return { id: review.id, order_completed: left === 0 };
  });
}

type ReviewRow = typeof reviews.$inferSelect;

/** A review as shoppers see it: the reviewer only by a masked name, the shop's reply under it. */
const toReview = (review: ReviewRow, username: string) => ({
  id: review.id,
  user: `${username.slice(0, 1)}***${username.slice(-1)}`,
  product_score: review.productScore,
  service_score: review.serviceScore,
  postage_score: review.postageScore,
  content: review.content,
  images: review.images,
  reply:
    review.reply === null || review.repliedAt === null
      ? null
      : { content: review.reply, created_at: review.repliedAt.toISOString() },
  created_at: review.createdAt.toISOString(),
});

export async function listReviews(db: Db, productId: number, paging: Pagination) {
  const where = eq(reviews.productId, productId);
  return pageOfQuery(
    db
      .select({ review: reviews, username: users.username })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.id)),
    db.$count(reviews, where),
    paging,
    ({ review, username }) => toReview(review, username),
  );
}

/** Reviews of one shop's products. */
const ofShop = (db: Db | Tx, shopId: number) =>
  inArray(
    reviews.productId,
    db.select({ id: products.id }).from(products).where(eq(products.shopId, shopId)),
  );

/** The reviews of a shop's products, newest first; `unanswered` keeps those without the shop's reply. */
export async function listShopReviews(db: Db, shopId: number, filter: Pagination & { unanswered?: boolean }) {
  const where = and(ofShop(db, shopId), filter.unanswered ? isNull(reviews.reply) : undefined);
  return pageOfQuery(
    shopReviewsQuery(db).where(where).orderBy(desc(reviews.id)),
    db.$count(reviews, where),
    filter,
    toShopReview,
  );
}

/**
 * A shop member answers a review of one of the shop's products, in public; writing again replaces the answer.
 * The reviewer is told the first time.
 */
export async function replyReview(
  db: Db,
  seller: { shopId: number; userId: number },
  input: { id: number; content: string },
) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ reply: reviews.reply })
      .from(reviews)
      .where(and(eq(reviews.id, input.id), ofShop(tx, seller.shopId)))
      .for('update');
    if (!before) throw new AppError('msg.review_not_found');
    await tx
      .update(reviews)
      .set({ reply: input.content, replyUserId: seller.userId, repliedAt: new Date() })
      .where(eq(reviews.id, input.id));
    const [row] = await shopReviewsQuery(tx).where(eq(reviews.id, input.id));
    if (!row) throw new AppError('msg.review_not_found');
    if (before.reply === null)
      await notify(
        tx,
        row.review.userId,
        'review_replied',
        // The id lets the list name the product in the shopper's language; the name is the fallback.
        { product: row.product.name, product_id: row.product.id },
        { type: 'product', id: row.product.id },
      );
    return toShopReview(row);
  });
}

/** Reviews with their reviewer and product, as the seller centre lists them. */
const shopReviewsQuery = (db: Db | Tx) =>
  db
    .select({ review: reviews, username: users.username, product: products })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .$dynamic();

type ShopReviewRow = { review: ReviewRow; username: string; product: typeof products.$inferSelect };

const toShopReview = ({ review, username, product }: ShopReviewRow) => ({
  ...toReview(review, username),
  order_id: review.orderId,
  product: { id: product.id, name: product.name, image: product.images[0] ?? '' },
});
