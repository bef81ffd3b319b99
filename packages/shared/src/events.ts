/**
 * The domain events the storefront publishes (decision 050): each written in the transaction of its action, so
 * that it is published exactly when the action happened. Their names are what integrators subscribe to.
 */
export const DOMAIN_EVENTS = [
  'order.created',
  'order.paid',
  'order.shipped',
  'order.completed',
  'refund.requested',
  'refund.decided',
  'withdrawal.requested',
  'withdrawal.decided',
  'topup.decided',
  'shop.application.decided',
  'settlement.credited',
] as const;
export type DomainEvent = (typeof DOMAIN_EVENTS)[number];
