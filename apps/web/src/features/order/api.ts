import type { OrderTab } from '@storefront/shared';
import type { Answer, Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type OrderRequest = Input<'POST /api/order/create'>;
export type OrderPreview = Answer<'POST /api/order/preview'>;

export const previewOrder = (request: OrderRequest) =>
  call('POST /api/order/preview', request, { repeatSubmit: false, showError: false });

/** The key is made once per checkout visit, so a retried tap never creates a second order. */
export const createOrder = (request: OrderRequest, idempotencyKey: string) =>
  call('POST /api/order/create', request, { headers: { 'Idempotency-Key': idempotencyKey } });

export const payOrder = (orderId: number, payPassword: string, idempotencyKey: string) =>
  call(
    'POST /api/order/pay',
    { order_id: orderId, pay_password: payPassword },
    { showError: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );

export const fetchOrders = (status: OrderTab, page: number) =>
  call('GET /api/user/order_list', { status, page, limit: 10 });

export const fetchOrder = (id: number) => call('GET /api/order/detail', { id });

export const cancelOrder = (id: number) => call('POST /api/order/cancel', { order_id: id });
export const confirmOrder = (id: number) => call('POST /api/order/confirm', { order_id: id });
