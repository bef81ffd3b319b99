import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartAddSchema, cartUpdateSchema, idListSchema } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { addToCart, deleteCartLines, listCart, updateCartLine } from './service';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['cart'];
  app.get(
    '/list',
    { schema: { tags, summary: 'The bag; lines out of stock or off sale have available: false' } },
    async (request) => ok(request, await listCart(app.ctx.db, currentUserId(request))),
  );
  app.post(
    '/add',
    {
      schema: {
        tags,
        summary: 'Put a product in the bag',
        description: 'spec is "Name: value; Name: value" with one value for each of the product’s specs.',
        body: cartAddSchema,
      },
    },
    async (request) =>
      ok(request, await addToCart(app.ctx.db, currentUserId(request), request.body), 'msg.cart_added'),
  );
  app.post(
    '/update',
    { schema: { tags, summary: 'Change a line’s quantity', body: cartUpdateSchema } },
    async (request) =>
      ok(
        request,
        await updateCartLine(app.ctx.db, currentUserId(request), request.body.id, request.body.quantity),
      ),
  );
  app.post(
    '/delete',
    { schema: { tags, summary: 'Remove lines from the bag', body: idListSchema } },
    async (request) => {
      await deleteCartLines(app.ctx.db, currentUserId(request), request.body.ids);
      return ok(request, null, 'msg.delete_success');
    },
  );
};
