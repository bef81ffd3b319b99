import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CachedAnswer } from '../../lib/cached-answer';
import { encodedAnswer, endpointRoute, type EndpointName } from '../../lib/route';
import { listCategories, listHotMerchants, listHotProducts, listProducts } from './service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];

  /**
   * Answers from the catalog cache, which keeps each answer serialized and compressed (`CachedAnswer`): the
   * hot path of the storefront. The compression plugin stays out of these routes.
   */
  const cached = async <Name extends EndpointName>(
    request: FastifyRequest,
    reply: FastifyReply,
    name: Name,
    key: string,
    load: () => Promise<Parameters<typeof encodedAnswer<Name>>[1]>,
  ) => {
    const answer = await app.ctx.catalogCache.read(
      key,
      async () => new CachedAnswer(JSON.stringify(encodedAnswer(name, await load()))),
    );
    return answer.send(request, reply);
  };

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/index/category', {
      tags,
      summary: 'The ten categories, names in the request language',
    }),
    compress: false,
    handler: (request, reply) =>
      cached(request, reply, 'GET /api/index/category', `category:${request.language.file_name}`, () =>
        listCategories(app.ctx.db, request.t),
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/index/product', {
      tags,
      summary: 'Products on sale',
      description:
        'Filters: category_id, shop_id, keyword (in the name), min_price and max_price (decimal strings). ' +
        'sort: sales, price_asc, price_desc or new; without it hot products first, then best sellers. ' +
        '`total` counts matches up to 1,000; pages past it still answer. `stock` and `sales` may be up to a ' +
        'second old (decision 016); the product page and checkout read them live.',
    }),
    compress: false,
    handler: (request, reply) =>
      cached(
        request,
        reply,
        'GET /api/index/product',
        `product:${request.language.file_name}:${JSON.stringify(request.query)}`,
        () => listProducts(app.ctx.db, request.query, request.language.file_name),
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/index/hot_product', {
      tags,
      summary: 'Hot products first, then best sellers',
    }),
    compress: false,
    handler: (request, reply) =>
      cached(
        request,
        reply,
        'GET /api/index/hot_product',
        `hot_product:${request.language.file_name}:${JSON.stringify(request.query)}`,
        () => listHotProducts(app.ctx.db, request.query, request.language.file_name),
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/index/hot_merchant', {
      tags,
      summary: 'Best-selling shops (page 1, limit 8 by default)',
    }),
    compress: false,
    handler: (request, reply) =>
      cached(
        request,
        reply,
        'GET /api/index/hot_merchant',
        `hot_merchant:${request.language.file_name}:${JSON.stringify(request.query)}`,
        () => listHotMerchants(app.ctx.db, request.query, request.language.file_name),
      ),
  });
};
