import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { orderItems, orders, shopAccounts } from '../../db/schema';
import { insertPostings } from '../../lib/ledger';
import { eventsFrom } from '../../lib/outbox';

/** An order whose money is final: completed (nothing refunded), or refunded (the rest of it is the shop's). */
export type OrderToSettle = { orderId: number; refundedCents: number };

/**
 * Pays the shops for orders whose money became final, in the caller's transaction (the one that changed their
 * status, so an order is settled exactly once, with its status change or not at all). The platform held what
 * the shopper paid (the clearing account); the shop is credited what was not refunded less the import tax (to
 * the `taxes` account: not the shop's, not commissioned; decision 064) and the platform's commission, one journal
 * per order. The commission is each line's share of that amount at the rate the line was sold under (fixed when
 * the order was placed, decision 038); at most the amount itself. Orders already settled are left alone.
 * Answers the settled orders' ids.
 */
export async function settleOrders(tx: Tx, toSettle: OrderToSettle[]): Promise<number[]> {
  if (toSettle.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`with asked_orders as (
        select ${orders.id} as id, ${orders.shopId} as shop_id, ${orders.orderNo} as order_no,
          ${orders.goodsCents} as goods_cents, ${orders.totalCents} as total_cents,
          ${orders.taxCents} as tax_cents, ${orders.settledAt} as settled_at,
          greatest(${orders.totalCents} - asked.refunded_cents, 0) as amount_cents
        from unnest(${sql.param(toSettle.map((order) => order.orderId))}::int[],
            ${sql.param(toSettle.map((order) => order.refundedCents))}::bigint[]) as asked(order_id, refunded_cents)
          join ${orders} on ${orders.id} = asked.order_id
      ), due as (
        -- The import tax kept is the order's less the refunded share of it (refunds return tax in proportion);
        -- the shop is paid, and commissioned on, what is left without it.
        select asked_orders.*, taxed.tax_kept_cents, asked_orders.amount_cents - taxed.tax_kept_cents as sold_cents
        from asked_orders cross join lateral (select least(amount_cents, tax_cents
            - round(tax_cents::numeric * (total_cents - amount_cents) / greatest(total_cents, 1)))::bigint
            as tax_kept_cents) as taxed
        where asked_orders.settled_at is null
      ), rated as (
        select due.id, sum(${orderItems.priceCents} * ${orderItems.quantity}
            * ${orderItems.commissionRateBp})::numeric as weighted
        from due join ${orderItems} on ${orderItems.orderId} = due.id
        group by due.id
      ), priced as (
        select due.*, least(due.sold_cents,
            round(due.sold_cents * rated.weighted / (greatest(due.goods_cents, 1) * 10000)))::bigint
            as commission_cents
        from due join rated on rated.id = due.id
      ), marked as (
        update ${orders} set settled_at = now(), commission_cents = priced.commission_cents
        from priced where ${orders.id} = priced.id
        returning ${orders.id}
      ), credited as (
        insert into ${shopAccounts} (shop_id, balance_cents)
        select shop_id, sum(sold_cents - commission_cents) from priced group by shop_id
        on conflict (shop_id) do update set balance_cents = ${shopAccounts.balanceCents} + excluded.balance_cents
        returning shop_id, balance_cents
      ), journals as (
        -- One journal per order; several orders of one shop: each balance is the final one less the orders after.
        select priced.*, nextval('ledger_journal_seq')::int as journal_id,
          credited.balance_cents - coalesce(sum(priced.sold_cents - priced.commission_cents) over (
            partition by priced.shop_id order by priced.id desc
            rows between unbounded preceding and 1 preceding), 0) as balance_after_cents
        from priced join credited on credited.shop_id = priced.shop_id
      ), ${insertPostings(sql`
        -- The clearing account pays out the order's final amount: its import tax to the taxes account, the rest
        -- to the shop, less the commission.
        select journals.journal_id, line.account, line.holder_id, line.amount_cents, line.balance_after_cents,
          'settlement', 'order', journals.id, journals.order_no
        from journals cross join lateral (values
          ('clearing', 0, -journals.amount_cents, null::bigint),
          ('shop', journals.shop_id, journals.sold_cents - journals.commission_cents, journals.balance_after_cents),
          ('commission', 0, journals.commission_cents, null),
          ('taxes', 0, journals.tax_kept_cents, null)) as line(account, holder_id, amount_cents,
            balance_after_cents)
        where line.amount_cents <> 0
        -- Postings get their ids in this order: a later posting of the shop is a later balance.
        order by journals.shop_id, journals.id, line.account`)}, ${eventsFrom(
        'settlement.credited',
        sql`select jsonb_build_object('order_id', id, 'order_no', order_no, 'shop_id', shop_id,
          'amount_cents', amount_cents, 'commission_cents', commission_cents, 'tax_cents', tax_kept_cents,
          'credited_cents', sold_cents - commission_cents), shop_id from journals`,
      )}
      select id from marked`,
  );
  return rows.map((row) => row.id);
}
