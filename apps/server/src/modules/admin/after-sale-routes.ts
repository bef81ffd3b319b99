import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOperatorId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { audited } from './audit-log';
import { withOrderNumbers, withShopperNames } from './shopper-names';
import { handleComplaint, listComplaints } from '../complaint/service';
import { consultationDetail, listConsultations, replyConsultation } from '../consult/service';
import { auditRefund } from '../refund/decide';
import { listRefunds } from '../refund/service';

/** The operator's after-sale queues: refunds, complaints, consultations. */
export const adminAfterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/refunds', { tags, summary: 'Refund requests' }),
    handler: async (request) =>
      ok(request, await withShopperNames(app.ctx.db, await listRefunds(app.ctx.db, request.query))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/refund/audit', {
      tags,
      summary: 'Pass (money back, stock back if unshipped) or refuse (order back) a refund, once',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(request, { action: 'refund.audit', target: 'refund', id: request.body.id }, (tx) =>
          auditRefund(tx, { operatorId: currentOperatorId(request) }, request.body),
        ),
        'msg.audit_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/complaints', { tags, summary: 'Complaints' }),
    handler: async (request) =>
      ok(
        request,
        await withOrderNumbers(
          app.ctx.db,
          await withShopperNames(app.ctx.db, await listComplaints(app.ctx.db, request.query)),
        ),
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/complaint/handle', {
      tags,
      summary: 'Close a complaint with a result',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(
          request,
          { action: 'complaint.handle', target: 'complaint', id: request.body.id },
          (tx) => handleComplaint(tx, currentOperatorId(request), request.body),
        ),
        'msg.save_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/consults', {
      tags,
      summary: 'Consultations; open ones wait for the shop',
    }),
    handler: async (request) =>
      ok(request, await withShopperNames(app.ctx.db, await listConsultations(app.ctx.db, request.query))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/consult', { tags, summary: 'One consultation thread' }),
    handler: async (request) => ok(request, await consultationDetail(app.ctx.db, request.query.id)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/consult/reply', { tags, summary: 'Answer as the shop' }),
    handler: async (request) =>
      ok(
        request,
        await audited(
          request,
          { action: 'consult.reply', target: 'consultation', id: request.body.id },
          (tx) => replyConsultation(tx, request.body, { operatorId: currentOperatorId(request) }),
        ),
        'msg.save_success',
      ),
  });
};
