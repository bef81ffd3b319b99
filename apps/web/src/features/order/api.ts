import type { OrderTab } from '@storefront/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** One of the shopper's orders, always read afresh; nothing is read without an order id. */
export const useOrder = (id: number) =>
  useQuery({ queryKey: ['order', id], queryFn: () => fetchOrder(id), enabled: id > 0, staleTime: 0 });

/**
 * Pays an order from the balance; its key is made once per payment page, so a retried tap never pays twice.
 * The order, the order lists and the balance are read again.
 */
export function usePayOrder(orderId: number, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payPassword: string) => payOrder(orderId, payPassword, idempotencyKey),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      await queryClient.invalidateQueries({ queryKey: ['order', orderId] });
      await queryClient.invalidateQueries({ queryKey: ['userInfo'] });
    },
  });
}

/**
 * Reads the card passwords of a paid order with the payment code (a wrong one is told and counts towards the
 * lock); nothing of them outlives the page.
 */
export const useRevealCards = (orderId: number) =>
  useMutation({
    mutationFn: (payPassword: string) =>
      call(
        'POST /api/order/cards',
        { order_id: orderId, pay_password: payPassword },
        { repeatSubmit: false },
      ),
    gcTime: 0,
  });

export const cancelOrder = (id: number) => call('POST /api/order/cancel', { order_id: id });
export const confirmOrder = (id: number) => call('POST /api/order/confirm', { order_id: id });
