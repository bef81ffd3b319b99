import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/request';
import { queryKeys } from '@storefront/shared/client';

export const useProduct = (id: number) =>
  useQuery({
    queryKey: queryKeys.read('GET /api/product/detail', { id }),
    queryFn: () => call('GET /api/product/detail', { id }),
    staleTime: 0,
  });

/** The five latest reviews of a product, once it has any. */
export const useLatestReviews = (productId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.read('GET /api/comment/list', { product_id: productId, limit: 5 }),
    queryFn: () => call('GET /api/comment/list', { product_id: productId, limit: 5 }),
    enabled,
  });

/** Keeps or drops a favourite; the product page and the favourites list read it again. */
export function useSetFavourite(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      call(
        on ? 'POST /api/favourite/add' : 'POST /api/favourite/remove',
        { product_id: productId },
        { repeatSubmit: false },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: queryKeys.read('GET /api/product/detail', { id: productId }),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/favourite/list') });
    },
  });
}

/** Puts the product in the bag, which is read again. */
export function useAddToBag(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quantity, spec }: { quantity: number; spec: string }) =>
      call('POST /api/cart/add', { product_id: productId, quantity, spec: spec || undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/cart/list') }),
  });
}
