import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotMerchantSchema, hotProductSchema, productListSchema } from '@storefront/shared';
import { ok } from '../../lib/envelope';
import { listCategories, listHotMerchants, listHotProducts, listProducts } from './service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];

  app.get(
    '/category',
    { schema: { tags, summary: 'The ten categories, names in the request language' } },
    async (request) =>
      ok(
        request,
        await app.ctx.catalogCache.read(`category:${request.language.file_name}`, () =>
          listCategories(app.ctx.db, request.t),
        ),
      ),
  );

  app.get(
    '/product',
    {
      schema: {
        tags,
        summary: 'Products on sale',
        description:
          'Filters: category_id, shop_id, keyword (in the name), min_price and max_price (decimal strings). ' +
          'sort: sales, price_asc, price_desc or new; without it hot products first, then best sellers.',
        querystring: productListSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await app.ctx.catalogCache.read(`product:${JSON.stringify(request.query)}`, () =>
          listProducts(app.ctx.db, request.query),
        ),
      ),
  );

  app.get(
    '/hot_product',
    { schema: { tags, summary: 'Hot products first, then best sellers', querystring: hotProductSchema } },
    async (request) =>
      ok(
        request,
        await app.ctx.catalogCache.read(`hot_product:${JSON.stringify(request.query)}`, () =>
          listHotProducts(app.ctx.db, request.query),
        ),
      ),
  );

  app.get(
    '/hot_merchant',
    {
      schema: {
        tags,
        summary: 'Best-selling shops (page 1, limit 8 by default)',
        querystring: hotMerchantSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await app.ctx.catalogCache.read(`hot_merchant:${JSON.stringify(request.query)}`, () =>
          listHotMerchants(app.ctx.db, request.query),
        ),
      ),
  );
};
