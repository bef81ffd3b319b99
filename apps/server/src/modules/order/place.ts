import { sql } from 'drizzle-orm';
import { UNPAID_ORDER_MINUTES } from '@storefront/shared';
import { preparedStatement, type Tx } from '../../db/client';
import { type AddressSnapshot, orderItems, orders, type products } from '../../db/schema';

/** The order's own columns, as order creation priced them. */
type OrderColumns = {
  userId: number;
  isVirtual: boolean;
  goodsCents: number;
  freightCents: number;
  discountCents: number;
  totalCents: number;
  promoCode: string | null;
  remark: string;
};

type OrderToPlace = OrderColumns & {
  address: AddressSnapshot | null;
  lines: {
    product: Pick<
      typeof products.$inferSelect,
      'id' | 'shopId' | 'name' | 'images' | 'priceCents' | 'isVirtual'
    >;
    quantity: number;
    spec: string;
  }[];
};

/** The statement's values: the order's columns, and its lines as one array per column. */
type OrderValues = OrderColumns & {
  address: string | null;
  expiresAt: string;
  productIds: number[];
  shopIds: number[];
  names: string[];
  images: string[];
  specs: string[];
  prices: number[];
  quantities: number[];
  virtual: boolean[];
};

/**
 * The UTC second and the last six digits of a shared counter (migration 0007): unique by construction on any
 * number of instances, unless a million orders arrive in one second.
 */
const newOrderNo = sql`to_char(clock_timestamp() at time zone 'UTC', 'YYYYMMDDHH24MISS')
  || lpad((nextval('order_no_seq') % 1000000)::text, 6, '0')`;

/** One text for any number of lines: they arrive as one array per column. */
const insertOrder = preparedStatement<OrderValues>(
  (value) => sql`with placed as (
    insert into ${orders} (order_no, user_id, status, is_virtual, goods_cents, freight_cents, discount_cents,
      total_cents, promo_code, remark, address, expires_at)
    values (${newOrderNo}, ${value('userId')}, 'unpaid', ${value('isVirtual')}, ${value('goodsCents')},
      ${value('freightCents')}, ${value('discountCents')}, ${value('totalCents')}, ${value('promoCode')},
      ${value('remark')}, ${value('address')}::jsonb, ${value('expiresAt')})
    returning id, order_no
  ), lines as (
    insert into ${orderItems} (order_id, product_id, shop_id, name, image, spec, price_cents, quantity,
      is_virtual)
    select placed.id, line.* from placed,
      unnest(${value('productIds')}::int[], ${value('shopIds')}::int[], ${value('names')}::varchar[],
        ${value('images')}::varchar[], ${value('specs')}::varchar[], ${value('prices')}::bigint[],
        ${value('quantities')}::int[], ${value('virtual')}::boolean[])
        as line(product_id, shop_id, name, image, spec, price_cents, quantity, is_virtual)
  )
  select id, order_no from placed`,
);

/** The order and its lines (each with the product's name, picture and price as sold) in one statement. */
export async function placeOrder(tx: Tx, order: OrderToPlace): Promise<{ id: number; orderNo: string }> {
  const { address, lines, ...columns } = order;
  const [row] = await insertOrder(tx, {
    ...columns,
    address: address === null ? null : JSON.stringify(address),
    expiresAt: new Date(Date.now() + UNPAID_ORDER_MINUTES * 60_000).toISOString(),
    productIds: lines.map((line) => line.product.id),
    shopIds: lines.map((line) => line.product.shopId),
    names: lines.map((line) => line.product.name),
    images: lines.map((line) => line.product.images[0] ?? ''),
    specs: lines.map((line) => line.spec),
    prices: lines.map((line) => line.product.priceCents),
    quantities: lines.map((line) => line.quantity),
    virtual: lines.map((line) => line.product.isVirtual),
  });
  if (!row) throw new Error('order insert returned no row');
  return { id: Number(row.id), orderNo: String(row.order_no) };
}
