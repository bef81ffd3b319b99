import { sql } from 'drizzle-orm';
import { formatCents, type OrderStatus, type TaxMode, UNPAID_ORDER_MINUTES } from '@storefront/shared';
import { type Db, preparedStatement, type Tx } from '../../db/client';
import {
  addresses,
  cartItems,
  categories,
  orderItems,
  orders,
  products,
  shopAccounts,
} from '../../db/schema';
import { keyStoredWith, type RequestKey } from '../../lib/idempotency';
import { eventsFrom } from '../../lib/outbox';

/** What order creation answers, built by the statement that places the order. */
export type CreatedOrder = {
  order_id: number;
  order_no: string;
  total: string;
  status: OrderStatus;
  order_ids: number[];
};

/** The order's own columns, as order creation priced them. */
type OrderColumns = {
  userId: number;
  shopId: number;
  isVirtual: boolean;
  goodsCents: number;
  freightCents: number;
  discountCents: number;
  taxCents: number;
  taxMode: TaxMode | null;
  deliveryFrom: string | null;
  deliveryTo: string | null;
  totalCents: number;
  /** The estimate the shopper saw (decision 062), computed before the statement: all null for dollars alone. */
  displayCurrency: string | null;
  displayRate: string | null;
  displayTotal: string | null;
  promoCode: string | null;
  remark: string;
};

