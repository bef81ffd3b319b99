import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/request';

export const useShop = (id: number) =>
  useQuery({ queryKey: ['shop', id], queryFn: () => call('GET /api/shop/detail', { id }), staleTime: 0 });

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
      await queryClient.invalidateQueries({ queryKey: ['shop', shopId] });
      await queryClient.invalidateQueries({ queryKey: ['followed-shops'] });
    },
  });
}
