import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/request';
import type { ProductDetail } from '../../lib/types';

export const useProduct = (id: number) =>
  useQuery({
    queryKey: ['product', id],
    queryFn: () => get<ProductDetail>('/api/product/detail', { id }),
    staleTime: 0,
  });

export const setFavourite = (productId: number, on: boolean) =>
  post<null>(
    on ? '/api/favourite/add' : '/api/favourite/remove',
    { product_id: productId },
    { repeatSubmit: false },
  );

export const addToBag = (productId: number, quantity: number, spec: string) =>
  post('/api/cart/add', { product_id: productId, quantity, spec: spec || undefined });
