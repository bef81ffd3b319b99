import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { listArticles, platformInfo } from './service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];

  app.get(
    '/index/index',
    { schema: { tags, summary: 'Platform info: name, logo, currency label, service contacts, banners' } },
    async (request) => ok(request, await platformInfo(app.ctx.db, request.language)),
  );

  app.get(
    '/user/help_support',
    { schema: { tags, summary: 'Help articles { title, content }' } },
    async (request) => ok(request, await listArticles(app.ctx.db, 'help', request.language)),
  );

  app.get(
    '/user/law',
    { schema: { tags, summary: 'Law and policy articles { title, content }' } },
    async (request) => ok(request, await listArticles(app.ctx.db, 'law', request.language)),
  );
};
