import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  adminOrdersQuery,
  adminProductsQuery,
  articleSaveSchema,
  auditLogQuery,
  categorySaveSchema,
  idQuerySchema,
  networkSaveSchema,
  promoSaveSchema,
  shopSaveSchema,
} from '@storefront/shared';
import { requireOperator } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { receivePicture } from '../upload/receive';
import { UPLOAD_MAX_BYTES } from '../upload/service';
import { audited, listAudits } from './audit-log';
import {
  listArticlesAdmin,
  listCategoriesAdmin,
  listNetworksAdmin,
  listPromos,
  listShopsAdmin,
  saveArticle,
  saveCategory,
  saveNetwork,
  savePromo,
  saveShop,
} from './catalog-admin';
import { dashboard, operatorOrders, operatorProducts, shopperDetail } from './console';

/** What the operator console reads and edits beyond the contract's calls. */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireOperator);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const tags = ['operator'];
  const db = app.ctx.db;

  app.get(
    '/dashboard',
    { schema: { tags, summary: 'Today, this month, pending queues and 30 days of orders and sales' } },
    async (request) => ok(request, await dashboard(db)),
  );
  app.get(
    '/orders',
    { schema: { tags, summary: 'Orders by status, shop, shopper and date', querystring: adminOrdersQuery } },
    async (request) => ok(request, await operatorOrders(db, request.query)),
  );
  app.get(
    '/products',
    { schema: { tags, summary: 'Products, on and off sale', querystring: adminProductsQuery } },
    async (request) => ok(request, await operatorProducts(db, request.query)),
  );
  app.get(
    '/user',
    { schema: { tags, summary: 'A shopper with orders and ledger', querystring: idQuerySchema } },
    async (request) => ok(request, await shopperDetail(db, request.query.id)),
  );
  app.get(
    '/audits',
    { schema: { tags, summary: 'The audit log of operator actions', querystring: auditLogQuery } },
    async (request) => ok(request, await listAudits(db, request.query)),
  );

  app.get('/shops', { schema: { tags, summary: 'Shops' } }, async (request) =>
    ok(request, await listShopsAdmin(db)),
  );
  app.post(
    '/shop/save',
    {
      config: audited('shop.save', 'shop'),
      schema: { tags, summary: 'Create or edit a shop', body: shopSaveSchema },
    },
    async (request) => ok(request, await saveShop(db, request.body), 'msg.save_success'),
  );
  app.get('/categories', { schema: { tags, summary: 'Categories' } }, async (request) =>
    ok(request, await listCategoriesAdmin(db)),
  );
  app.post(
    '/category/save',
    {
      config: audited('category.save', 'category'),
      schema: { tags, summary: 'Change a category’s icon and order', body: categorySaveSchema },
    },
    async (request) => ok(request, await saveCategory(db, request.body), 'msg.save_success'),
  );
  app.get('/promos', { schema: { tags, summary: 'Promo codes' } }, async (request) =>
    ok(request, await listPromos(db)),
  );
  app.post(
    '/promo/save',
    {
      config: audited('promo.save', 'promo_code'),
      schema: { tags, summary: 'Create or edit a promo code', body: promoSaveSchema },
    },
    async (request) => ok(request, await savePromo(db, request.body), 'msg.save_success'),
  );
  app.get('/networks', { schema: { tags, summary: 'Top-up networks' } }, async (request) =>
    ok(request, await listNetworksAdmin(db)),
  );
  app.post(
    '/network/save',
    {
      config: audited('network.save', 'network'),
      schema: { tags, summary: 'Create or edit a top-up network', body: networkSaveSchema },
    },
    async (request) => ok(request, await saveNetwork(db, request.body), 'msg.save_success'),
  );
  app.get('/articles', { schema: { tags, summary: 'Help and law articles' } }, async (request) =>
    ok(request, await listArticlesAdmin(db)),
  );
  app.post(
    '/article/save',
    {
      config: audited('article.save', 'article'),
      schema: { tags, summary: 'Create or edit an article', body: articleSaveSchema },
    },
    async (request) => ok(request, await saveArticle(db, request.body), 'msg.save_success'),
  );
  app.post(
    '/upload',
    { schema: { tags, summary: 'Upload a picture for the catalog (multipart field `file`)' } },
    async (request) =>
      ok(request, await receivePicture(request, app.ctx.config.dataDir), 'msg.upload_success'),
  );
};
