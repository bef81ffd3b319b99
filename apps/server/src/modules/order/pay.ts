import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_TRANSITIONS } from '@storefront/shared';
import type { AppContext } from '../../context';
import { preparedStatement, type Tx } from '../../db/client';
import { orderItems, orderLogistics, orders, salesToCount, users, virtualCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { keyStoredWith, runIdempotent } from '../../lib/idempotency';
import { balanceMove } from '../../lib/ledger';
import {
  clearPayFailures,
  countWrongPayCode,
  judgePayCode,
  payCodeColumns,
  type PayCodeState,
  payCodeState,
} from '../../lib/pay-password';

export type PaidOrder = { order_id: number; status: string; balance: string };

/** The payment code was refused: the transaction is undone first, then a wrong code is counted. */
class PayCodeRefused extends Error {
  constructor(readonly refusal: AppError | 'wrong') {
    super('payment code refused');
  }
}

/**
 * Pays an unpaid order from the balance, exactly once: the status change, the lines' sales to count, the debit,
 * the ledger row and the Idempotency-Key with the answer are one transaction, and the status change only happens
 * from `unpaid`. Its one statement also reads the payment code's state, which is judged before anything else counts: an order that is not the
 * shopper's is not found, a refused code undoes the transaction and is counted after it, and only then is an
 * order that was not unpaid refused (or its payment's answer replayed for the same Idempotency-Key).
 */
export async function payOrder(
  ctx: AppContext,
  userId: number,
  input: { order_id: number; pay_password: string },
  idempotencyKey?: string,
): Promise<PaidOrder> {
  const keyed = {
    userId,
    scope: 'order.pay',
    key: idempotencyKey,
    request: { order_id: input.order_id },
  } as const;
  try {
    return await runIdempotent(ctx.db, keyed, async (tx, key): Promise<PaidOrder> => {
      const [row] = await payUnpaid(tx, {
        userId,
        orderId: input.order_id,
        key: key.key,
        requestHash: key.requestHash,
      });
      if (!row) throw AppError.unauthorized();
      if (row.order_id === null) throw new AppError('msg.order_not_found');
      const payCode = payCodeState(row);
      await judgeInPayment(payCode, input.pay_password);
      if (payCode.failures > 0) await clearPayFailures(tx, userId);
      const paid = paidOrderOf(row);
      if (!paid) throw new AppError('msg.order_not_payable');
      if (row.answer === null) throw new AppError('msg.insufficient_balance');
      const answer = row.answer as PaidOrder;
      key.stored = Boolean(row.key_stored);
      if (!paid.isVirtual) return answer;
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, paid.id));
      return { ...answer, status: await deliverCards(tx, paid.id, items) };
    });
  } catch (error) {
    if (!(error instanceof PayCodeRefused)) throw error;
    if (error.refusal === 'wrong') return countWrongPayCode(ctx.db, userId);
    throw error.refusal;
  }
}

/**
 * `judgePayCode`, its refusals kept apart from the use case's own errors: `runIdempotent` would answer those
 * with a stored answer of the same key, and a refused code is never answered with a payment.
 */
async function judgeInPayment(payCode: PayCodeState, payPassword: string) {
  const verdict = await judgePayCode(payCode, payPassword).catch((refusal: unknown) => {
    throw refusal instanceof AppError ? new PayCodeRefused(refusal) : refusal;
  });
  if (verdict === 'wrong') throw new PayCodeRefused('wrong');
}

/**
 * Moves the order from `unpaid` to `paid`, leaves its lines for `countSales`, debits its total with the ledger
 * row (`balanceMove`), builds the answer and stores it with the Idempotency-Key, in one statement whatever the
 * number of lines; answers with the payer's payment code state, whether the order is theirs, the paid order and
 * the answer (nulls when the order was not payable, or the balance not enough: the caller then undoes the
 * transaction). Payment locks no
 * product or shop row, so shoppers paying for the same product never wait for each other (decision 014).
 */
const payUnpaid = preparedStatement<{
  userId: number;
  orderId: number;
  key: string | null;
  requestHash: string | null;
}>(
  (value) => sql`
    with paid as (
      update ${orders} set status = ${ORDER_TRANSITIONS.pay.to}, paid_at = now(), updated_at = now()
      where id = ${value('orderId')} and user_id = ${value('userId')}
        and ${inArray(orders.status, ORDER_TRANSITIONS.pay.from)}
      returning id, order_no, total_cents, is_virtual, status
    ), to_count as (
      insert into ${salesToCount} (product_id, shop_id, quantity, amount_cents)
      select product_id, shop_id, quantity, price_cents * quantity
      from ${orderItems} where order_id in (select id from paid)
    ), ${balanceMove({
      userId: sql`${value('userId')}::int`,
      amount: sql`-paid.total_cents`,
      frozen: sql`0`,
      kind: sql`'payment'`,
      refType: sql`'order'`,
      refId: sql`paid.id`,
      memo: sql`paid.order_no`,
      from: sql`paid`,
    })}, answer as (
      -- formatCents of a balance, which is never below zero.
      select paid.is_virtual, jsonb_build_object('order_id', paid.id, 'status', paid.status, 'balance',
        (moved.balance_cents / 100)::text || '.' || lpad((moved.balance_cents % 100)::text, 2, '0')) as answer
      from paid, moved
    ), ${keyStoredWith(value, {
      scope: 'order.pay',
      answer: sql`answer.answer`,
      from: sql`answer`,
      // Virtual goods change the order's status after this statement; their answer is stored after that.
      when: sql`not answer.is_virtual`,
    })}
    select ${payCodeColumns}, orders.id as order_id, paid.id as paid_id, paid.is_virtual, answer.answer,
      exists (select 1 from key_stored) as key_stored
    from ${users} left join ${orders} on orders.id = ${value('orderId')} and orders.user_id = users.id
      left join paid on true left join answer on true
    where users.id = ${value('userId')}`,
);

function paidOrderOf(row: Record<string, unknown>) {
  return row.paid_id === null ? undefined : { id: Number(row.paid_id), isVirtual: Boolean(row.is_virtual) };
}

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
