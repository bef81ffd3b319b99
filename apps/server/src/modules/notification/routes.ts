import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationReadSchema, pagination } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { listNotifications, markRead } from './service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['notification'];
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: 'Notifications, newest first, in the request language, with the unread count',
        querystring: pagination,
      },
    },
    async (request) =>
      ok(request, await listNotifications(app.ctx.db, currentUserId(request), request.query, request.t)),
  );
  app.post(
    '/read',
    { schema: { tags, summary: 'Mark notifications as read', body: notificationReadSchema } },
    async (request) => {
      await markRead(app.ctx.db, currentUserId(request), request.body.ids);
      return ok(request, null);
    },
  );
};
