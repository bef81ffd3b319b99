import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewAddSchema, reviewListSchema } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { addReview, listReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['after-sale'];
  app.post(
    '/add',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Review an item of a received order (once per item); scores 1 to 5',
        body: reviewAddSchema,
      },
    },
    async (request) =>
      ok(request, await addReview(app.ctx.db, currentUserId(request), request.body), 'msg.review_success'),
  );
  app.get(
    '/list',
    { schema: { tags, summary: 'Reviews of a product, newest first', querystring: reviewListSchema } },
    async (request) => ok(request, await listReviews(app.ctx.db, request.query.product_id, request.query)),
  );
};
