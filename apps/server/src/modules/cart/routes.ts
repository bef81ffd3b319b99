import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { addToCart, deleteCartLines, listCart, updateCartLine } from './service';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/cart/list', {
      tags,
      summary: 'The bag; lines out of stock or off sale have available: false',
    }),
    handler: async (request) =>
      ok(request, await listCart(app.ctx.db, currentUserId(request), request.language.file_name)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/cart/add', {
      tags,
      summary: 'Put a product in the bag',
      description: 'spec is "Name: value; Name: value" with one value for each of the product’s specs.',
    }),
    handler: async (request) =>
      ok(
        request,
        await addToCart(app.ctx.db, currentUserId(request), request.body, request.language.file_name),
        'msg.cart_added',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/cart/update', { tags, summary: 'Change a line’s quantity' }),
    handler: async (request) =>
      ok(
        request,
        await updateCartLine(
          app.ctx.db,
          currentUserId(request),
          request.body.id,
          request.body.quantity,
          request.language.file_name,
        ),
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/cart/delete', { tags, summary: 'Remove lines from the bag' }),
    handler: async (request) => {
      await deleteCartLines(app.ctx.db, currentUserId(request), request.body.ids);
      return ok(request, null, 'msg.delete_success');
    },
  });
};
