import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagination, productIdSchema } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { addFavourite, listFavourites, removeFavourite } from './service';

export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['favourite'];
  app.post(
    '/add',
    { schema: { tags, summary: 'Keep a product as a favourite', body: productIdSchema } },
    async (request) => {
      await addFavourite(app.ctx.db, currentUserId(request), request.body.product_id);
      return ok(request, null, 'msg.favourite_added');
    },
  );
  app.post(
    '/remove',
    { schema: { tags, summary: 'Drop a favourite', body: productIdSchema } },
    async (request) => {
      await removeFavourite(app.ctx.db, currentUserId(request), request.body.product_id);
      return ok(request, null, 'msg.favourite_removed');
    },
  );
  app.get(
    '/list',
    { schema: { tags, summary: 'Favourite products, newest first', querystring: pagination } },
    async (request) => ok(request, await listFavourites(app.ctx.db, currentUserId(request), request.query)),
  );
};
