import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Answer, type Input } from '@storefront/shared/client';
import { call } from '../lib/request';

export type Address = Answer<'GET /api/user/address'>;

const ADDRESSES = queryKeys.read('GET /api/user/address_list');

/** The shopper's addresses, default first; always read afresh (checkout and the list show the latest). */
export const useAddresses = () =>
  useQuery({ queryKey: ADDRESSES, queryFn: () => call('GET /api/user/address_list'), staleTime: 0 });

/** One address, to edit it; nothing is read for a new one. */
export const useAddress = (id: number | undefined) =>
  useQuery({
    queryKey: queryKeys.read('GET /api/user/address', { id: id as number }),
    queryFn: () => call('GET /api/user/address', { id: id as number }),
    enabled: id !== undefined,
  });

/** Every change of an address refreshes the list (and the address itself). */
function useAddressChange<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/address_list') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/address') });
    },
  });
}

export const useSaveAddress = () =>
  useAddressChange((address: Input<'POST /api/user/address_add'>) =>
    call('POST /api/user/address_add', address),
  );
export const useSetDefaultAddress = () =>
  useAddressChange((id: number) => call('POST /api/user/address_set_default', { id }));
export const useDeleteAddress = () =>
  useAddressChange((id: number) => call('GET /api/user/address_del', { id }));

/**
 * An address added from checkout is chosen there when the shopper comes back: the form leaves its id here and
 * checkout takes it once.
 */
const CHOSEN_FOR_CHECKOUT = ['address', 'chosen-for-checkout'];
export const chooseForCheckout = (queryClient: QueryClient, id: number) =>
  queryClient.setQueryData(CHOSEN_FOR_CHECKOUT, id);
export function takeChosenForCheckout(queryClient: QueryClient): number | undefined {
  const id = queryClient.getQueryData<number>(CHOSEN_FOR_CHECKOUT);
  queryClient.removeQueries({ queryKey: CHOSEN_FOR_CHECKOUT, exact: true });
  return id;
}
