import type { OrderStatus, PaymentMethodId } from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import type { RequestKey } from '../../lib/idempotency';

/** The answer of a payment, as the API gives it. */
export type PaidOrder = { order_id: number; status: OrderStatus; balance: string; order_ids: number[] };

/**
 * A shopper's request to pay orders of theirs, all or none, under its Idempotency-Key (if any). `alone`: the
 * caller gave no transaction (decision 060); a method that cannot finish the payment in one statement then
 * answers `needs_transaction`, having changed nothing.
 */
export type PaymentRequest = {
  userId: number;
  orderIds: number[];
  key: RequestKey;
  alone: boolean;
  /**
   * The stored hash the payment code was judged right against without a claimed attempt (decision 065): the
   * method pays only while the account's code is still that one and an attempt could be claimed, checked with the
   * debit, and answers `code_not_claimable` otherwise. Absent when an attempt was claimed and judged.
   */
  knownPayCodeHash?: string;
};

/**
 * What authorizing a payment came to. `captured`: the money moved in the caller's transaction and the orders are
 * paid (with the answer, the orders of virtual goods to deliver, and whether the method's own statement stored
 * the Idempotency-Key's answer). The refusals undo the transaction: `no_account` (the payer is gone), `not_found`
 * (an order is not the payer's), `not_payable` (one is not unpaid, or expired), `insufficient` (the money is
 * short; nothing moved), `needs_transaction` (asked alone, the payment needs more than one statement),
 * `code_not_claimable` (a `knownPayCodeHash` that is no longer the account's, or payments locked or out of attempts). A method whose provider confirms later adds a `pending` outcome here (decision 053).
 */
export type PaymentOutcome =
  | { kind: 'captured'; answer: PaidOrder; virtualIds: number[]; keyStored: boolean }
  | { kind: 'no_account' }
  | { kind: 'not_found' }
  | { kind: 'not_payable' }
  | { kind: 'insufficient' }
  | { kind: 'needs_transaction' }
  | { kind: 'code_not_claimable' };

/** Money of a paid order going back to its payer: a passed refund. */
export type RefundRequest = { orderId: number; orderNo: string; userId: number; amountCents: number };

/** What a provider's signed notice said, once verified. */
export type ProviderNotice =
  { kind: 'captured'; reference: string } | { kind: 'failed'; reference: string } | { kind: 'ignored' };

/**
 * One way of taking a shopper's money for orders (decision 053). Orders know only this interface: paying moves an
 * order from `unpaid` to `paid` through `authorize` (and `capture`, for methods that hold money first), a passed
 * refund gives money back through `refund` of the method that took it, and a provider's notices arrive through
 * `handleWebhook`. Every call runs in the caller's transaction, so the order, the ledger's journal and the
 * outbox's events commit together or not at all, except an `authorize` the caller asks `alone`, which must then
 * be one statement that undoes itself when it does not capture (decision 060); the Idempotency-Key of the request travels with it (a provider
 * gets it as its own idempotency key).
 */
export interface PaymentMethod {
  readonly id: PaymentMethodId;
  /** Authorizes the payment of the orders and, where the method can, captures it at once. */
  authorize(executor: Db | Tx, request: PaymentRequest): Promise<PaymentOutcome>;
  /**
   * Captures money an earlier authorization held, when the provider confirms it. Absent for methods that capture
   * while authorizing (the balance).
   */
  capture?(tx: Tx, reference: string): Promise<void>;
  /** Pays a passed refund back to where the money came from, as one balanced journal. */
  refund(tx: Tx, refund: RefundRequest): Promise<void>;
  /**
   * Verifies a provider's notice (its signature over the raw body) and says what it means. Absent for methods
   * without a provider (the balance).
   */
  handleWebhook?(notice: { headers: Record<string, string | undefined>; body: string }): ProviderNotice;
}
