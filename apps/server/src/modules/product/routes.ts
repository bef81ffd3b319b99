import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { productDetail } from './service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/product/detail', {
      tags: ['catalog'],
      summary: 'One product on sale',
      description:
        'With images, specs, description, its shop, the virtual flag, the purchase limit (day, week or month ' +
        'in UTC) with the shopper’s bought and remaining counts, favourited, and the review averages.',
    }),
    handler: async (request) =>
      ok(
        request,
        await productDetail(app.ctx.db, request.query.id, request.userId, request.language.file_name),
      ),
  });
};
