import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { addReview, listReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['after-sale'];
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/comment/add', {
      tags,
      summary: 'Review an item of a received order (once per item); scores 1 to 5',
    }),
    handler: async (request) =>
      ok(request, await addReview(app.ctx.db, currentUserId(request), request.body), 'msg.review_success'),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/comment/list', {
      tags,
      summary: 'Reviews of a product, newest first',
    }),
    handler: async (request) =>
      ok(request, await listReviews(app.ctx.db, request.query.product_id, request.query)),
  });
};
