import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_TRANSITIONS, type OrderPayInput, type OrderStatus, ordersToPay } from '@storefront/shared';
import type { AppContext } from '../../context';
import { preparedStatement, type Tx } from '../../db/client';
import { orderItems, orderLogistics, orders, salesToCount, users, virtualCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { businessMetrics } from '../../lib/business-metrics';
import { type Answered, keyStoredWith, type RequestKey, runIdempotent } from '../../lib/idempotency';
import { insertPostings } from '../../lib/ledger';
import { eventsFrom } from '../../lib/outbox';
import { claimPayAttempt, endPayStreak, judgePayCode, payStreakEnded } from '../../lib/pay-password';

export type PaidOrder = { order_id: number; status: OrderStatus; balance: string; order_ids: number[] };

/**
 * Pays unpaid orders from the balance, exactly once: one order, or the orders of a checkout of several shops
 * together (all of them or none). Judge, then write, then answer:
 * - the payment code: an attempt is claimed, then the code judged (decision 018). A wrong code is refused, and
 *   was counted by its claim, before anything about the order is looked at;
 * - the payment: one transaction (`payUnpaidOrder`) whose statement pays the order and ends the code's streak
 *   with the debit; with the Idempotency-Key, a retry gets the stored answer instead;
 * - a right code whose order was not paid by this request (not payable, balance short, a retry) still ends the
 *   streak, so an honest shopper is never locked out by it.
 */
export async function payOrder(
  ctx: AppContext,
  userId: number,
  input: OrderPayInput,
  idempotencyKey?: string,
): Promise<PaidOrder> {
  try {
    return await payOrderWithCode(ctx, userId, input, idempotencyKey);
  } catch (error) {
    if (error instanceof AppError) businessMetrics.paymentsRefused.inc({ reason: error.key });
    throw error;
  }
}

async function payOrderWithCode(
  ctx: AppContext,
  userId: number,
  input: OrderPayInput,
  idempotencyKey?: string,
): Promise<PaidOrder> {
  await judgePayCode(ctx.db, await claimPayAttempt(ctx.db, userId), input.pay_password);

  const orderIds = ordersToPay(input);
  const keyed = {
    userId,
    scope: 'order.pay',
    key: idempotencyKey,
    request: orderIds.length === 1 ? { order_id: orderIds[0] } : { order_ids: orderIds },
  } as const;
  const { answer, fresh } = await runIdempotent(ctx.db, keyed, (tx, key) =>
    payUnpaidOrders(tx, userId, orderIds, key),
  ).catch(async (error: unknown) => {
    await endPayStreak(ctx.db, userId);
    throw error;
  });
  // The transaction that paid ended the streak in its statement; a stored answer's request did not.
  if (fresh) businessMetrics.ordersPaid.inc(orderIds.length);
  else await endPayStreak(ctx.db, userId);
  return answer;
}

/** What the payment's statement found: the orders paid, or why not, in the order the refusals are judged. */
type PaymentOutcome =
  | { kind: 'paid'; answer: PaidOrder; virtualIds: number[]; keyStored: boolean }
  | { kind: 'no_account' }
  | { kind: 'not_found' }
  | { kind: 'not_payable' }
  | { kind: 'insufficient' };

/** The statement's row, typed. */
type PaymentRow = {
  found: number;
  paid: number;
  virtualIds: number[];
  answer: PaidOrder | null;
  keyStored: boolean;
};

const paymentRowOf = (row: Record<string, unknown>): PaymentRow => ({
  found: Number(row.found),
  paid: Number(row.paid),
  virtualIds: (row.virtual_ids as unknown[]).map(Number),
  answer: row.answer as PaidOrder | null,
  keyStored: row.key_stored === true,
});

/**
 * The outcome of a payment, decided from its statement's row: an order that is not the shopper's is not found;
 * one that is not unpaid, or past its expiry, is not payable, and then neither are the others; all payable with
 * no answer means the balance was short (nothing moved).
 */
function paymentOutcome(row: PaymentRow | undefined, asked: number): PaymentOutcome {
  if (!row) return { kind: 'no_account' };
  if (row.found < asked) return { kind: 'not_found' };
  if (row.paid < asked) return { kind: 'not_payable' };
  if (row.answer === null) return { kind: 'insufficient' };
  return { kind: 'paid', answer: row.answer, virtualIds: row.virtualIds, keyStored: row.keyStored };
}

/**
 * The payment's transaction: `payUnpaid`, its outcome (a refusal undoes the transaction), then the cards of
 * virtual goods.
 */
async function payUnpaidOrders(
  tx: Tx,
  userId: number,
  orderIds: number[],
  key: RequestKey,
): Promise<Answered<PaidOrder>> {
  const [row] = await payUnpaid(tx, { userId, orderIds, key: key.key, requestHash: key.requestHash });
  const outcome = paymentOutcome(row && paymentRowOf(row), orderIds.length);
  switch (outcome.kind) {
    case 'no_account':
      throw AppError.unauthorized();
    case 'not_found':
      throw new AppError('msg.order_not_found');
    case 'not_payable':
      throw new AppError('msg.order_not_payable');
    case 'insufficient':
      throw new AppError('msg.insufficient_balance');
    case 'paid':
      break;
  }
  if (outcome.virtualIds.length === 0) return { answer: outcome.answer, keyStored: outcome.keyStored };
  const statuses: OrderStatus[] = [];
  for (const orderId of outcome.virtualIds) {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    statuses.push(await deliverCards(tx, orderId, items));
  }
  // Virtual goods changed the order's status after the statement, which left the key to `runIdempotent`.
  return { answer: { ...outcome.answer, status: statuses[0] ?? outcome.answer.status }, keyStored: false };
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
const payUnpaid = preparedStatement<{
  userId: number;
  orderIds: number[];
  key: string | null;
  requestHash: string | null;
}>(
  (value) => sql`
    with paid as (
      update ${orders} set status = ${ORDER_TRANSITIONS.pay.to}, paid_at = now(), updated_at = now()
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

/** Virtual goods arrive at once: cards from the product's pool, and the order counts as received. */
async function deliverCards(tx: Tx, orderId: number, items: (typeof orderItems.$inferSelect)[]) {
  for (const item of items) {
    const cards = await tx
      .select({ id: virtualCards.id })
      .from(virtualCards)
      .where(and(eq(virtualCards.productId, item.productId), isNull(virtualCards.orderId)))
      .orderBy(virtualCards.id)
      .limit(item.quantity)
      .for('update', { skipLocked: true });
    // Stock of a virtual product counts its unsold cards, and was reserved at order creation.
    if (cards.length < item.quantity) throw new AppError('msg.out_of_stock', { name: item.name });
    await tx
      .update(virtualCards)
      .set({ orderId, soldAt: new Date() })
      .where(
        inArray(
          virtualCards.id,
          cards.map((card) => card.id),
        ),
      );
  }
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: ORDER_TRANSITIONS.deliverCards.to, shippedAt: now, receivedAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
  await tx.insert(orderLogistics).values({ orderId, kind: 'cards', text: '' });
  return ORDER_TRANSITIONS.deliverCards.to;
}
