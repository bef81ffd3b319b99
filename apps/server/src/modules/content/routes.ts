import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { listArticles, platformInfo } from './service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/index/index', {
      tags,
      summary: 'Platform info: name, logo, currency label, service contacts, banners',
    }),
    handler: async (request) => ok(request, await platformInfo(app.ctx.db, request.language)),
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/help_support', {
      tags,
      summary: 'Help articles { title, content }',
    }),
    handler: async (request) => ok(request, await listArticles(app.ctx.db, 'help', request.language)),
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/law', {
      tags,
      summary: 'Law and policy articles { title, content }',
    }),
    handler: async (request) => ok(request, await listArticles(app.ctx.db, 'law', request.language)),
  });
};
