import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSeller } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { consultationDetail, listConsultations, replyConsultation } from '../consult/service';
import { auditRefund } from '../refund/decide';
import { listShopRefunds } from '../refund/service';
import { listShopReviews, replyReview } from '../review/service';

const tags = ['seller'];

/** What shoppers ask of the shop (under /api/seller): refunds it decides first, questions, reviews. */
export const sellerCareRoutes: FastifyPluginAsyncZod = async (member) => {
  const { db } = member.ctx;
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/refunds', {
      tags,
      summary: 'Refunds of the shop’s orders; auditing lists those waiting for the shop',
    }),
    handler: async (request) =>
      ok(request, await listShopRefunds(db, currentSeller(request).shopId, request.query)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/refund/audit', {
      tags,
      summary: 'Pass or refuse (with a reason) a refund of one of the shop’s orders, first',
      description:
        'Pass: as the operators’ pass (money back, stock back if unshipped, the rest settled). Refuse: the order ' +
        'goes back and the shopper may escalate it to the operators (POST /api/refund/escalate).',
    }),
    handler: async (request) => {
      const { shopId, userId } = currentSeller(request);
      return ok(request, await auditRefund(db, { shopId, userId }, request.body), 'msg.audit_success');
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/consults', {
      tags,
      summary: 'Consultations addressed to the shop; open ones wait for its answer',
    }),
    handler: async (request) =>
      ok(request, await listConsultations(db, { ...request.query, shopId: currentSeller(request).shopId })),
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/consult', {
      tags,
      summary: 'One consultation thread of the shop',
    }),
    handler: async (request) =>
      ok(request, await consultationDetail(db, request.query.id, { shopId: currentSeller(request).shopId })),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/consult/reply', {
      tags,
      summary: 'Answer a consultation as the shop; the shopper is told',
    }),
    handler: async (request) =>
      ok(
        request,
        await replyConsultation(db, request.body, { shopId: currentSeller(request).shopId }),
        'msg.save_success',
      ),
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/comments', {
      tags,
      summary: 'Reviews of the shop’s products, newest first; unanswered keeps those without a reply',
    }),
    handler: async (request) =>
      ok(request, await listShopReviews(db, currentSeller(request).shopId, request.query)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/comment/reply', {
      tags,
      summary: 'Answer a review of one of the shop’s products; shown under the review in the app',
      description: 'Writing again replaces the answer. The reviewer is told the first time.',
    }),
    handler: async (request) =>
      ok(request, await replyReview(db, currentSeller(request), request.body), 'msg.reply_success'),
  });
};
