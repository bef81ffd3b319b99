import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { LimitPeriod } from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/** Purchase-limit periods run in UTC: the day, the ISO week from Monday, the calendar month. */
export function periodStart(period: LimitPeriod, now = new Date()): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (period === 'month') start.setUTCDate(1);
  return start;
}

/** Units of a product the shopper has ordered in the period; cancelled orders give theirs back. */
export async function boughtInPeriod(
  db: Db | Tx,
  userId: number,
  productId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}
