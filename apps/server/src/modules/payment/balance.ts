import { inArray, sql } from 'drizzle-orm';
import { ORDER_TRANSITIONS } from '@storefront/shared';
import { type Db, preparedStatement, type Tx } from '../../db/client';
import { databaseMessageOf } from '../../lib/database-error';
import { orderItems, orders, salesToCount, users } from '../../db/schema';
import { keyStoredWith } from '../../lib/idempotency';
import { insertPostings, postJournal } from '../../lib/ledger';
import { eventsFrom } from '../../lib/outbox';
import { payAttemptClaimable, payStreakEnded } from '../../lib/pay-password';
import { isUndone } from '../../lib/transaction';
import type { PaidOrder, PaymentMethod, PaymentOutcome, PaymentRequest, RefundRequest } from './method';

/**
 * The in-app balance, the first payment method: authorizing is capturing, one debit of the shopper's wallet in
 * one statement with the orders' move to `paid` (decisions 017, 052); a refund credits the wallet again. It has no
 * provider, so no capture step and no webhooks.
 */
export const balancePayment: PaymentMethod = {
  id: 'balance',
  async authorize(
    executor: Db | Tx,
    { userId, orderIds, key, alone, knownPayCodeHash }: PaymentRequest,
  ): Promise<PaymentOutcome> {
    try {
      const [row] = await payUnpaid(executor, {
        userId,
        orderIds,
        key: key.key,
        requestHash: key.requestHash,
        alone,
        knownPayCodeHash: knownPayCodeHash ?? null,
      });
      if (!row) return { kind: 'no_account' };
      return { kind: 'captured', answer: row.answer, virtualIds: row.virtual_ids, keyStored: row.key_stored };
    } catch (error) {
      const refusal = undoneBecause(error);
      if (refusal) return { kind: refusal };
      throw error;
    }
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

/** The statement's row when it paid: the answer, the orders of virtual goods, whether it stored the key. */
type PaymentRow = { virtual_ids: number[]; answer: PaidOrder; key_stored: boolean };

/** The refusals the statement undoes itself with, by the reason it gives `storefront_undo`. */
const REFUSALS = [
  'not_found',
  'not_payable',
  'insufficient',
  'needs_transaction',
  'code_not_claimable',
] as const;

/**
 * The outcome of a payment the statement undid: an order that is not the shopper's is not found; one that is not
 * unpaid, or past its expiry, is not payable, and then neither are the others; all payable and not paid means the
 * balance was short. Any other undoing (an Idempotency-Key taken first) is not a refusal of the payment.
 */
function undoneBecause(error: unknown): (typeof REFUSALS)[number] | undefined {
  if (!isUndone(error)) return undefined;
  return REFUSALS.find((refusal) => refusal === databaseMessageOf(error));
}

/**
 * Moves the orders from `unpaid` to `paid` while they have not expired (the order clock's rule, even when the
 * clock has not run yet), leaves their lines for `countSales`, debits their total from the payer's row and ends
 * the payment code's streak in the same update, writes the payment's journal (each order's debit of the wallet
 * and credit of the clearing account, `insertPostings`), builds the answer
 * and stores it with the Idempotency-Key, in one statement whatever the number of orders and lines. The debit
 * is made only when every order asked for was payable; when one was not, or the balance was short, the statement
 * undoes itself, naming the refusal, so it needs no transaction of its own (decision 060). Given a payment code
 * judged without a claimed attempt, it also checks that the code is still the account's and an attempt could be
 * claimed, in the debit's own update (decision 065). Payment locks no product
 * or shop row, so shoppers paying for the same product never wait for each other (decision 014).
 */
const payUnpaid = preparedStatement<
  {
    userId: number;
    orderIds: number[];
    key: string | null;
    requestHash: string | null;
    alone: boolean;
    knownPayCodeHash: string | null;
  },
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
        and (${value('knownPayCodeHash')}::text is null
          or (users.pay_password_hash = ${value('knownPayCodeHash')}::text and ${payAttemptClaimable}))
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
    select array(select id from paid where is_virtual order by id) as virtual_ids,
      answer.answer, exists (select 1 from key_stored) as key_stored,
      -- Anything but a payment undoes the whole statement (the orders' move, the sales to count), saying why.
      case
        -- A code judged without a claim pays only while it is the account's and an attempt could be claimed
        -- (decision 065); a change between this row and the debit's shows as 'insufficient', also claimed again.
        when ${value('knownPayCodeHash')}::text is not null
          and not (users.pay_password_hash = ${value('knownPayCodeHash')}::text and ${payAttemptClaimable})
          then storefront_undo('code_not_claimable')
        when (select count(*) from ${orders} where id = any(${value('orderIds')}::int[]) and user_id = users.id)
          < cardinality(${value('orderIds')}::int[]) then storefront_undo('not_found')
        when (select count(*) from paid) < cardinality(${value('orderIds')}::int[])
          then storefront_undo('not_payable')
        when answer.answer is null then storefront_undo('insufficient')
        -- Alone, virtual goods cannot be delivered by this statement: the caller pays again in a transaction.
        when ${value('alone')}::boolean and answer.is_virtual then storefront_undo('needs_transaction')
        when ${value('key')}::varchar is not null and not answer.is_virtual
          and not exists (select 1 from key_stored) then storefront_undo('idempotency key taken')
      end as undone
    from ${users} left join answer on true
    where users.id = ${value('userId')}`,
);
