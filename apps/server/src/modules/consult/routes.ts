import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { askShop, consultationDetail, listConsultations, replyConsultation } from './service';

export const consultRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['after-sale'];
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/consult/add', {
      tags,
      summary: 'Ask a shop (mch_id) about its product',
    }),
    handler: async (request) =>
      ok(request, await askShop(app.ctx.db, currentUserId(request), request.body), 'msg.application_success'),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/consult/list', {
      tags,
      summary: 'The shopper’s consultations, latest activity first',
    }),
    handler: async (request) =>
      ok(request, await listConsultations(app.ctx.db, { ...request.query, userId: currentUserId(request) })),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/consult/detail', {
      tags,
      summary: 'One consultation with its replies',
    }),
    handler: async (request) =>
      ok(request, await consultationDetail(app.ctx.db, request.query.id, { userId: currentUserId(request) })),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/consult/reply', {
      tags,
      summary: 'Write in one’s own consultation',
    }),
    handler: async (request) =>
      ok(request, await replyConsultation(app.ctx.db, request.body, { userId: currentUserId(request) })),
  });
};
