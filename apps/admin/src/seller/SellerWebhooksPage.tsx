import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WebhookEndpoints, type WebhooksClient } from '../components/WebhookEndpoints';
import { call, readList, sellerQuery } from './api';

const SELLER_WEBHOOKS: WebhooksClient = {
  endpoints: 'GET /api/seller/webhooks',
  deliveries: 'GET /api/seller/webhook/deliveries',
  fetchEndpoints: (signal) => call('GET /api/seller/webhooks', undefined, { signal }),
  readList,
  save: (input) => call('POST /api/seller/webhook/save', input),
  replay: (deliveryId) => call('POST /api/seller/webhook/replay', { delivery_id: deliveryId }),
};

/** The shop's webhook endpoints: they hear the shop's own events. Its owner's, as its money is. */
export default function SellerWebhooksPage() {
  const { t } = useTranslation();
  const me = useQuery(sellerQuery('GET /api/seller/me'));
  if (!me.data) return null;
  if (me.data.role !== 'owner') return <Alert type="info" showIcon message={t('msg.owner_only')} />;
  return <WebhookEndpoints client={SELLER_WEBHOOKS} />;
}