type OrderToPlace = OrderColumns & {
  /** The shopper's address to copy into the order; null for virtual goods. */
  addressId: number | null;
  /** The shopper's bag lines the order is made of, cleared when it is placed. */
  cartIds: number[];
  /** The request's Idempotency-Key, stored with the answer by the same statement. */
  key: RequestKey;
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
  addressId: number | null;
  cartIds: number[];
  key: string | null;
  requestHash: string | null;
  total: string;
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

/**
 * One statement, one text for any number of lines (they arrive as one array per column): takes the stock of
 * every product where there is enough of it and it is on sale, copies the shopper's address, and inserts the
 * order and its lines only if all of that held. Stock taken for an order that was not placed (one of several
 * products short) is given back by the caller's rollback; an order of one product takes stock only when it is
 * placed. A key taken first by a duplicate request undoes the whole statement (`storefront_undo`). Never
 * read-then-write: stock only goes down where it suffices.
 */
/** The statement's row: the answer (null when not placed), and what stopped it. */
type InsertedOrderRow = {
  answer: CreatedOrder | null;
  key_stored: boolean;
  address_found: boolean;
  taken: number[];
};

const insertOrder = preparedStatement<OrderValues, InsertedOrderRow>(
  (value) => sql`with wanted as (
    select product_id, sum(quantity)::int as quantity
    from unnest(${value('productIds')}::int[], ${value('quantities')}::int[]) as line(product_id, quantity)
    group by product_id
  ), snapshot as (
    select jsonb_build_object('country', country, 'consignee', consignee, 'mobile', mobile, 'area', area,
      'address', address, 'postcode', postcode, 'tag', tag) as address
    from ${addresses} where id = ${value('addressId')}::int and user_id = ${value('userId')}
  ), taken as (
    -- No stock is taken for an address that is not the shopper's: an order of one product then changes
    -- nothing unless it is placed, and runs without a transaction (decision 060).
    update ${products} set stock = products.stock - wanted.quantity from wanted
    where products.id = wanted.product_id and products.status = 'on' and products.stock >= wanted.quantity
      and (${value('addressId')}::int is null or exists (select 1 from snapshot))
    returning products.id, products.category_id
  ), placed as (
    insert into ${orders} (order_no, user_id, shop_id, status, is_virtual, goods_cents, freight_cents,
      discount_cents, tax_cents, tax_mode, delivery_from, delivery_to, total_cents, promo_code, remark, address,
      expires_at, display_currency, display_rate, display_total)
    select ${newOrderNo}, ${value('userId')}, ${value('shopId')}, 'unpaid', ${value('isVirtual')}, ${value('goodsCents')},
      ${value('freightCents')}, ${value('discountCents')}, ${value('taxCents')}, ${value('taxMode')}::varchar,
      ${value('deliveryFrom')}::date, ${value('deliveryTo')}::date, ${value('totalCents')}, ${value('promoCode')},
      ${value('remark')}, (select address from snapshot), ${value('expiresAt')},
      ${value('displayCurrency')}::varchar, ${value('displayRate')}::varchar, ${value('displayTotal')}::varchar
    where (select count(*) from taken) = (select count(*) from wanted)
      and (${value('addressId')}::int is null or exists (select 1 from snapshot))
    returning id, order_no, shop_id, total_cents
  ), ${eventsFrom(
    'order.created',
    sql`select jsonb_build_object('order_id', id, 'order_no', order_no, 'shop_id', shop_id,
      'user_id', ${value('userId')}::int, 'total_cents', total_cents), shop_id from placed`,
  )}, lines as (
    -- Each line keeps the commission rate it is sold under (decision 038): the shop's own, else the category's
    -- of the product row whose stock was taken, so that no later move of the product or change of a rate
    -- reaches it.
    insert into ${orderItems} (order_id, product_id, shop_id, name, image, spec, price_cents, quantity,
      is_virtual, commission_rate_bp)
    select placed.id, line.*, coalesce(
        (select ${shopAccounts.commissionRateBp} from ${shopAccounts} where ${shopAccounts.shopId} = line.shop_id),
        ${categories.commissionRateBp})
    from placed,
      unnest(${value('productIds')}::int[], ${value('shopIds')}::int[], ${value('names')}::varchar[],
        ${value('images')}::varchar[], ${value('specs')}::varchar[], ${value('prices')}::bigint[],
        ${value('quantities')}::int[], ${value('virtual')}::boolean[])
        as line(product_id, shop_id, name, image, spec, price_cents, quantity, is_virtual)
      join taken on taken.id = line.product_id
      join ${categories} on ${categories.id} = taken.category_id
  ), cleared as (
    delete from ${cartItems} where ${cartItems.userId} = ${value('userId')}
      and ${cartItems.id} = any(${value('cartIds')}::int[]) and exists (select 1 from placed)
  ), answer as (
    select jsonb_build_object('order_id', id, 'order_no', order_no, 'total', ${value('total')}::varchar,
      'status', 'unpaid', 'order_ids', jsonb_build_array(id)) as answer
    from placed
  ), ${keyStoredWith(value, {
    scope: 'order.create',
    answer: sql`answer.answer`,
    from: sql`answer`,
  })}
  select answer.answer, exists (select 1 from key_stored) as key_stored,
    exists (select 1 from snapshot) as address_found, array(select id from taken) as taken,
    -- A key taken first by a duplicate of this request: the order it placed and the stock it took are undone.
    case when answer.answer is not null and ${value('key')}::varchar is not null
      and not exists (select 1 from key_stored) then storefront_undo('idempotency key taken') end as undone
  from (select 1) as one left join answer on true`,
);

/** The answer to the shopper, or what stopped the order: the address (not theirs) or products short of stock. */
export type Placement =
  | { placed: CreatedOrder; keyStored: boolean }
  | { placed: null; addressFound: boolean; takenProductIds: number[] };

/**
 * The order and its lines (each with the product's name, picture, price and commission rate as sold), its stock
 * taken, and the request's Idempotency-Key stored with the answer.
 */
export async function placeOrder(executor: Db | Tx, order: OrderToPlace): Promise<Placement> {
  const { lines, key, ...columns } = order;
  const [row] = await insertOrder(executor, {
    ...columns,
    key: key.key,
    requestHash: key.requestHash,
    total: formatCents(order.totalCents),
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
  if (!row) throw new Error('order insert answered no row');
  if (row.answer !== null) return { placed: row.answer, keyStored: row.key_stored };
  return { placed: null, addressFound: row.address_found, takenProductIds: row.taken };
}
