import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idQuerySchema, pagination, shopIdSchema } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { followedShops, setFollow, shopDetail } from './service';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop'];
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: 'A shop with followers, sales, favorable rate, total sales and followed',
        querystring: idQuerySchema,
      },
    },
    async (request) => ok(request, await shopDetail(app.ctx.db, request.query.id, request.userId)),
  );
  app.post(
    '/follow',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'Follow a shop (idempotent)', body: shopIdSchema },
    },
    async (request) =>
      ok(
        request,
        await setFollow(app.ctx.db, currentUserId(request), request.body.shop_id, true),
        'msg.follow_success',
      ),
  );
  app.post(
    '/unfollow',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'Unfollow a shop (idempotent)', body: shopIdSchema },
    },
    async (request) =>
      ok(
        request,
        await setFollow(app.ctx.db, currentUserId(request), request.body.shop_id, false),
        'msg.unfollow_success',
      ),
  );
  app.get(
    '/followed',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'Shops the shopper follows', querystring: pagination },
    },
    async (request) => ok(request, await followedShops(app.ctx.db, currentUserId(request), request.query)),
  );
};
