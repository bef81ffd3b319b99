import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { orderItems, orders, shopAccounts, shopLedgerEntries } from '../../db/schema';

/** An order whose money is final: completed (nothing refunded), or refunded (the rest of it is the shop's). */
export type OrderToSettle = { orderId: number; refundedCents: number };

/**
 * Pays the shops for orders whose money became final, in the caller's transaction (the one that changed their
 * status, so an order is settled exactly once, with its status change or not at all). The platform held what
 * the shopper paid; the shop is credited what was not refunded less the platform's commission, one ledger row
 * per order. The commission is each line's share of that amount at the rate the line was sold under (fixed when
 * the order was placed, decision 038); at most the amount itself. Orders already settled are left alone.
 * Answers the settled orders' ids.
 */
export async function settleOrders(tx: Tx, toSettle: OrderToSettle[]): Promise<number[]> {
  if (toSettle.length === 0) return [];
  const rows = await rowsOf(
    tx,
    sql`with due as (
        select ${orders.id} as id, ${orders.shopId} as shop_id, ${orders.orderNo} as order_no,
          ${orders.goodsCents} as goods_cents,
          greatest(${orders.totalCents} - asked.refunded_cents, 0) as amount_cents
        from unnest(${sql.param(toSettle.map((order) => order.orderId))}::int[],
            ${sql.param(toSettle.map((order) => order.refundedCents))}::bigint[]) as asked(order_id, refunded_cents)
          join ${orders} on ${orders.id} = asked.order_id
        where ${orders.settledAt} is null
      ), rated as (
        select due.id, sum(${orderItems.priceCents} * ${orderItems.quantity}
            * ${orderItems.commissionRateBp})::numeric as weighted
        from due join ${orderItems} on ${orderItems.orderId} = due.id
        group by due.id
      ), priced as (
        select due.*, least(due.amount_cents,
            round(due.amount_cents * rated.weighted / (greatest(due.goods_cents, 1) * 10000)))::bigint
            as commission_cents
        from due join rated on rated.id = due.id
      ), marked as (
        update ${orders} set settled_at = now(), commission_cents = priced.commission_cents
        from priced where ${orders.id} = priced.id
        returning ${orders.id}
      ), credited as (
        insert into ${shopAccounts} (shop_id, balance_cents)
        select shop_id, sum(amount_cents - commission_cents) from priced group by shop_id
        on conflict (shop_id) do update set balance_cents = ${shopAccounts.balanceCents} + excluded.balance_cents
        returning shop_id, balance_cents
      ), entries as (
        -- Several orders of one shop: each row's balance is the final one less the rows after it.
        insert into ${shopLedgerEntries} (shop_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, memo)
        select priced.shop_id, priced.amount_cents - priced.commission_cents,
          credited.balance_cents - coalesce(sum(priced.amount_cents - priced.commission_cents) over (
            partition by priced.shop_id order by priced.id desc
            rows between unbounded preceding and 1 preceding), 0),
          'settlement', 'order', priced.id, priced.order_no
        from priced join credited on credited.shop_id = priced.shop_id
        where priced.amount_cents - priced.commission_cents <> 0
        -- Rows get their ids in this order: a later row of the shop is a later balance.
        order by priced.shop_id, priced.id
      )
      select id from marked`,
  );
  return rows.map((row) => Number(row.id));
}
