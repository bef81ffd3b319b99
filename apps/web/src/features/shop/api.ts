import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/request';
import { queryKeys } from '@storefront/shared/client';

export const useShop = (id: number) =>
  useQuery({
    queryKey: queryKeys.read('GET /api/shop/detail', { id }),
    queryFn: () => call('GET /api/shop/detail', { id }),
    staleTime: 0,
  });

/** Follows or unfollows; the shop and the followed shops are read again. */
export function useSetFollow(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      call(
        follow ? 'POST /api/shop/follow' : 'POST /api/shop/unfollow',
        { shop_id: shopId },
        { repeatSubmit: false },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: queryKeys.read('GET /api/shop/detail', { id: shopId }),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/shop/followed') });
    },
  });
}
