import { useQuery } from '@tanstack/react-query';
import type { Answer } from '@storefront/shared/client';
import { call } from '../../lib/request';
import { useSession } from '../../lib/session';

export type CartLine = Answer<'GET /api/cart/list'>[number];

export const useCart = () => {
  const { token } = useSession();
  return useQuery({
    queryKey: ['cart'],
    queryFn: () => call('GET /api/cart/list'),
    enabled: token !== null,
    staleTime: 0,
  });
};

export const updateLine = (id: number, quantity: number) =>
  call('POST /api/cart/update', { id, quantity }, { repeatSubmit: false });
export const deleteLines = (ids: number[]) => call('POST /api/cart/delete', { ids });
