import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { fileComplaint, listComplaints } from './service';

export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['after-sale'];
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/complain', {
      tags,
      summary: 'Complain about an order (order_id) or the platform (none), with a certificate picture',
    }),
    handler: async (request) =>
      ok(
        request,
        await fileComplaint(app.ctx.db, currentUserId(request), request.body),
        'msg.application_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/complaints', {
      tags,
      summary: 'The shopper’s complaints and their results',
    }),
    handler: async (request) =>
      ok(request, await listComplaints(app.ctx.db, { ...request.query, userId: currentUserId(request) })),
  });
};
