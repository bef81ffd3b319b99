import type { Db, Tx } from '../db/client';
import { notifications } from '../db/schema';

export type NotificationKind =
  | 'order_shipped'
  | 'refund_passed'
  | 'refund_refused'
  | 'refund_refused_by_shop'
  | 'review_replied'
  | 'shop_invited'
  | 'complaint_handled'
  | 'recharge_passed'
  | 'recharge_refused'
  | 'withdraw_passed'
  | 'withdraw_refused'
  | 'consult_answered'
  | 'merchant_passed'
  | 'merchant_refused';

/** Tells a shopper something happened, in the same transaction as the thing itself. */
export async function notify(
  db: Db | Tx,
  userId: number,
  kind: NotificationKind,
  params: Record<string, string | number>,
  ref?: { type: string; id: number },
) {
  await db
    .insert(notifications)
    .values({ userId, kind, params, refType: ref?.type ?? null, refId: ref?.id ?? null });
}
