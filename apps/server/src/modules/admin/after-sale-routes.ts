import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditSchema,
  complaintHandleSchema,
  consultReplySchema,
  idQuerySchema,
  limit,
  page,
  recordListSchema,
} from '@storefront/shared';
import { currentOperatorId, requireOperator } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { audited } from './audit-log';
import { withShopperNames } from './shopper-names';
import { handleComplaint, listComplaints } from '../complaint/service';
import { consultationDetail, listConsultations, replyConsultation } from '../consult/service';
import { auditRefund, listRefunds } from '../refund/service';

const statusList = (values: [string, ...string[]]) =>
  z.object({ page: page(), limit: limit(), status: z.enum(values).optional() });

/** The operator's after-sale queues: refunds, complaints, consultations. */
export const adminAfterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireOperator);
  const tags = ['operator'];
  app.get(
    '/refunds',
    { schema: { tags, summary: 'Refund requests', querystring: recordListSchema } },
    async (request) => ok(request, await listRefunds(app.ctx.db, request.query)),
  );
  app.post(
    '/refund/audit',
    {
      schema: {
        tags,
        summary: 'Pass (money back, stock back if unshipped) or refuse (order back) a refund, once',
        body: auditSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await audited(request, { action: 'refund.audit', target: 'refund', id: request.body.id }, (tx) =>
          auditRefund(tx, currentOperatorId(request), request.body),
        ),
        'msg.audit_success',
      ),
  );
  app.get(
    '/complaints',
    { schema: { tags, summary: 'Complaints', querystring: statusList(['pending', 'handled']) } },
    async (request) =>
      ok(request, await withShopperNames(app.ctx.db, await listComplaints(app.ctx.db, request.query))),
  );
  app.post(
    '/complaint/handle',
    {
      schema: { tags, summary: 'Close a complaint with a result', body: complaintHandleSchema },
    },
    async (request) =>
      ok(
        request,
        await audited(
          request,
          { action: 'complaint.handle', target: 'complaint', id: request.body.id },
          (tx) => handleComplaint(tx, currentOperatorId(request), request.body),
        ),
        'msg.save_success',
      ),
  );
  app.get(
    '/consults',
    {
      schema: {
        tags,
        summary: 'Consultations; open ones wait for the shop',
        querystring: statusList(['open', 'answered']),
      },
    },
    async (request) =>
      ok(request, await withShopperNames(app.ctx.db, await listConsultations(app.ctx.db, request.query))),
  );
  app.get(
    '/consult',
    { schema: { tags, summary: 'One consultation thread', querystring: idQuerySchema } },
    async (request) => ok(request, await consultationDetail(app.ctx.db, request.query.id)),
  );
  app.post(
    '/consult/reply',
    {
      schema: { tags, summary: 'Answer as the shop', body: consultReplySchema },
    },
    async (request) =>
      ok(
        request,
        await audited(
          request,
          { action: 'consult.reply', target: 'consultation', id: request.body.id },
          (tx) => replyConsultation(tx, request.body, { operatorId: currentOperatorId(request) }),
        ),
        'msg.save_success',
      ),
  );
};
