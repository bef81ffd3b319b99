import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { audited } from './audit-log';
import { addLogistics, shipOrder } from '../order/lifecycle';
import { orderDetail } from '../order/read';
import { saveProduct } from './products';
import { saveTranslation, translationsOf } from './translations';

/** The operator's calls for orders and products. */
export const adminShoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/order', { tags, summary: 'One order' }),
    handler: async (request) => ok(request, await orderDetail(app.ctx.db, request.query.id, 'all')),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/order/ship', {
      tags,
      summary: 'Ship an order: undelivered to delivered, first logistics entry',
    }),
    handler: async (request) => {
      await audited(request, { action: 'order.ship', target: 'order', id: request.body.order_id }, (tx) =>
        shipOrder(tx, request.body, 'all'),
      );
      return ok(request, await orderDetail(app.ctx.db, request.body.order_id, 'all'), 'msg.ship_success');
    },
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/order/logistics', {
      tags,
      summary: 'Add a logistics entry to an order in transit',
    }),
    handler: async (request) => {
      await audited(
        request,
        { action: 'order.logistics', target: 'order', id: request.body.order_id },
        (tx) => addLogistics(tx, request.body),
      );
      return ok(request, await orderDetail(app.ctx.db, request.body.order_id, 'all'), 'msg.save_success');
    },
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/product/save', {
      tags,
      summary: 'Create or edit a product; virtual products take cards',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(request, { action: 'product.save', target: 'product', id: request.body.id }, (tx) =>
          saveProduct(tx, request.body, 'operators'),
        ),
        'msg.save_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/translations', {
      tags,
      summary: 'A product’s or shop’s own texts and its translation in each other language (null: missing)',
    }),
    handler: async (request) =>
      ok(request, await translationsOf(app.ctx.db, request.query.target, request.query.id)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/translation/save', {
      tags,
      summary: 'Save one language’s name, description and specs of a product or shop',
      description:
        'Specs must have the product’s own shape (the same specs, as many values each, in order). The ' +
        'catalogue cache of every instance is emptied.',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(
          request,
          {
            action: `translation.save.${request.body.lang}`,
            target: `${request.body.target}_translation`,
            id: request.body.id,
            lang: request.body.lang,
          },
          (tx) => saveTranslation(tx, request.body),
        ),
        'msg.save_success',
      ),
  });
};
