import { z } from 'zod';
import { DOMAIN_EVENTS } from '../events';
import { webhookDeliveriesQuery, webhookReplaySchema, webhookSaveSchema } from '../schemas/webhooks';
import { isoTime, pageSchema, type ContractTable } from './define';

/**
 * An endpoint an integrator registered (decision 051). `secret` (`whsec_` and base64, as the Standard Webhooks
 * specification writes it) only in the answer to a save; lists show null.
 */
export const webhookEndpointAnswer = z.object({
  id: z.number().int(),
  /** The shop whose events it hears; null: the platform's, every event. */
  shop_id: z.number().int().nullable(),
  url: z.string(),
  events: z.array(z.enum(DOMAIN_EVENTS)),
  enabled: z.boolean(),
  secret: z.string().nullable(),
  created_at: isoTime(),
});

export const webhookDeliveryAnswer = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  url: z.string(),
  event: z.string(),
  /** pending, retrying (a try failed, more will come), delivered, or failed (the last retry failed). */
  status: z.string(),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: isoTime(),
  delivered_at: isoTime().nullable(),
});

/** Operators' endpoints hear every event; a shop's owner registers endpoints for the shop's own events. */
export const webhooksContract = {
  'GET /api/admin/webhooks': { access: 'operator', answer: z.array(webhookEndpointAnswer) },
  'POST /api/admin/webhook/save': {
    access: 'operator',
    input: webhookSaveSchema,
    answer: webhookEndpointAnswer,
  },
  'GET /api/admin/webhook/deliveries': {
    access: 'operator',
    input: webhookDeliveriesQuery,
    answer: pageSchema(webhookDeliveryAnswer),
  },
  'POST /api/admin/webhook/replay': {
    access: 'operator',
    input: webhookReplaySchema,
    answer: webhookDeliveryAnswer,
  },
  'GET /api/seller/webhooks': {
    access: 'seller',
    failures: ['msg.owner_only'],
    answer: z.array(webhookEndpointAnswer),
  },
  'POST /api/seller/webhook/save': {
    access: 'seller',
    failures: ['msg.owner_only', 'msg.webhook_not_found'],
    input: webhookSaveSchema,
    answer: webhookEndpointAnswer,
  },
  'GET /api/seller/webhook/deliveries': {
    access: 'seller',
    failures: ['msg.owner_only'],
    input: webhookDeliveriesQuery,
    answer: pageSchema(webhookDeliveryAnswer),
  },
  'POST /api/seller/webhook/replay': {
    access: 'seller',
    failures: ['msg.owner_only', 'msg.webhook_delivery_not_found'],
    input: webhookReplaySchema,
    answer: webhookDeliveryAnswer,
  },
} as const satisfies ContractTable;
