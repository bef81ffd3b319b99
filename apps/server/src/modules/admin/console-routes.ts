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
  rechargeAccountSaveSchema,
  promoSaveSchema,
  shopSaveSchema,
} from '@storefront/shared';
import { currentOperatorId, requireOperator } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { receivePicture } from '../upload/receive';
import { recordUpload, UPLOAD_MAX_BYTES } from '../upload/service';
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
    async (request) => ok(request, await withShopperNames(db, await operatorOrders(db, request.query))),
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
      schema: { tags, summary: 'Create or edit a shop', body: shopSaveSchema },
    },
    async (request) =>
      ok(
        request,
        await audited(request, { action: 'shop.save', target: 'shop', id: request.body.id }, (tx) =>
          saveShop(tx, request.body),
        ),
        'msg.save_success',
      ),
  );
  app.get('/categories', { schema: { tags, summary: 'Categories' } }, async (request) =>
    ok(request, await listCategoriesAdmin(db)),
  );
  app.post(
    '/category/save',
    {
      schema: { tags, summary: 'Change a category’s icon and order', body: categorySaveSchema },
    },
    async (request) =>
      ok(
        request,
        await audited(request, { action: 'category.save', target: 'category', id: request.body.id }, (tx) =>
          saveCategory(tx, request.body),
        ),
        'msg.save_success',
      ),
  );
  app.get('/promos', { schema: { tags, summary: 'Promo codes' } }, async (request) =>
    ok(request, await listPromos(db)),
  );
  app.post(
    '/promo/save',
    {
      schema: { tags, summary: 'Create or edit a promo code', body: promoSaveSchema },
    },
    async (request) =>
      ok(
        request,
        await audited(request, { action: 'promo.save', target: 'promo_code', id: request.body.id }, (tx) =>
          savePromo(tx, request.body),
        ),
        'msg.save_success',
      ),
  );
  app.get('/networks', { schema: { tags, summary: 'Top-up networks' } }, async (request) =>
    ok(request, await listNetworksAdmin(db)),
  );
  app.post(
    '/network/save',
    {
      schema: { tags, summary: 'Create or edit a top-up network', body: networkSaveSchema },
    },
    async (request) =>
      ok(
        request,
        await audited(request, { action: 'network.save', target: 'network', id: request.body.id }, (tx) =>
          saveNetwork(tx, request.body),
        ),
        'msg.save_success',
      ),
  );
  app.get(
    '/recharge_accounts',
    { schema: { tags, summary: 'Bank accounts shoppers transfer to for a manual top-up' } },
    async (request) => ok(request, await listRechargeAccountsAdmin(db)),
  );
  app.post(
    '/recharge_account/save',
    {
      schema: {
        tags,
        summary: 'Create or edit a bank account for manual top-ups',
        body: rechargeAccountSaveSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await audited(
          request,
          { action: 'recharge_account.save', target: 'recharge_account', id: request.body.id },
          (tx) => saveRechargeAccount(tx, request.body),
        ),
        'msg.save_success',
      ),
  );
  app.get('/articles', { schema: { tags, summary: 'Help and law articles' } }, async (request) =>
    ok(request, await listArticlesAdmin(db)),
  );
  app.post(
    '/article/save',
    {
      schema: { tags, summary: 'Create or edit an article', body: articleSaveSchema },
    },
    async (request) =>
      ok(
        request,
        await audited(request, { action: 'article.save', target: 'article', id: request.body.id }, (tx) =>
          saveArticle(tx, request.body),
        ),
        'msg.save_success',
      ),
  );
  app.post(
    '/upload',
    { schema: { tags, summary: 'Upload a picture for the catalog (multipart field `file`)' } },
    async (request) => {
      const picture = await receivePicture(request, app.ctx.config.dataDir);
      await recordUpload(db, picture.url, { operatorId: currentOperatorId(request) });
      return ok(request, picture, 'msg.upload_success');
    },
  );
};
