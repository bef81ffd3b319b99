import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Answer } from '@storefront/shared/client';
import { call } from '../../lib/request';
import { useSession } from '../../lib/session';

export type CartLine = Answer<'GET /api/cart/list'>[number];

export const useCart = () => {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.read('GET /api/cart/list'),
    queryFn: () => call('GET /api/cart/list'),
    enabled: token !== null,
    staleTime: 0,
  });
};

/** A line's new quantity; the bag is read again whether or not the server took it (stock may have moved). */
export function useUpdateLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      call('POST /api/cart/update', { id, quantity }, { repeatSubmit: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/cart/list') }),
  });
}

export function useDeleteLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call('POST /api/cart/delete', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/cart/list') }),
  });
}
