import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { followedShops, setFollow, shopDetail } from './service';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/shop/detail', {
      tags,
      summary: 'A shop with followers, sales, favorable rate, total sales and followed',
    }),
    handler: async (request) =>
      ok(request, await shopDetail(app.ctx.db, request.query.id, request.userId, request.language.file_name)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/shop/follow', { tags, summary: 'Follow a shop (idempotent)' }),
    handler: async (request) =>
      ok(
        request,
        await setFollow(app.ctx.db, currentUserId(request), request.body.shop_id, true),
        'msg.follow_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/shop/unfollow', {
      tags,
      summary: 'Unfollow a shop (idempotent)',
    }),
    handler: async (request) =>
      ok(
        request,
        await setFollow(app.ctx.db, currentUserId(request), request.body.shop_id, false),
        'msg.unfollow_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/shop/followed', { tags, summary: 'Shops the shopper follows' }),
    handler: async (request) =>
      ok(
        request,
        await followedShops(app.ctx.db, currentUserId(request), request.query, request.language.file_name),
      ),
  });
};
