import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderIdSchema, refundApplySchema } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { applyRefund, refundOfOrder } from './service';

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['after-sale'];
  app.post(
    '/apply',
    {
      schema: {
        tags,
        summary: 'Ask for a refund of a paid order, with proof pictures',
        description:
          'One per order. Amount from 0 up to what was paid. The order goes to refunding, or after_sale once received.',
        body: refundApplySchema,
      },
    },
    async (request) =>
      ok(
        request,
        await applyRefund(app.ctx.db, currentUserId(request), request.body),
        'msg.application_success',
      ),
  );
  app.get(
    '/detail',
    { schema: { tags, summary: 'The refund of one of the shopper’s orders', querystring: orderIdSchema } },
    async (request) =>
      ok(request, await refundOfOrder(app.ctx.db, request.query.order_id, currentUserId(request))),
  );
};
