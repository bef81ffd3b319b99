import { useQuery } from '@tanstack/react-query';
import { ShippingZonesEditor, type ZonesClient } from '../components/ShippingZonesEditor';
import { queryKeys } from '../query-keys';
import { call, sellerQuery } from './api';

/** The seller centre's calls for the zones of the member's own shop. */
const SELLER_ZONES: ZonesClient = {
  queryKey: queryKeys.read('GET /api/seller/shipping_zones'),
  read: (signal) => call('GET /api/seller/shipping_zones', undefined, { signal }),
  save: (zone) => call('POST /api/seller/shipping_zone/save', zone),
  remove: (id) => call('POST /api/seller/shipping_zone/delete', { id }),
};

/**
 * Where the shop ships and what it charges: its shipping zones, which the owner changes (shop settings, as the
 * profile) and staff read.
 */
export default function SellerShippingPage() {
  const me = useQuery(sellerQuery('GET /api/seller/me'));
  return <ShippingZonesEditor client={SELLER_ZONES} editable={me.data && me.data.role === 'owner'} />;
}
