import type { OrderTab } from '@storefront/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type EndpointName, type Answer, type Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type OrderRequest = Input<'POST /api/order/create'>;
export type OrderPreview = Answer<'POST /api/order/preview'>;

/** A read by POST, which the factory of GET reads does not make: its key is the endpoint and the lines. */
const PREVIEW = 'POST /api/order/preview' satisfies EndpointName;

/** Prices lines without creating an order; its failure is the page's to show, not a toast. */
const previewOrder = (request: OrderRequest) =>
  call(PREVIEW, request, { repeatSubmit: false, showError: false });

/**
 * The server's prices of what checkout holds, shipped to the chosen address (its country picks each shop's zone
 * and the import tax); nothing is read without lines or before `ready` (the addresses known).
 */
export const useOrderPreview = (request: OrderRequest, ready = true) =>
  useQuery({
    queryKey: [PREVIEW, request],
    queryFn: () => previewOrder(request),
    enabled: ready && Boolean(request.cart_ids?.length || request.items?.length),
    retry: false,
    staleTime: 0,
  });

/** Checks a promo code against the lines before it is applied; a refusal says why. */
export const useCheckPromo = () => useMutation({ mutationFn: previewOrder });

/**
 * Creates the order; the key is made once per checkout visit, so a retried tap never creates a second order.
 * The bag lines it used are gone, and the order lists have one more.
 */
export function useCreateOrder(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderRequest) =>
      call('POST /api/order/create', request, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/cart/list') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/order_list') });
    },
  });
}

/** Pays one order, or the orders of one checkout together (all of them or none). */
export const payOrders = (orderIds: number[], payPassword: string, idempotencyKey: string) =>
  call(
    'POST /api/order/pay',
    orderIds.length === 1
      ? { order_id: orderIds[0], pay_password: payPassword }
      : { order_ids: orderIds, pay_password: payPassword },
    { showError: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );

export const fetchOrders = (status: OrderTab, page: number) =>
  call('GET /api/user/order_list', { status, page, limit: 10 });

/**
 * Pays orders from the balance; the key is made once per payment page, so a retried tap never pays twice. The
 * orders, the order lists and the balance are read again.
 */
export function usePayOrders(orderIds: number[], idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payPassword: string) => payOrders(orderIds, payPassword, idempotencyKey),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/order_list') });
      for (const id of orderIds)
        await queryClient.invalidateQueries({ queryKey: queryKeys.read('GET /api/order/detail', { id }) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/getUserInfo') });
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

/** Cancels an unpaid order or confirms a delivered one; the order and the lists are read again. */
function useOrderChange(endpoint: 'POST /api/order/cancel' | 'POST /api/order/confirm') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(endpoint, { order_id: orderId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/order_list') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/order/detail') });
    },
  });
}
export const useCancelOrder = () => useOrderChange('POST /api/order/cancel');
export const useConfirmOrder = () => useOrderChange('POST /api/order/confirm');

/** Takes a refusal of the shop to the platform: the order and the order lists are read again. */
export function useEscalateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) => call('POST /api/refund/escalate', { id: refundId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/order/detail') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/order_list') });
    },
  });
}
