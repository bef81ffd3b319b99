/**
 * The one order-status table. The server enforces every transition with a conditional update on `from`;
 * the app reads the same table to decide which buttons an order shows.
 */
export const ORDER_STATUSES = [
  'unpaid',
  'undelivered',
  'delivered',
  'received',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
  'after_sale',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The ten tabs of "my orders": every status, and all of them. */
export const ORDER_TABS = ['all', ...ORDER_STATUSES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

type Transition = { from: readonly OrderStatus[]; to: OrderStatus; by: 'shopper' | 'operator' | 'system' };

export const ORDER_TRANSITIONS = {
  pay: { from: ['unpaid'], to: 'undelivered', by: 'shopper' },
  cancel: { from: ['unpaid'], to: 'cancelled', by: 'shopper' },
  expire: { from: ['unpaid'], to: 'cancelled', by: 'system' },
  ship: { from: ['undelivered'], to: 'delivered', by: 'operator' },
  deliverCards: { from: ['undelivered'], to: 'received', by: 'system' },
  confirm: { from: ['delivered'], to: 'received', by: 'shopper' },
  autoReceive: { from: ['delivered'], to: 'received', by: 'system' },
  review: { from: ['received'], to: 'completed', by: 'shopper' },
  autoComplete: { from: ['received'], to: 'completed', by: 'system' },
  refund: { from: ['undelivered', 'delivered'], to: 'refunding', by: 'shopper' },
  // A completed order's money went to its shop (settlement): after-sale is asked for before completion.
  afterSale: { from: ['received'], to: 'after_sale', by: 'shopper' },
  refundPass: { from: ['refunding', 'after_sale'], to: 'refunded', by: 'operator' },
} as const satisfies Record<string, Transition>;

/** A refused refund puts the order back where it was when the refund was asked for. */
export const REFUND_REFUSE_FROM: readonly OrderStatus[] = ['refunding', 'after_sale'];
export type OrderAction = keyof typeof ORDER_TRANSITIONS;

export function canApply(action: OrderAction, status: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[action].from as readonly OrderStatus[]).includes(status);
}

/** The buttons a shopper sees on an order in this status. */
export const SHOPPER_ACTIONS = ['pay', 'cancel', 'confirm', 'refund', 'review'] as const;
export type ShopperAction = (typeof SHOPPER_ACTIONS)[number];

export function shopperActions(status: OrderStatus): ShopperAction[] {
  return SHOPPER_ACTIONS.filter((action) =>
    action === 'refund'
      ? canApply('refund', status) || canApply('afterSale', status)
      : canApply(action, status),
  );
}

/**
 * A shopper may complain about an order once it is paid: before that there is nothing to complain about, and a
 * cancelled order was never paid. Complaints change no status; the operators answer them.
 */
export const COMPLAINABLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'unpaid' && status !== 'cancelled',
);
export const canComplain = (status: OrderStatus) => COMPLAINABLE_STATUSES.includes(status);

/** Orders whose money the platform holds: paid and neither refunded nor cancelled (the sales figures). */
export const SOLD_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'unpaid' && status !== 'cancelled' && status !== 'refunded',
);

/** Time limits of the order jobs. */
export const UNPAID_ORDER_MINUTES = 30;
export const AUTO_RECEIVE_DAYS = 10;
export const AUTO_COMPLETE_DAYS = 7;

/** Physical orders pay a flat freight unless their goods reach the free-shipping amount. */
export const FREIGHT_CENTS = 600;
export const FREE_FREIGHT_FROM_CENTS = 4900;

export const MAX_LINE_QUANTITY = 999;

/** The ways an order can be paid, stored on the order when it is (the server's payment methods). */
export const PAYMENT_METHODS = ['balance'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];
