import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { applyRefund, escalateRefund, refundOfOrder } from './service';

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['after-sale'];
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/refund/apply', {
      tags,
      summary: 'Ask for a refund of a paid order, with proof pictures',
      description:
        'One per order. Amount from 0 up to what was paid. The order goes to refunding, or after_sale once received.',
    }),
    handler: async (request) =>
      ok(
        request,
        await applyRefund(app.ctx.db, currentUserId(request), request.body),
        'msg.application_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/refund/detail', {
      tags,
      summary: 'The refund of one of the shopper’s orders',
    }),
    handler: async (request) =>
      ok(request, await refundOfOrder(app.ctx.db, request.query.order_id, currentUserId(request))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/refund/escalate', {
      tags,
      summary: 'Ask the platform to decide a refund the shop refused',
      description:
        'Once, within the days the refund’s escalate_until gives. The request waits for the operators and the ' +
        'order goes back to refunding or after_sale.',
    }),
    handler: async (request) =>
      ok(request, await escalateRefund(app.ctx.db, currentUserId(request), request.body.id), 'msg.escalated'),
  });
};
