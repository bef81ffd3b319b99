import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultAddSchema, consultReplySchema, idQuerySchema, pagination } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { askShop, consultationDetail, listConsultations, replyConsultation } from './service';

export const consultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['after-sale'];
  app.post(
    '/add',
    { schema: { tags, summary: 'Ask a shop (mch_id) about its product', body: consultAddSchema } },
    async (request) =>
      ok(request, await askShop(app.ctx.db, currentUserId(request), request.body), 'msg.application_success'),
  );
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: 'The shopper’s consultations, latest activity first',
        querystring: pagination,
      },
    },
    async (request) =>
      ok(request, await listConsultations(app.ctx.db, { ...request.query, userId: currentUserId(request) })),
  );
  app.get(
    '/detail',
    { schema: { tags, summary: 'One consultation with its replies', querystring: idQuerySchema } },
    async (request) =>
      ok(request, await consultationDetail(app.ctx.db, request.query.id, currentUserId(request))),
  );
  app.post(
    '/reply',
    { schema: { tags, summary: 'Write in one’s own consultation', body: consultReplySchema } },
    async (request) =>
      ok(request, await replyConsultation(app.ctx.db, request.body, { userId: currentUserId(request) })),
  );
};
