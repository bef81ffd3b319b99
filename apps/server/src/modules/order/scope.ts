import { and, eq } from 'drizzle-orm';
import type { MessageKey } from '@storefront/i18n';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Whose orders a read or a change may touch: a shopper's own, a shop's own (the seller centre), or any
 * (operators). The scope is part of the statement that reads or changes, never a check before it, so another's
 * order is simply not there.
 */
export type OrderScope = { userId: number } | { shopId: number } | 'all';

export function orderScopeCondition(scope: OrderScope) {
  if (scope === 'all') return undefined;
  return 'userId' in scope ? eq(orders.userId, scope.userId) : eq(orders.shopId, scope.shopId);
}

/**
 * Why a scoped change touched no order, asked after it: not found when the order is not in the scope (another
 * shopper's or shop's), else `wrongStatus`.
 */
export async function refusalOf(db: Db | Tx, orderId: number, scope: OrderScope, wrongStatus: MessageKey) {
  const visible = await db.$count(orders, and(eq(orders.id, orderId), orderScopeCondition(scope)));
  return new AppError(visible === 0 ? 'msg.order_not_found' : wrongStatus);
}
