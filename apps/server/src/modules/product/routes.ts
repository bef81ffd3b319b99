import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idQuerySchema } from '@storefront/shared';
import { ok } from '../../lib/envelope';
import { productDetail } from './service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/detail',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product on sale',
        description:
          'With images, specs, description, its shop, the virtual flag, the purchase limit (day, week or month ' +
          'in UTC) with the shopper’s bought and remaining counts, favourited, and the review averages.',
        querystring: idQuerySchema,
      },
    },
    async (request) => ok(request, await productDetail(app.ctx.db, request.query.id, request.userId)),
  );
};
