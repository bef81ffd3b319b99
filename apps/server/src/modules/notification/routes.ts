import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { listNotifications, markRead } from './service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notification'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/notification/list', {
      tags,
      summary: 'Notifications, newest first, in the request language, with the unread count',
    }),
    handler: async (request) =>
      ok(
        request,
        await listNotifications(
          app.ctx.db,
          currentUserId(request),
          request.query,
          request.t,
          request.language.file_name,
        ),
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/notification/read', {
      tags,
      summary: 'Mark notifications as read',
    }),
    handler: async (request) => {
      await markRead(app.ctx.db, currentUserId(request), request.body.ids);
      return ok(request, null);
    },
  });
};
