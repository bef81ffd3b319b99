import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { currentOwner, currentSeller, deviceOf, revokeSellerToken } from '../../lib/auth';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { ok } from '../../lib/envelope';
import { addressRateLimit, uploadRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { operatorProducts } from '../admin/console';
import { mailCode } from '../ems/service';
import { requestWithdrawal } from '../wallet/funds';
import { saveProduct } from '../admin/products';
import { shipOrder } from '../order/lifecycle';
import { receivePicture } from '../upload/receive';
import { recordUpload, UPLOAD_MAX_BYTES } from '../upload/service';
import { listShopOrders, orderDetail } from '../order/read';
import {
  sellerLogin,
  sellerProfile,
  shopBalance,
  shopBill,
  saveShopTranslation,
  shopForWithdrawal,
  shopTranslationsOf,
} from './service';

const tags = ['seller'];

/** The seller centre's way in (under /api/seller). */
export const sellerLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/seller/login', {
      tags,
      summary: 'Seller centre login: a seller token for the shop the account belongs to',
      description:
        'The account’s own name and password, with the shopper login’s locks. Refused for an account that is no ' +
        'member of an open shop. The token is valid only under /api/seller.',
    }),
    config: addressRateLimit(app.ctx.config),
    handler: async (request) =>
      ok(request, await sellerLogin(app.ctx, request.body, deviceOf(request)), 'msg.login_success'),
  });
};

/**
 * The seller centre's calls (under /api/seller): a shop member's token, and every call limited to the member's
 * own shop, whose id comes from the token and never from the request.
 */
export const sellerRoutes: FastifyPluginAsyncZod = async (member) => {
  await member.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const { db } = member.ctx;
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/logout', { tags, summary: 'Revoke the seller token' }),
    handler: async (request) => {
      await revokeSellerToken(request);
      return ok(request, null, 'msg.logout_success');
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/me', { tags, summary: 'The member, role and shop' }),
    handler: async (request) => ok(request, await sellerProfile(db, currentSeller(request))),
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/orders', {
      tags,
      summary:
        'The shop’s orders in a status tab (or all), newest first, with where each goes and how it went',
    }),
    handler: async (request) =>
      ok(
        request,
        await listShopOrders(db, {
          ...request.query,
          shopId: currentSeller(request).shopId,
          language: request.language.file_name,
        }),
      ),
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/order/detail', {
      tags,
      summary: 'One of the shop’s orders: its address, the buyer’s note, lines, logistics and refund',
      description: 'For the packing slip and the order drawer. Another shop’s order: not found.',
    }),
    handler: async (request) =>
      ok(
        request,
        await orderDetail(
          db,
          request.query.id,
          { shopId: currentSeller(request).shopId },
          request.language.file_name,
        ),
      ),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/order/ship', {
      tags,
      summary: 'Ship one of the shop’s orders: undelivered to delivered, first logistics entry',
    }),
    handler: async (request) => {
      const scope = { shopId: currentSeller(request).shopId };
      await shipOrder(db, request.body, scope);
      return ok(
        request,
        await orderDetail(db, request.body.order_id, scope, request.language.file_name),
        'msg.ship_success',
      );
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/balance', {
      tags,
      summary: 'The shop’s settled, frozen and held money and its commission rate',
    }),
    handler: async (request) => ok(request, await shopBalance(db, currentSeller(request).shopId)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/bill', {
      tags,
      summary: 'The shop’s ledger, newest first',
    }),
    handler: async (request) => ok(request, await shopBill(db, currentSeller(request).shopId, request.query)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/products', {
      tags,
      summary: 'The shop’s products, on and off sale',
    }),
    handler: async (request) =>
      ok(request, await operatorProducts(db, { ...request.query, shop_id: currentSeller(request).shopId })),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/product/save', {
      tags,
      summary: 'Create or edit one of the shop’s products (the shop is the seller’s own)',
      description:
        'As POST /api/admin/product/save without shop_id. Editing another shop’s product: not found. Pictures ' +
        'are uploads of the shop’s members (POST /api/seller/upload) or pictures the product shows already.',
    }),
    handler: async (request) => {
      const { shopId } = currentSeller(request);
      return ok(
        request,
        await saveProduct(db, { ...request.body, shop_id: shopId }, { shopId }, { shopId }),
        'msg.save_success',
      );
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/translations', {
      tags,
      summary: 'The texts of one of the shop’s products, or of the shop, in each language (null: missing)',
    }),
    handler: async (request) =>
      ok(request, await shopTranslationsOf(db, currentSeller(request).shopId, request.query)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/translation/save', {
      tags,
      summary: 'Save one language’s texts of one of the shop’s products, or of the shop',
      description: 'As POST /api/admin/translation/save, for the seller’s own shop and products only.',
    }),
    handler: async (request) => {
      const saved = await saveShopTranslation(db, currentSeller(request).shopId, request.body);
      return ok(request, saved, 'msg.save_success');
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/upload', {
      tags,
      summary: 'Upload a picture for the shop’s products (multipart field `file`)',
    }),
    ...uploadRateLimit(member),
    handler: async (request) => {
      const picture = await receivePicture(request, member.ctx.config.dataDir);
      await recordUpload(db, picture.url, { userId: currentSeller(request).userId });
      return ok(request, picture, 'msg.upload_success');
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/extract_code', {
      tags,
      summary: 'Mail a withdrawal code to the shop’s address (owner only)',
    }),
    handler: async (request) => {
      const shop = await shopForWithdrawal(db, currentOwner(request));
      await mailCode(member.ctx, { email: shop.email, event: 'withdraw', mailed: true }, request);
      return ok(request, null, 'msg.code_sent');
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/extract', {
      tags,
      summary: 'Withdraw the shop’s settled money (owner only), audited by operators',
      description:
        'As POST /api/user/extract, with the code from POST /api/seller/extract_code: the amount moves from the ' +
        'shop’s balance to frozen until an operator passes (paid out) or refuses (back to the balance) it.',
    }),
    handler: async (request) => {
      const owner = currentOwner(request);
      const shop = await shopForWithdrawal(db, owner);
      return ok(
        request,
        await requestWithdrawal(
          member.ctx,
          { userId: owner.userId, shop },
          request.body,
          idempotencyKeyOf(request.headers),
        ),
        'msg.draw_success',
      );
    },
  });
};
