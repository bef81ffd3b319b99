import { call, readList } from '../api';
import { WebhookEndpoints, type WebhooksClient } from '../components/WebhookEndpoints';

const CONSOLE_WEBHOOKS: WebhooksClient = {
  endpoints: 'GET /api/admin/webhooks',
  deliveries: 'GET /api/admin/webhook/deliveries',
  fetchEndpoints: (signal) => call('GET /api/admin/webhooks', undefined, { signal }),
  readList,
  save: (input) => call('POST /api/admin/webhook/save', input),
  replay: (deliveryId) => call('POST /api/admin/webhook/replay', { delivery_id: deliveryId }),
};

/** The platform's webhook endpoints: they hear every event. */
export default function WebhooksPage() {
  return <WebhookEndpoints client={CONSOLE_WEBHOOKS} />;
}
