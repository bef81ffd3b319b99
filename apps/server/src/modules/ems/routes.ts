import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { addressRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { sendEmailCode } from './service';

export const emsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/ems/send', {
      tags: ['account'],
      summary: 'Send an email verification code',
      description:
        'Events: register, resetpwd (answers success even for an unknown email), withdraw (logged in; the ' +
        'code goes to the account email), changeemail (logged in; to the new email), verifyemail (logged ' +
        'in; to the account email, refused once it is verified). One code per email ' +
        'and event every 60 s; a code lives 10 minutes and allows 5 tries.',
    }),
    config: addressRateLimit(app.ctx.config),
    handler: async (request) => {
      await sendEmailCode(app.ctx, request.body, { userId: request.userId, ip: request.ip, t: request.t });
      return ok(request, null, 'msg.code_sent');
    },
  });
};
