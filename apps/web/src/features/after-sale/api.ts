import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Answer, type Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type Complaint = Answer<'GET /api/user/complaints'>['list'][number];

export const fetchComplaints = (page: number) => call('GET /api/user/complaints', { page, limit: 10 });

/** Files a complaint (about an order or the platform); the list of complaints is read again. */
export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Input<'POST /api/user/complain'>) => call('POST /api/user/complain', data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/complaints') }),
  });
}

/** Reviews an item: its order (reviewed marks, completion) and the product's reviews are read again. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Input<'POST /api/comment/add'>) => call('POST /api/comment/add', data),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/order/detail') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/order_list') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/product/detail') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/comment/list') });
    },
  });
}

/** Asks for a refund: the order and the order lists (refund tabs) are read again. */
export function useApplyRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Input<'POST /api/refund/apply'>) => call('POST /api/refund/apply', data),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/order/detail') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/order_list') });
    },
  });
}
