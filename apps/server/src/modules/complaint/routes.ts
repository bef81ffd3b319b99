import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complaintSchema, pagination } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { fileComplaint, listComplaints } from './service';

export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['after-sale'];
  app.post(
    '/complain',
    {
      schema: {
        tags,
        summary: 'Complain about an order (order_id) or the platform (none), with a certificate picture',
        body: complaintSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await fileComplaint(app.ctx.db, currentUserId(request), request.body),
        'msg.application_success',
      ),
  );
  app.get(
    '/complaints',
    { schema: { tags, summary: 'The shopper’s complaints and their results', querystring: pagination } },
    async (request) =>
      ok(request, await listComplaints(app.ctx.db, { ...request.query, userId: currentUserId(request) })),
  );
};
