import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorLoginSchema } from '@storefront/shared';
import { AppError } from '../../lib/app-error';
import { currentOperatorId, requireOperator, revokeOperatorToken } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { addressRateLimit } from '../../lib/rate-limit';
import { findOperator } from './operators';
import { operatorLogin } from './service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.post(
    '/login',
    {
      config: addressRateLimit(app.ctx.config),
      schema: {
        tags,
        summary: 'Operator login: an operator token, never valid as a shopper token',
        body: operatorLoginSchema,
      },
    },
    async (request) => ok(request, await operatorLogin(app.ctx, request.body), 'msg.login_success'),
  );

  app.post(
    '/logout',
    { preValidation: requireOperator, schema: { tags, summary: 'Revoke the operator token' } },
    async (request) => {
      await revokeOperatorToken(request);
      return ok(request, null, 'msg.logout_success');
    },
  );

  app.get(
    '/me',
    { preValidation: requireOperator, schema: { tags, summary: 'The logged-in operator' } },
    async (request) => {
      const operator = await findOperator(app.ctx.db, currentOperatorId(request));
      if (!operator) throw AppError.unauthorized();
      return ok(request, operator);
    },
  );
};
