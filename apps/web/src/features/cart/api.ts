import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/request';
import { useSession } from '../../lib/session';
import type { ProductSummary } from '../../lib/types';

export type CartLine = {
  id: number;
  product_id: number;
  quantity: number;
  spec: string;
  price: string;
  product: ProductSummary;
  available: boolean;
};

export const useCart = () => {
  const { token } = useSession();
  return useQuery({
    queryKey: ['cart'],
    queryFn: () => get<CartLine[]>('/api/cart/list'),
    enabled: token !== null,
    staleTime: 0,
  });
};

export const updateLine = (id: number, quantity: number) =>
  post<CartLine>('/api/cart/update', { id, quantity }, { repeatSubmit: false });
export const deleteLines = (ids: number[]) => post<null>('/api/cart/delete', { ids });
