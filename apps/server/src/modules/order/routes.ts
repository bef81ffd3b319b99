import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { endpointRoute } from '../../lib/route';
import { createOrder } from './create';
import { previewOrder } from './quote';
import { cancelOrder, confirmReceived } from './lifecycle';
import { revealOrderCards } from './cards';
import { payOrder } from './pay';
import { listOrders, orderDetail } from './read';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['order'];

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/order/create', {
      tags,
      summary: 'Create an order from bag lines (cart_ids) or items',
      description:
        'Stock is reserved now and returned on cancel or after 30 unpaid minutes. address_id is required ' +
        'unless every item is virtual; virtual and physical items cannot be mixed. Freight is 6.00 below ' +
        '49.00 of goods, free from there and for virtual goods. Send an Idempotency-Key to make retries safe.',
    }),
    handler: async (request) =>
      ok(
        request,
        await createOrder(
          app.ctx,
          currentUserId(request),
          request.body,
          request.language.file_name,
          idempotencyKeyOf(request.headers),
          request.currency,
        ),
        'msg.create_order_success',
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/order/preview', {
      tags,
      summary: 'Price an order without creating it',
      description: 'Same body as /create; checks the lines and returns goods, freight, discount and total.',
    }),
    handler: async (request) =>
      ok(
        request,
        await previewOrder(app.ctx, currentUserId(request), request.body, request.language.file_name),
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/order/pay', {
      tags,
      summary: 'Pay an unpaid order from the balance with the payment code',
      description: 'Exactly once per order. Virtual orders get their cards at once and count as received.',
    }),
    handler: async (request) =>
      ok(
        request,
        await payOrder(app.ctx, currentUserId(request), request.body, idempotencyKeyOf(request.headers)),
        'msg.pay_success',
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/order/cancel', { tags, summary: 'Cancel an unpaid order' }),
    handler: async (request) => {
      await cancelOrder(app.ctx.db, currentUserId(request), request.body.order_id);
      return ok(
        request,
        await orderDetail(
          app.ctx.db,
          request.body.order_id,
          { userId: currentUserId(request) },
          request.language.file_name,
        ),
        'msg.cancel_success',
      );
    },
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/order/confirm', {
      tags,
      summary: 'Confirm a delivered order as received',
    }),
    handler: async (request) => {
      await confirmReceived(app.ctx.db, currentUserId(request), request.body.order_id);
      return ok(
        request,
        await orderDetail(
          app.ctx.db,
          request.body.order_id,
          { userId: currentUserId(request) },
          request.language.file_name,
        ),
        'msg.confirm_success',
      );
    },
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/order/detail', { tags, summary: 'One of the shopper’s orders' }),
    handler: async (request) =>
      ok(
        request,
        await orderDetail(
          app.ctx.db,
          request.query.id,
          { userId: currentUserId(request) },
          request.language.file_name,
        ),
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/order/cards', {
      tags,
      summary: 'The cards of a paid virtual order with their passwords, after the payment code',
      description:
        'The order detail lists card numbers only. The payment code counts towards the same lock as ' +
        'payment: five wrong codes within 15 minutes lock both for 15 minutes.',
    }),
    handler: async (request) =>
      ok(request, await revealOrderCards(app.ctx.db, currentUserId(request), request.body)),
  });
};

/** GET /api/user/order_list lives with the user calls in the contract. */
export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/order_list', {
      tags: ['order'],
      summary: 'The shopper’s orders in a status tab (or all)',
    }),
    handler: async (request) =>
      ok(
        request,
        await listOrders(app.ctx.db, {
          ...request.query,
          userId: currentUserId(request),
          language: request.language.file_name,
        }),
      ),
  });
};
