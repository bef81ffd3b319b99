import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/request';

export const useProduct = (id: number) =>
  useQuery({
    queryKey: ['product', id],
    queryFn: () => call('GET /api/product/detail', { id }),
    staleTime: 0,
  });

/** The five latest reviews of a product, once it has any. */
export const useLatestReviews = (productId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['reviews', productId],
    queryFn: () => call('GET /api/comment/list', { product_id: productId, limit: 5 }),
    enabled,
  });

export const setFavourite = (productId: number, on: boolean) =>
  call(
    on ? 'POST /api/favourite/add' : 'POST /api/favourite/remove',
    { product_id: productId },
    { repeatSubmit: false },
  );

export const addToBag = (productId: number, quantity: number, spec: string) =>
  call('POST /api/cart/add', { product_id: productId, quantity, spec: spec || undefined });
