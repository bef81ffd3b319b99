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
      config: audited('refund.audit', 'refund'),
      schema: {
        tags,
        summary: 'Pass (money back, stock back if unshipped) or refuse (order back) a refund, once',
        body: auditSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await auditRefund(app.ctx.db, currentOperatorId(request), request.body),
        'msg.audit_success',
      ),
  );
  app.get(
    '/complaints',
    { schema: { tags, summary: 'Complaints', querystring: statusList(['pending', 'handled']) } },
    async (request) => ok(request, await listComplaints(app.ctx.db, request.query)),
  );
  app.post(
    '/complaint/handle',
    {
      config: audited('complaint.handle', 'complaint'),
      schema: { tags, summary: 'Close a complaint with a result', body: complaintHandleSchema },
    },
    async (request) =>
      ok(
        request,
        await handleComplaint(app.ctx.db, currentOperatorId(request), request.body),
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
    async (request) => ok(request, await listConsultations(app.ctx.db, request.query)),
  );
  app.get(
    '/consult',
    { schema: { tags, summary: 'One consultation thread', querystring: idQuerySchema } },
    async (request) => ok(request, await consultationDetail(app.ctx.db, request.query.id)),
  );
  app.post(
    '/consult/reply',
    {
      config: audited('consult.reply', 'consultation'),
      schema: { tags, summary: 'Answer as the shop', body: consultReplySchema },
    },
    async (request) =>
      ok(
        request,
        await replyConsultation(app.ctx.db, request.body, { operatorId: currentOperatorId(request) }),
        'msg.save_success',
      ),
  );
};
