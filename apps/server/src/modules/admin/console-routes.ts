import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { currentOperatorId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { uploadRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { receivePicture } from '../upload/receive';
import { assertUploadsOf, recordUpload, UPLOAD_MAX_BYTES } from '../upload/service';
import { audited, listAudits } from './audit-log';
import { withShopperNames } from './shopper-names';
import {
  listArticlesAdmin,
  listCategoriesAdmin,
  listNetworksAdmin,
  listRechargeAccountsAdmin,
  listPromos,
  listShopsAdmin,
  saveArticle,
  saveCategory,
  saveNetwork,
  saveRechargeAccount,
  savePromo,
  saveShop,
} from './catalog-admin';
import { dashboard, operatorOrders, operatorProducts, shopperDetail } from './console';
import { reconcile, reconciliationAnswer } from '../ledger/reconcile';

/** What the operator console reads and edits beyond the contract's calls. */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const tags = ['operator'];
  const db = app.ctx.db;

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/dashboard', {
      tags,
      summary: 'Today, this month, pending queues and 30 days of orders and sales',
    }),
    handler: async (request) => ok(request, await dashboard(db)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/ledger/reconcile', {
      tags,
      summary: 'The books checked: journals sum to zero, balances equal postings, clearing and commission',
    }),
    handler: async (request) => ok(request, reconciliationAnswer(await reconcile(db))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/orders', {
      tags,
      summary: 'Orders by status, shop, shopper and date',
    }),
    handler: async (request) =>
      ok(request, await withShopperNames(db, await operatorOrders(db, request.query))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/products', { tags, summary: 'Products, on and off sale' }),
    handler: async (request) => ok(request, await operatorProducts(db, request.query)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/user', {
      tags,
      summary: 'A shopper with orders and ledger',
    }),
    handler: async (request) => ok(request, await shopperDetail(db, request.query.id)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/audits', {
      tags,
      summary: 'The audit log of operator actions',
    }),
    handler: async (request) => ok(request, await listAudits(db, request.query)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/shops', { tags, summary: 'Shops' }),
    handler: async (request) => ok(request, await listShopsAdmin(db)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/shop/save', { tags, summary: 'Create or edit a shop' }),
    handler: async (request) =>
      ok(
        request,
        await audited(request, { action: 'shop.save', target: 'shop', id: request.body.id }, async (tx) => {
          // The logo as every operator picture: in the store or drawn by the platform (decision 040).
          await assertUploadsOf(tx, 'operators', [request.body.logo]);
          return saveShop(tx, request.body);
        }),
        'msg.save_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/categories', { tags, summary: 'Categories' }),
    handler: async (request) => ok(request, await listCategoriesAdmin(db)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/category/save', {
      tags,
      summary: 'Change a category’s icon and order',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(request, { action: 'category.save', target: 'category', id: request.body.id }, (tx) =>
          saveCategory(tx, request.body),
        ),
        'msg.save_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/promos', { tags, summary: 'Promo codes' }),
    handler: async (request) => ok(request, await listPromos(db)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/promo/save', {
      tags,
      summary: 'Create or edit a promo code',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(request, { action: 'promo.save', target: 'promo_code', id: request.body.id }, (tx) =>
          savePromo(tx, request.body),
        ),
        'msg.save_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/networks', { tags, summary: 'Top-up networks' }),
    handler: async (request) => ok(request, await listNetworksAdmin(db)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/network/save', {
      tags,
      summary: 'Create or edit a top-up network',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(request, { action: 'network.save', target: 'network', id: request.body.id }, (tx) =>
          saveNetwork(tx, request.body),
        ),
        'msg.save_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/recharge_accounts', {
      tags,
      summary: 'Bank accounts shoppers transfer to for a manual top-up',
    }),
    handler: async (request) => ok(request, await listRechargeAccountsAdmin(db)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/recharge_account/save', {
      tags,
      summary: 'Create or edit a bank account for manual top-ups',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(
          request,
          { action: 'recharge_account.save', target: 'recharge_account', id: request.body.id },
          (tx) => saveRechargeAccount(tx, request.body),
        ),
        'msg.save_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/articles', { tags, summary: 'Help and law articles' }),
    handler: async (request) => ok(request, await listArticlesAdmin(db)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/article/save', {
      tags,
      summary: 'Create or edit an article',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(request, { action: 'article.save', target: 'article', id: request.body.id }, (tx) =>
          saveArticle(tx, request.body),
        ),
        'msg.save_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/upload', {
      tags,
      summary: 'Upload a picture for the catalog (multipart field `file`)',
    }),
    ...uploadRateLimit(app),
    handler: async (request) => {
      const picture = await receivePicture(request, app.ctx.config.dataDir);
      await recordUpload(db, picture.url, { operatorId: currentOperatorId(request) });
      return ok(request, picture, 'msg.upload_success');
    },
  });
};
