import { inArray, sql } from 'drizzle-orm';
import { ORDER_TRANSITIONS } from '@storefront/shared';
import { type DriverNumber, preparedStatement, type Tx } from '../../db/client';
import { orderItems, orders, salesToCount, users } from '../../db/schema';
import { keyStoredWith } from '../../lib/idempotency';
import { insertPostings, postJournal } from '../../lib/ledger';
import { eventsFrom } from '../../lib/outbox';
import { payStreakEnded } from '../../lib/pay-password';
import type { PaidOrder, PaymentMethod, PaymentOutcome, PaymentRequest, RefundRequest } from './method';

/**
 * The in-app balance, the first payment method: authorizing is capturing, one debit of the shopper's wallet in
 * one statement with the orders' move to `paid` (decisions 017, 052); a refund credits the wallet again. It has no
 * provider, so no capture step and no webhooks.
 */
export const balancePayment: PaymentMethod = {
  id: 'balance',
  async authorize(tx: Tx, { userId, orderIds, key }: PaymentRequest): Promise<PaymentOutcome> {
    const [row] = await payUnpaid(tx, { userId, orderIds, key: key.key, requestHash: key.requestHash });
    return paymentOutcome(row, orderIds.length);
  },
  async refund(tx: Tx, { orderId, orderNo, userId, amountCents }: RefundRequest) {
    await postJournal(tx, {
      kind: 'refund',
      postings: [
        { account: 'clearing', amountCents: -amountCents },
        { account: 'wallet', holderId: userId, amountCents },
      ],
      ref: { type: 'order', id: orderId },
      memo: orderNo,
    });
  },
};

/** The statement's row: how many of the orders are the shopper's and were paid, and the answer, if any. */
type PaymentRow = {
  found: DriverNumber;
  paid: DriverNumber;
  virtual_ids: number[];
  answer: PaidOrder | null;
  key_stored: boolean;
};

/**
 * The outcome of a payment, decided from its statement's row: an order that is not the shopper's is not found;
 * one that is not unpaid, or past its expiry, is not payable, and then neither are the others; all payable with
 * no answer means the balance was short (nothing moved).
 */
function paymentOutcome(row: PaymentRow | undefined, asked: number): PaymentOutcome {
  if (!row) return { kind: 'no_account' };
  if (Number(row.found) < asked) return { kind: 'not_found' };
  if (Number(row.paid) < asked) return { kind: 'not_payable' };
  if (row.answer === null) return { kind: 'insufficient' };
  return { kind: 'captured', answer: row.answer, virtualIds: row.virtual_ids, keyStored: row.key_stored };
}

/**
 * Moves the orders from `unpaid` to `paid` while they have not expired (the order clock's rule, even when the
 * clock has not run yet), leaves their lines for `countSales`, debits their total from the payer's row and ends
 * the payment code's streak in the same update, writes the payment's journal (each order's debit of the wallet
 * and credit of the clearing account, `insertPostings`), builds the answer
 * and stores it with the Idempotency-Key, in one statement whatever the number of orders and lines. The debit
 * is made only when every order asked for was payable. Answers how many of the orders are the shopper's and
 * how many were paid, and the answer (null when not all were payable, or the balance not enough: the caller
 * then undoes the transaction). Payment locks no product or shop row, so shoppers paying for the same product
 * never wait for each other (decision 014).
 */
const payUnpaid = preparedStatement<
  { userId: number; orderIds: number[]; key: string | null; requestHash: string | null },
  PaymentRow
>(
  (value) => sql`
    with paid as (
      update ${orders} set status = ${ORDER_TRANSITIONS.pay.to}, payment_method = 'balance', paid_at = now(),
        updated_at = now()
      where id = any(${value('orderIds')}::int[]) and user_id = ${value('userId')}
        and ${inArray(orders.status, ORDER_TRANSITIONS.pay.from)} and expires_at > now()
      returning id, order_no, total_cents, is_virtual, status, shop_id
    ), to_count as (
      insert into ${salesToCount} (product_id, shop_id, quantity, amount_cents)
      select product_id, shop_id, quantity, price_cents * quantity
      from ${orderItems} where order_id in (select id from paid)
    ), payment as (
      select sum(total_cents)::bigint as total_cents, (${value('orderIds')}::int[])[1] as first_id,
        bool_or(is_virtual) as is_virtual, (array_agg(status order by id))[1] as status
      from paid having count(*) = cardinality(${value('orderIds')}::int[])
    ), moved as (
      update ${users} set balance_cents = users.balance_cents - payment.total_cents, ${payStreakEnded}
      from payment
      where users.id = ${value('userId')} and users.balance_cents - payment.total_cents >= 0
      returning users.balance_cents
    ), journal as (
      select nextval('ledger_journal_seq')::int as id
    ), ${insertPostings(sql`
      -- Each order its own postings: the wallet's debit, with the balance after it, and the clearing's credit.
      select journal.id, line.account, line.holder_id, line.amount_cents, line.balance_after_cents, 'payment',
        'order', paid.id, paid.order_no
      from journal, moved, paid cross join lateral (values
        ('wallet', ${value('userId')}::int, -paid.total_cents, moved.balance_cents + coalesce((select
          sum(later.total_cents) from paid later where later.id > paid.id), 0)),
        ('clearing', 0, paid.total_cents, null)) as line(account, holder_id, amount_cents, balance_after_cents)`)}, ${eventsFrom(
      'order.paid',
      sql`select jsonb_build_object('order_id', paid.id, 'order_no', paid.order_no, 'shop_id', paid.shop_id,
        'user_id', ${value('userId')}::int, 'total_cents', paid.total_cents), paid.shop_id from paid, moved`,
    )}, answer as (
      -- formatCents of a balance, which is never below zero.
      select payment.is_virtual, jsonb_build_object('order_id', payment.first_id, 'status', payment.status,
        'balance', (moved.balance_cents / 100)::text || '.' || lpad((moved.balance_cents % 100)::text, 2, '0'),
        'order_ids', to_jsonb(${value('orderIds')}::int[])) as answer
      from payment, moved
    ), ${keyStoredWith(value, {
      scope: 'order.pay',
      answer: sql`answer.answer`,
      from: sql`answer`,
      // Virtual goods change the order's status after this statement; their answer is stored after that.
      when: sql`not answer.is_virtual`,
    })}
    select (select count(*) from ${orders}
        where id = any(${value('orderIds')}::int[]) and user_id = users.id) as found,
      (select count(*) from paid) as paid,
      array(select id from paid where is_virtual order by id) as virtual_ids,
      answer.answer, exists (select 1 from key_stored) as key_stored
    from ${users} left join answer on true
    where users.id = ${value('userId')}`,
);
