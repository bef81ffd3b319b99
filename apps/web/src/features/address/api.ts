import type { QueryClient } from '@tanstack/react-query';
import type { Answer, Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type Address = Answer<'GET /api/user/address'>;

export const fetchAddresses = () => call('GET /api/user/address_list');
export const fetchAddress = (id: number) => call('GET /api/user/address', { id });
export const saveAddress = (data: Input<'POST /api/user/address_add'>) =>
  call('POST /api/user/address_add', data);
export const setDefaultAddress = (id: number) => call('POST /api/user/address_set_default', { id });
export const deleteAddress = (id: number) => call('GET /api/user/address_del', { id });

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
