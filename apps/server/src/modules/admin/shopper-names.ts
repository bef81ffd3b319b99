import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, shops, users } from '../../db/schema';

/**
 * Operators read shoppers by name, not by number: each row of a console list gets its shopper's `username`
 * beside `user_id`, in one query for the page.
 */
export async function withShopperNames<Page extends { list: { user_id: number | null }[] }>(
  db: Db,
  page: Page,
): Promise<Omit<Page, 'list'> & { list: (Page['list'][number] & { username: string | null })[] }> {
  const ids = [...new Set(page.list.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((user) => [user.id, user.username] as const),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      ...row,
      username: row.user_id === null ? null : (names.get(row.user_id) ?? null),
    })),
  };
}

/** The same for shops: each row with a `shop_id` gets its shop's `shop_name` (null when the row has no shop). */
export async function withShopNames<Page extends { list: { shop_id: number | null }[] }>(
  db: Db,
  page: Page,
): Promise<Omit<Page, 'list'> & { list: (Page['list'][number] & { shop_name: string | null })[] }> {
  const ids = [...new Set(page.list.flatMap((row) => (row.shop_id === null ? [] : [row.shop_id])))];
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, ids))).map(
          (shop) => [shop.id, shop.name] as const,
        ),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      ...row,
      shop_name: row.shop_id === null ? null : (names.get(row.shop_id) ?? null),
    })),
  };
}

/** And for orders: each row with an `order_id` gets the order's `order_no` (null when the row has no order). */
export async function withOrderNumbers<Page extends { list: { order_id: number | null }[] }>(
  db: Db,
  page: Page,
): Promise<Omit<Page, 'list'> & { list: (Page['list'][number] & { order_no: string | null })[] }> {
  const ids = [...new Set(page.list.flatMap((row) => (row.order_id === null ? [] : [row.order_id])))];
  const numbers = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: orders.id, orderNo: orders.orderNo })
            .from(orders)
            .where(inArray(orders.id, ids))
        ).map((order) => [order.id, order.orderNo] as const),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      ...row,
      order_no: row.order_id === null ? null : (numbers.get(row.order_id) ?? null),
    })),
  };
}
