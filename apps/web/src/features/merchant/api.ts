import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

/** The shopper's latest shop application (null before the first), always read afresh. */
export const useMerchantApplication = () =>
  useQuery({
    queryKey: queryKeys.read('GET /api/user/merchant_apply'),
    queryFn: () => call('GET /api/user/merchant_apply'),
    staleTime: 0,
  });

/** Sends an application; the latest application is read again. */
export function useApplyForShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Input<'POST /api/user/merchant_apply'>) => call('POST /api/user/merchant_apply', data),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/merchant_apply') }),
  });
}

/** Invitations to join a shop's staff, addressed to the shopper's verified email. */
export const useShopInvitations = () =>
  useQuery({
    queryKey: queryKeys.read('GET /api/user/shop_invitations'),
    queryFn: () => call('GET /api/user/shop_invitations'),
  });

/** Accepts or declines an invitation; the invitations are read again. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Input<'POST /api/user/shop_invitation/answer'>) =>
      call('POST /api/user/shop_invitation/answer', answer),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/shop_invitations') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/shop_membership') }),
      ]),
  });
}

/** The shop the shopper belongs to and their role there (null for none), always read afresh. */
export const useShopMembership = () =>
  useQuery({
    queryKey: queryKeys.read('GET /api/user/shop_membership'),
    queryFn: () => call('GET /api/user/shop_membership'),
    staleTime: 0,
  });
