import { z } from 'zod';
import { DOMAIN_EVENTS } from '../events';
import { messageRef } from '../messages';
import { id, limit, page, requiredText } from './fields';

/** An endpoint is an http(s) URL; where it may point (no private addresses) is checked when delivering. */
const endpointUrl = () =>
  requiredText('url', 500).refine(
    (text) => {
      try {
        const url = new URL(text);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          url.username === '' &&
          url.password === ''
        );
      } catch {
        return false;
      }
    },
    { error: messageRef('validation.invalid', 'url') },
  );

/** `id` to edit; `rotate_secret` makes a new secret (the old one still signs for a day). */
export const webhookSaveSchema = z.object({
  id: id().optional(),
  url: endpointUrl(),
  events: z
    .array(z.enum(DOMAIN_EVENTS, { error: messageRef('validation.invalid', 'events') }), {
      error: messageRef('validation.required', 'events'),
    })
    .min(1, { error: messageRef('validation.required', 'events') })
    .max(DOMAIN_EVENTS.length),
  enabled: z.boolean({ error: messageRef('validation.invalid', 'enabled') }).default(true),
  rotate_secret: z.boolean({ error: messageRef('validation.invalid', 'rotate_secret') }).optional(),
});
export type WebhookSaveInput = z.output<typeof webhookSaveSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export const webhookDeliveriesQuery = z.object({
  page: page(),
  limit: limit(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: messageRef('validation.invalid', 'status') }).optional(),
});

export const webhookReplaySchema = z.object({ delivery_id: id('delivery_id') });
