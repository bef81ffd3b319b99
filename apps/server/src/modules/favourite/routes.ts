import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { addFavourite, listFavourites, removeFavourite } from './service';

export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favourite'];
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/favourite/add', {
      tags,
      summary: 'Keep a product as a favourite',
    }),
    handler: async (request) => {
      await addFavourite(app.ctx.db, currentUserId(request), request.body.product_id);
      return ok(request, null, 'msg.favourite_added');
    },
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/favourite/remove', { tags, summary: 'Drop a favourite' }),
    handler: async (request) => {
      await removeFavourite(app.ctx.db, currentUserId(request), request.body.product_id);
      return ok(request, null, 'msg.favourite_removed');
    },
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/favourite/list', {
      tags,
      summary: 'Favourite products, newest first',
    }),
    handler: async (request) =>
      ok(
        request,
        await listFavourites(app.ctx.db, currentUserId(request), request.query, request.language.file_name),
      ),
  });
};
