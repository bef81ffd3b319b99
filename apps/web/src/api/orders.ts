import { useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../lib/request';
import { queryKeys } from '@storefront/shared/client';

const fetchOrder = (id: number) => call('GET /api/order/detail', { id });
const orderKey = (id: number) => queryKeys.read('GET /api/order/detail', { id });

/** One of the shopper's orders, always read afresh; nothing is read without an order id. */
export const useOrder = (id: number) =>
  useQuery({ queryKey: orderKey(id), queryFn: () => fetchOrder(id), enabled: id > 0, staleTime: 0 });

/** The shopper's orders by id, each always read afresh (a checkout of several shops pays several). */
export const useOrders = (ids: number[]) =>
  useQueries({
    queries: ids.map((id) => ({ queryKey: orderKey(id), queryFn: () => fetchOrder(id), staleTime: 0 })),
  });
