import { and, eq, isNull, inArray } from 'drizzle-orm';
import { ORDER_TRANSITIONS, type OrderPayInput, type OrderStatus, ordersToPay } from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orderItems, orderLogistics, orders, virtualCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { businessMetrics } from '../../lib/business-metrics';
import { type Answered, runKeyed, storeKeyIn } from '../../lib/idempotency';
import { inOneStatement, inTransaction } from '../../lib/transaction';
import { claimPayAttempt, endPayStreak, judgePayCode, knownPayCodeHash } from '../../lib/pay-password';
import type { PaidOrder, PaymentOutcome, PaymentRequest } from '../payment/method';
import { paymentMethods } from '../payment/methods';

/**
 * Pays unpaid orders from the balance, exactly once: one order, or the orders of a checkout of several shops
 * together (all of them or none). Judge, then write, then answer:
 * - the payment code: an attempt is claimed, then the code judged (decision 018). A wrong code is refused, and
 *   was counted by its claim, before anything about the order is looked at. A code this process already judged
 *   right for the account's current code skips the claim: the paying statement checks that an attempt could be
 *   claimed, and when it could not, the payment claims and judges as above (decision 065);
 * - the payment: the payment method's one statement, without BEGIN/COMMIT, takes the money and ends the code's
 *   streak with the debit (decision 060); orders of virtual goods are paid in a transaction (`payUnpaidOrders`)
 *   that also delivers their cards. With the Idempotency-Key, a retry gets the stored answer instead;
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
  const knownHash = knownPayCodeHash(userId, input.pay_password);
  if (knownHash) {
    const paid = await payJudged(ctx, userId, input, idempotencyKey, knownHash).catch((error: unknown) => {
      if (error instanceof CodeNotClaimable) return undefined;
      throw error;
    });
    if (paid) return paid;
  }
  await judgePayCode(ctx.db, await claimPayAttempt(ctx.db, userId), input.pay_password);
  return payJudged(ctx, userId, input, idempotencyKey);
}

/** The payment of a code judged without a claim found no attempt to claim (or a short balance): claim and judge. */
class CodeNotClaimable extends Error {}

/** Pays with a right code: claimed and judged, or judged by the memo (`knownHash`) and checked by the payment. */
async function payJudged(
  ctx: AppContext,
  userId: number,
  input: OrderPayInput,
  idempotencyKey: string | undefined,
  knownHash?: string,
): Promise<PaidOrder> {
  const orderIds = ordersToPay(input);
  const keyed = {
    userId,
    scope: 'order.pay',
    key: idempotencyKey,
    request: orderIds.length === 1 ? { order_id: orderIds[0] } : { order_ids: orderIds },
  } as const;
  const request = { userId, orderIds, knownPayCodeHash: knownHash };
  const { answer, fresh } = await runKeyed(ctx.db, keyed, async (key) => {
    // Paid by one statement without BEGIN/COMMIT (decision 060); virtual goods need their cards in a transaction.
    const alone = await inOneStatement(() =>
      paymentMethods.balance.authorize(ctx.db, { ...request, key, alone: true }),
    );
    if (alone.kind !== 'needs_transaction') return answerOf(alone, knownHash).answer;
    return inTransaction(ctx.db, async (tx) => {
      const done = await payUnpaidOrders(tx, { ...request, key, alone: false });
      if (!done.keyStored) await storeKeyIn(tx, keyed, key, done.answer);
      return done.answer;
    });
  }).catch(async (error: unknown) => {
    if (!(error instanceof CodeNotClaimable)) await endPayStreak(ctx.db, userId);
    throw error;
  });
  // The statement that paid ended the streak; a stored answer's request did not.
  if (fresh) businessMetrics.ordersPaid.inc(orderIds.length);
  else await endPayStreak(ctx.db, userId);
  return answer;
}

/**
 * The payment's transaction: the method's authorization (the balance, the only method), its outcome (a refusal
 * undoes the transaction), then the cards of virtual goods.
 */
async function payUnpaidOrders(tx: Tx, request: PaymentRequest): Promise<Answered<PaidOrder>> {
  const outcome = answerOf(await paymentMethods.balance.authorize(tx, request), request.knownPayCodeHash);
  if (outcome.virtualIds.length === 0) return { answer: outcome.answer, keyStored: outcome.keyStored };
  const statuses: OrderStatus[] = [];
  for (const orderId of outcome.virtualIds) {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    statuses.push(await deliverCards(tx, orderId, items));
  }
  // Virtual goods changed the order's status after the statement, which left the key to `storeKeyIn`.
  return { answer: { ...outcome.answer, status: statuses[0] ?? outcome.answer.status }, keyStored: false };
}

/**
 * A captured payment, or the shopper's reason it was refused. With a code judged without a claim (`knownHash`), a
 * short balance may be an attempt that could no longer be claimed at the debit: both are claimed and judged again.
 */
function answerOf(outcome: PaymentOutcome, knownHash: string | undefined) {
  switch (outcome.kind) {
    case 'no_account':
      throw AppError.unauthorized();
    case 'not_found':
      throw new AppError('msg.order_not_found');
    case 'not_payable':
      throw new AppError('msg.order_not_payable');
    case 'code_not_claimable':
      throw new CodeNotClaimable();
    case 'insufficient':
      if (knownHash) throw new CodeNotClaimable();
      throw new AppError('msg.insufficient_balance');
    case 'needs_transaction':
      throw new Error('a payment in a transaction asked for one');
    case 'captured':
      return outcome;
  }
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
