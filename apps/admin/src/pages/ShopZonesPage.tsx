import { useMemo } from 'react';
import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ShippingZonesEditor, type ZonesClient } from '../components/ShippingZonesEditor';
import { call, consoleQuery } from '../api';
import { queryKeys } from '../query-keys';

/**
 * One shop's shipping zones, opened from the shops list: the seller centre's editor, for any shop (the
 * platform's own, which have no members, among them). Every change is in the operators' audit log.
 */
export default function ShopZonesPage() {
  const { t } = useTranslation();
  const shopId = Number(useParams().id);
  const shops = useQuery(consoleQuery('GET /api/admin/shops'));
  const name = shops.data?.find((shop) => shop.id === shopId)?.name ?? '';
  const client = useMemo<ZonesClient>(
    () => ({
      queryKey: queryKeys.read('GET /api/admin/shop/shipping_zones', { shop_id: shopId }),
      read: (signal) => call('GET /api/admin/shop/shipping_zones', { shop_id: shopId }, { signal }),
      save: (zone) => call('POST /api/admin/shop/shipping_zone/save', { ...zone, shop_id: shopId }),
      remove: (id) => call('POST /api/admin/shop/shipping_zone/delete', { id, shop_id: shopId }),
    }),
    [shopId],
  );
  return (
    <>
      <p style={{ marginTop: 0 }}>
        <Link to="/catalog/shops">{t('common.back')}</Link>
      </p>
      <Typography.Title level={2} style={{ fontSize: 20 }} data-testid="zones-shop">
        {t('zones.of_shop', { shop: name })}
      </Typography.Title>
      <ShippingZonesEditor client={client} editable />
    </>
  );
}
