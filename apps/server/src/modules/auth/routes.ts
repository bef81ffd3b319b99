import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceOf, revokeUserToken } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { addressRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { requesterOf } from '../user/security-change';
import { login, register, resetPassword } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = addressRateLimit(app.ctx.config);

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/register', {
      tags: ['account'],
      summary: 'Register a shopper',
      description:
        'Optional `code`: an email code of event register; when given, the email counts as verified.',
    }),
    config: limited,
    handler: async (request) =>
      ok(
        request,
        await register(app.ctx, request.body, request.language, deviceOf(request)),
        'msg.register_success',
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/login', {
      tags: ['account'],
      summary: 'Log in by username, email or mobile',
      description:
        'Five wrong passwords within 15 minutes lock the account for 15 minutes, from that address only.',
    }),
    config: limited,
    handler: async (request) =>
      ok(
        request,
        await login(app.ctx, request.body, request.language, deviceOf(request)),
        'msg.login_success',
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/logout', {
      tags: ['account'],
      summary: 'Log out: the token is revoked',
    }),
    handler: async (request) => {
      await revokeUserToken(request);
      return ok(request, null, 'msg.logout_success');
    },
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/resetpwd', {
      tags: ['account'],
      summary: 'Change or reset the password',
      description:
        'Logged in: old_password and new_password. Forgotten: email, code (event resetpwd) and new_password. ' +
        'Either way every token of the user is revoked, the account email is told, and withdrawals wait ' +
        '24 hours.',
    }),
    config: limited,
    handler: async (request) => {
      await resetPassword(app.ctx, request.body, request.userId, requesterOf(request));
      return ok(request, null, 'msg.change_success');
    },
  });
};
