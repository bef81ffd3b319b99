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
