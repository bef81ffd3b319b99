import { and, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  formatCents,
  type LimitPeriod,
  ORDER_TRANSITIONS,
  SOLD_STATUSES,
  type OrderTab,
  type Pagination,
  type ProductStatus,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import {
  complaints,
  consultations,
  ledgerPostings,
  merchantApplications,
  orders,
  products,
  recharges,
  refunds,
  users,
  withdrawals,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { postingsOf } from '../../lib/ledger';
import { pageOfQuery } from '../../lib/pagination';
import { containing } from '../../lib/search';
import { toProductSummary } from '../catalog/service';
import { listOrders } from '../order/read';

const DAY = 86_400_000;

/** Midnight UTC today and the first of this month: where the dashboards' figures start. */
export const dayAndMonthStarts = (now: Date) => ({
  today: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
  month: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
});

/** The refund passed on an order, if any (at most one per order). */
const passedRefund = and(eq(refunds.orderId, orders.id), eq(refunds.status, 'passed'));
/** What an order kept of its payment: paid less the refund passed on it. */
const keptCents = sql<string>`${orders.totalCents} - coalesce(${refunds.amountCents}, 0)`;
/** The orders the sales figures count: paid and kept whole, or refunded in part (what was kept counts). */
const keptSome = and(inArray(orders.status, [...SOLD_STATUSES, 'refunded']), sql`${keptCents} > 0`);

/** Orders paid since a moment that kept some of their money, and what they kept; of one shop or all. */
export async function salesSince(db: Db, from: Date, shopId?: number) {
  const [row] = await db
    .select({ orders: count(), sales: sql<string>`coalesce(sum(${keptCents}), 0)` })
    .from(orders)
    .leftJoin(refunds, passedRefund)
    .where(
      and(keptSome, gte(orders.paidAt, from), shopId === undefined ? undefined : eq(orders.shopId, shopId)),
    );
  return { orders: row?.orders ?? 0, sales: formatCents(Number(row?.sales ?? 0)) };
}

/** Today's and this month's paid orders and sales, the pending queues, and 30 days of orders and sales (UTC). */
export async function dashboard(db: Db, now = new Date()) {
  const { today, month } = dayAndMonthStarts(now);
  const since = new Date(today.getTime() - 29 * DAY);
  const daily = await db
    .select({
      day: sql<string>`to_char(date_trunc('day', ${orders.paidAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      orders: count(),
      sales: sql<string>`coalesce(sum(${keptCents}), 0)`,
    })
    .from(orders)
    .leftJoin(refunds, passedRefund)
    .where(and(keptSome, gte(orders.paidAt, since)))
    .groupBy(sql`1`);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const series = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(since.getTime() + index * DAY).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, sales: formatCents(Number(row?.sales ?? 0)) };
  });
  return {
    today: await salesSince(db, today),
    month: await salesSince(db, month),
    pending: {
      recharges: await db.$count(recharges, eq(recharges.status, 'auditing')),
      withdrawals: await db.$count(withdrawals, eq(withdrawals.status, 'auditing')),
      refunds: await db.$count(refunds, eq(refunds.status, 'auditing')),
      complaints: await db.$count(complaints, eq(complaints.status, 'pending')),
      consultations: await db.$count(consultations, eq(consultations.status, 'open')),
      merchant_applications: await db.$count(
        merchantApplications,
        eq(merchantApplications.status, 'auditing'),
      ),
      to_ship: await db.$count(orders, inArray(orders.status, ORDER_TRANSITIONS.ship.from)),
    },
    series,
    commission: {
      month: await commissionSince(db, month),
      total: await commissionSince(db, new Date(0)),
    },
  };
}

/** The platform's commission on the orders settled since a moment. */
async function commissionSince(db: Db, from: Date) {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.commissionCents}), 0)` })
    .from(orders)
    .where(gte(orders.settledAt, from));
  return formatCents(Number(row?.cents ?? 0));
}

/** Shoppers whose username, email or mobile contains these words. */
const shopperMatching = (words: string) => {
  const pattern = containing(words);
  return or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.mobile, pattern));
};

/** Shoppers, newest first, searchable by username, email or mobile. */
export async function listShoppers(db: Db, query: Pagination & { keyword?: string }) {
  const where = query.keyword ? shopperMatching(query.keyword) : undefined;
  return pageOfQuery(
    db.select().from(users).where(where).orderBy(desc(users.id)),
    db.$count(users, where),
    query,
    (user) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      mobile: user.mobile,
      balance: formatCents(user.balanceCents),
      frozen: formatCents(user.frozenCents),
      status: user.status,
      created_at: user.createdAt.toISOString(),
    }),
  );
}

export async function operatorOrders(
  db: Db,
  query: Pagination & { status: OrderTab; shop_id?: number; user?: string; from?: string; to?: string },
) {
  const status = query.status;
  let userIds: number[] | undefined;
  if (query.user) {
    const found = await db.select({ id: users.id }).from(users).where(shopperMatching(query.user)).limit(500);
    userIds = found.map((row) => row.id);
  }
  return listOrders(db, {
    page: query.page,
    limit: query.limit,
    status,
    shopId: query.shop_id,
    userIds,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY) : undefined,
  });
}

export async function operatorProducts(
  db: Db,
  query: Pagination & { keyword?: string; category_id?: number; shop_id?: number; status?: ProductStatus },
) {
  const conditions: SQL[] = [];
  if (query.keyword) conditions.push(ilike(products.name, containing(query.keyword)));
  if (query.category_id) conditions.push(eq(products.categoryId, query.category_id));
  if (query.shop_id) conditions.push(eq(products.shopId, query.shop_id));
  if (query.status) conditions.push(eq(products.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  return pageOfQuery(
    db.select().from(products).where(where).orderBy(desc(products.id)),
    db.$count(products, where),
    query,
    (row) => ({
      ...toProductSummary(row),
      status: row.status,
      weight_grams: row.weightGrams,
      images: row.images,
      specs: row.specs,
      description: row.description,
      limit_period: row.limitPeriod as LimitPeriod | null,
      limit_count: row.limitCount,
    }),
  );
}

/** A shopper with their latest orders and ledger movements. */
export async function shopperDetail(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('msg.user_not_found');
  const ledger = await db
    .select()
    .from(ledgerPostings)
    .where(postingsOf('wallet', userId))
    .orderBy(desc(ledgerPostings.id))
    .limit(50);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    mobile: user.mobile,
    name: [user.givenName, user.familyName].filter(Boolean).join(' '),
    balance: formatCents(user.balanceCents),
    frozen: formatCents(user.frozenCents),
    status: user.status,
    created_at: user.createdAt.toISOString(),
    orders: (await listOrders(db, { userId, status: 'all', page: 1, limit: 20 })).list,
    ledger: ledger.map((row) => ({
      id: row.id,
      type: row.kind,
      amount: formatCents(row.amountCents),
      balance_after: formatCents(row.balanceAfterCents ?? 0),
      memo: row.memo,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
