import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { currentOperatorId, revokeOperatorToken } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { addressRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { findOperator } from './operators';
import { operatorLogin } from './service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/login', {
      tags,
      summary: 'Operator login: an operator token, never valid as a shopper token',
    }),
    config: addressRateLimit(app.ctx.config),
    handler: async (request) => ok(request, await operatorLogin(app.ctx, request.body), 'msg.login_success'),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/logout', { tags, summary: 'Revoke the operator token' }),
    handler: async (request) => {
      await revokeOperatorToken(request);
      return ok(request, null, 'msg.logout_success');
    },
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/me', { tags, summary: 'The logged-in operator' }),
    handler: async (request) => {
      const operator = await findOperator(app.ctx.db, currentOperatorId(request));
      if (!operator) throw AppError.unauthorized();
      return ok(request, operator);
    },
  });
};
