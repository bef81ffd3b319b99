import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  formatCents,
  type OrderStatus,
  type OrderTab,
  type Pagination,
  shopperActions,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { orderItems, orderLogistics, orders, shops } from '../../db/schema';
import { type OrderScope, orderScopeCondition } from './scope';
import { AppError } from '../../lib/app-error';
import { pageOfQueryRows } from '../../lib/pagination';
import { refundOfOrder } from '../refund/service';
import { cardNumbersOfOrder } from './cards';
import { CONTENT_DEFAULT_LANGUAGE, linesInLanguage, shopsInLanguage } from '../catalog/translations';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type OrderShop = { id: number; name: string; logo: string };

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toItem = (item: ItemRow) => ({
  id: item.id,
  product_id: item.productId,
  shop_id: item.shopId,
  name: item.name,
  image: item.image,
  spec: item.spec,
  price: formatCents(item.priceCents),
  quantity: item.quantity,
  subtotal: formatCents(item.priceCents * item.quantity),
  is_virtual: item.isVirtual,
  reviewed: item.reviewed,
});

/** The estimate the order was placed with (decision 062): null when the shopper saw dollars alone. */
const displayOf = (order: OrderRow) =>
  order.displayCurrency && order.displayRate && order.displayTotal
    ? { currency: order.displayCurrency, rate: order.displayRate, total: order.displayTotal }
    : null;

function toOrder(order: OrderRow, items: ItemRow[], shop: OrderShop | undefined) {
  return {
    id: order.id,
    order_no: order.orderNo,
    shop: shop ?? { id: order.shopId, name: '', logo: '' },
    status: order.status as OrderStatus,
    is_virtual: order.isVirtual,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    total: formatCents(order.totalCents),
    amounts: {
      goods: formatCents(order.goodsCents),
      freight: formatCents(order.freightCents),
      discount: formatCents(order.discountCents),
      tax: formatCents(order.taxCents),
      total: formatCents(order.totalCents),
    },
    tax_mode: order.taxMode,
    delivery:
      order.deliveryFrom && order.deliveryTo ? { from: order.deliveryFrom, to: order.deliveryTo } : null,
    promo_code: order.promoCode,
    remark: order.remark,
    display: displayOf(order),
    items: items.map(toItem),
    actions: shopperActions(order.status as OrderStatus),
    expires_at: order.status === 'unpaid' ? order.expiresAt.toISOString() : null,
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    shipped_at: iso(order.shippedAt),
    received_at: iso(order.receivedAt),
    completed_at: iso(order.completedAt),
    cancelled_at: iso(order.cancelledAt),
  };
}

/** Where an order goes and, once shipped, how: what its shop packs and ships by. */
const shippingOf = (order: OrderRow) => ({
  address: order.address,
  logistics_company: order.logisticsCompany,
  tracking_no: order.trackingNo,
});

async function itemsByOrder(db: Db, orderIds: number[], language: string) {
  const byOrder = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const stored = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  const items = await linesInLanguage(db, stored, language);
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return byOrder;
}

/** The shops of these orders, named in the language, by id: one query for a page of orders. */
async function shopsOfOrders(db: Db, rows: OrderRow[], language: string) {
  const ids = [...new Set(rows.map((row) => row.shopId))];
  if (ids.length === 0) return new Map<number, OrderShop>();
  const found = await shopsInLanguage(
    db,
    await db.select().from(shops).where(inArray(shops.id, ids)),
    language,
  );
  return new Map(found.map((shop) => [shop.id, { id: shop.id, name: shop.name, logo: shop.logo }]));
}

/** Orders of one shopper (or, for the operator, of everyone) in a status tab, newest first. */
export type OrderFilter = Pagination & {
  status: OrderTab;
  userId?: number;
  /** Operator and seller filters: orders of this shop, by shopper, created between two dates. */
  shopId?: number;
  userIds?: number[];
  from?: Date;
  to?: Date;
  /** The language names and specs are shown in (operators read the catalogue's own). */
  language?: string;
};

export async function listOrders<Extra extends object = object>(
  db: Db,
  filter: OrderFilter,
  /** What a desk adds to each row (the shop's list: `shippingOf`). */
  extend?: (row: OrderRow) => Extra,
) {
  const conditions: (SQL | undefined)[] = [
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    filter.status === 'all' ? undefined : eq(orders.status, filter.status),
    filter.userIds === undefined
      ? undefined
      : inArray(orders.userId, filter.userIds.length ? filter.userIds : [0]),
    filter.shopId === undefined ? undefined : eq(orders.shopId, filter.shopId),
    filter.from === undefined ? undefined : gte(orders.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(orders.createdAt, filter.to),
  ];
  const where = and(...conditions);
  return pageOfQueryRows(
    db.select().from(orders).where(where).orderBy(desc(orders.id)),
    db.$count(orders, where),
    filter,
    async (rows) => {
      const language = filter.language ?? CONTENT_DEFAULT_LANGUAGE;
      const [items, shopsById] = await Promise.all([
        itemsByOrder(
          db,
          rows.map((row) => row.id),
          language,
        ),
        shopsOfOrders(db, rows, language),
      ]);
      return rows.map((row) => ({
        ...toOrder(row, items.get(row.id) ?? [], shopsById.get(row.shopId)),
        user_id: row.userId,
        ...(extend?.(row) as Extra),
      }));
    },
  );
}

/** The shop's orders, each with where it goes and, once shipped, how: what the seller centre packs by. */
export const listShopOrders = (db: Db, filter: OrderFilter & { shopId: number }) =>
  listOrders(db, filter, shippingOf);

/** One order with its address, logistics timeline and, once paid, the numbers of its virtual goods' cards. */
export async function orderDetail(
  db: Db,
  orderId: number,
  scope: OrderScope,
  language: string = CONTENT_DEFAULT_LANGUAGE,
) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), orderScopeCondition(scope)));
  if (!order) throw new AppError('msg.order_not_found');
  const items = (await itemsByOrder(db, [order.id], language)).get(order.id) ?? [];
  const logistics = await db
    .select()
    .from(orderLogistics)
    .where(eq(orderLogistics.orderId, order.id))
    .orderBy(desc(orderLogistics.createdAt), desc(orderLogistics.id));
  const cards = order.paidAt ? await cardNumbersOfOrder(db, order.id) : [];
  const shop = (await shopsOfOrders(db, [order], language)).get(order.shopId);
  return {
    ...toOrder(order, items, shop),
    ...shippingOf(order),
    logistics: logistics.map((entry) => ({
      time: entry.createdAt.toISOString(),
      kind: entry.kind as 'shipped' | 'cards' | 'note',
      text: entry.text,
    })),
    cards,
    refund: await refundOfOrder(db, order.id),
  };
}
