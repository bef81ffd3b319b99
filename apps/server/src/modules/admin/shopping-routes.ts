import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idQuerySchema, logisticsSchema, productSaveSchema, shipSchema } from '@storefront/shared';
import { requireOperator } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { audited } from './audit-log';
import { addLogistics, shipOrder } from '../order/lifecycle';
import { orderDetail } from '../order/read';
import { saveProduct } from './products';

/** The operator's calls for orders and products. */
export const adminShoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireOperator);
  const tags = ['operator'];

  app.get('/order', { schema: { tags, summary: 'One order', querystring: idQuerySchema } }, async (request) =>
    ok(request, await orderDetail(app.ctx.db, request.query.id)),
  );
  app.post(
    '/order/ship',
    {
      schema: {
        tags,
        summary: 'Ship an order: undelivered to delivered, first logistics entry',
        body: shipSchema,
      },
    },
    async (request) => {
      await audited(request, { action: 'order.ship', target: 'order', id: request.body.order_id }, (tx) =>
        shipOrder(tx, request.body),
      );
      return ok(request, await orderDetail(app.ctx.db, request.body.order_id), 'msg.ship_success');
    },
  );
  app.post(
    '/order/logistics',
    {
      schema: { tags, summary: 'Add a logistics entry to an order in transit', body: logisticsSchema },
    },
    async (request) => {
      await audited(
        request,
        { action: 'order.logistics', target: 'order', id: request.body.order_id },
        (tx) => addLogistics(tx, request.body),
      );
      return ok(request, await orderDetail(app.ctx.db, request.body.order_id), 'msg.save_success');
    },
  );
  app.post(
    '/product/save',
    {
      schema: {
        tags,
        summary: 'Create or edit a product; virtual products take cards',
        body: productSaveSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await audited(request, { action: 'product.save', target: 'product', id: request.body.id }, (tx) =>
          saveProduct(tx, request.body),
        ),
        'msg.save_success',
      ),
  );
};
