import type { QueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/request';

export type Address = {
  id: number;
  consignee: string;
  mobile: string;
  area: string;
  address: string;
  tag: string;
  is_default: boolean;
};

export const fetchAddresses = () => get<Address[]>('/api/user/address_list');
export const fetchAddress = (id: number) => get<Address>('/api/user/address', { id });
export const saveAddress = (data: Record<string, unknown>) => post<Address>('/api/user/address_add', data);
export const setDefaultAddress = (id: number) => post<null>('/api/user/address_set_default', { id });
export const deleteAddress = (id: number) => get<null>('/api/user/address_del', { id });

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
