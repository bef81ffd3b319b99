import type { OrderTab } from '@storefront/shared';
import { get, post } from '../../lib/request';
import type { Order, OrderDetail, Page } from '../../lib/types';

export type OrderRequest = {
  cart_ids?: number[];
  items?: { product_id: number; quantity: number; spec?: string }[];
  address_id?: number;
  promo_code?: string;
  remark?: string;
};

export type OrderPreview = {
  is_virtual: boolean;
  goods: string;
  freight: string;
  discount: string;
  total: string;
  items: { product_id: number; name: string; image: string; spec: string; price: string; quantity: number }[];
};

export const previewOrder = (request: OrderRequest) =>
  post<OrderPreview>('/api/order/preview', request, { repeatSubmit: false, showError: false });

/** The key is made once per checkout visit, so a retried tap never creates a second order. */
export const createOrder = (request: OrderRequest, idempotencyKey: string) =>
  post<{ order_id: number; order_no: string; total: string }>('/api/order/create', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const payOrder = (orderId: number, payPassword: string, idempotencyKey: string) =>
  post<{ order_id: number; status: string; balance: string }>(
    '/api/order/pay',
    { order_id: orderId, pay_password: payPassword },
    { showError: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );

export const fetchOrders = (status: OrderTab, page: number) =>
  get<Page<Order>>('/api/user/order_list', { status, page, limit: 10 });

export const fetchOrder = (id: number) => get<OrderDetail>('/api/order/detail', { id });

export const cancelOrder = (id: number) => post<OrderDetail>('/api/order/cancel', { order_id: id });
export const confirmOrder = (id: number) => post<OrderDetail>('/api/order/confirm', { order_id: id });
