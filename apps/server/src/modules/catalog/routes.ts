import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotMerchantSchema, hotProductSchema, productListSchema } from '@storefront/shared';
import { CachedAnswer } from '../../lib/cached-answer';
import { listCategories, listHotMerchants, listHotProducts, listProducts } from './service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];

  /**
   * Answers from the catalog cache, which keeps each answer serialized and compressed (`CachedAnswer`): the
   * hot path of the storefront. The compression plugin stays out of these routes.
   */
  const cached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ) => {
    const answer = await app.ctx.catalogCache.read(
      key,
      async () => new CachedAnswer(JSON.stringify(await load())),
    );
    return answer.send(request, reply);
  };

  app.get(
    '/category',
    { compress: false, schema: { tags, summary: 'The ten categories, names in the request language' } },
    (request, reply) =>
      cached(request, reply, `category:${request.language.file_name}`, () =>
        listCategories(app.ctx.db, request.t),
      ),
  );

  app.get(
    '/product',
    {
      compress: false,
      schema: {
        tags,
        summary: 'Products on sale',
        description:
          'Filters: category_id, shop_id, keyword (in the name), min_price and max_price (decimal strings). ' +
          'sort: sales, price_asc, price_desc or new; without it hot products first, then best sellers. ' +
          '`total` counts matches up to 1,000; pages past it still answer. `stock` and `sales` may be up to a ' +
          'second old (decision 016); the product page and checkout read them live.',
        querystring: productListSchema,
      },
    },
    (request, reply) =>
      cached(request, reply, `product:${JSON.stringify(request.query)}`, () =>
        listProducts(app.ctx.db, request.query),
      ),
  );

  app.get(
    '/hot_product',
    {
      compress: false,
      schema: { tags, summary: 'Hot products first, then best sellers', querystring: hotProductSchema },
    },
    (request, reply) =>
      cached(request, reply, `hot_product:${JSON.stringify(request.query)}`, () =>
        listHotProducts(app.ctx.db, request.query),
      ),
  );

  app.get(
    '/hot_merchant',
    {
      compress: false,
      schema: {
        tags,
        summary: 'Best-selling shops (page 1, limit 8 by default)',
        querystring: hotMerchantSchema,
      },
    },
    (request, reply) =>
      cached(request, reply, `hot_merchant:${JSON.stringify(request.query)}`, () =>
        listHotMerchants(app.ctx.db, request.query),
      ),
  );
};
