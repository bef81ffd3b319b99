import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOwner } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { listDeliveries, listEndpoints, replayDelivery, saveEndpoint, type WebhookOwner } from './service';

/** The same four calls for the platform's endpoints (operators) and a shop's (its owner). */
function webhookRoutes(prefix: 'admin' | 'seller'): FastifyPluginAsyncZod {
  return async (scope) => {
    const { db, jobs } = scope.ctx;
    const tags = [prefix === 'admin' ? 'operator' : 'seller'];
    const whose = prefix === 'admin' ? 'the platform’s' : 'the shop’s own';
    const ownerOf = (request: Parameters<typeof currentOwner>[0]): WebhookOwner =>
      prefix === 'admin' ? { shopId: null } : { shopId: currentOwner(request).shopId };
    scope.route({
      ...endpointRoute(scope.prefix, `GET /api/${prefix}/webhooks`, {
        tags,
        summary: `Webhook endpoints for ${whose} events`,
      }),
      handler: async (request) => ok(request, await listEndpoints(db, ownerOf(request))),
    });
    scope.route({
      ...endpointRoute(scope.prefix, `POST /api/${prefix}/webhook/save`, {
        tags,
        summary: 'Adds or changes a webhook endpoint; answers it with its secret',
        description:
          'Deliveries are signed per the Standard Webhooks specification (webhook-id, webhook-timestamp, ' +
          'webhook-signature) with the secret (`whsec_` and base64). `rotate_secret` makes a new one; the old one ' +
          'signs too for 24 hours.',
      }),
      handler: async (request) => ok(request, await saveEndpoint(db, ownerOf(request), request.body)),
    });
    scope.route({
      ...endpointRoute(scope.prefix, `GET /api/${prefix}/webhook/deliveries`, {
        tags,
        summary: 'Deliveries, newest first; `status=failed` lists those whose retries ran out',
      }),
      handler: async (request) => ok(request, await listDeliveries(db, ownerOf(request), request.query)),
    });
    scope.route({
      ...endpointRoute(scope.prefix, `POST /api/${prefix}/webhook/replay`, {
        tags,
        summary: 'Sends a delivery again, with retries of its own',
      }),
      handler: async (request) =>
        ok(request, await replayDelivery(db, jobs, ownerOf(request), request.body.delivery_id)),
    });
  };
}

export const adminWebhookRoutes = webhookRoutes('admin');
export const sellerWebhookRoutes = webhookRoutes('seller');
