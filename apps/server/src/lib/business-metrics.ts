import { Counter, Registry } from 'prom-client';

/**
 * What the business does, counted by this process as it happens (after the transaction that did it commits; a
 * replayed Idempotency-Key counts nothing). Every instance counts its own: Prometheus sums them with `sum()`.
 * Module-level because a process serves one app; tests read the difference a request makes.
 */
export const businessRegistry = new Registry();

const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) =>
  new Counter<Label>({ name: `storefront_${name}`, help, labelNames, registers: [businessRegistry] });

export const businessMetrics = {
  ordersCreated: counter(
    'orders_created_total',
    'Orders created (a checkout of several shops makes one each).',
  ),
  ordersPaid: counter('orders_paid_total', 'Orders paid from the balance.'),
  paymentsRefused: counter('payments_refused_total', 'Payments refused, by the message key of the refusal.', [
    'reason',
  ]),
  topUps: counter('top_ups_total', 'Top-ups requested, passed or refused.', ['state']),
  withdrawals: counter(
    'withdrawals_total',
    'Withdrawals (shoppers and shops) requested, passed or refused.',
    ['state'],
  ),
  refunds: counter('refunds_total', 'Refunds requested, passed, refused or escalated to the platform.', [
    'state',
  ]),
};
