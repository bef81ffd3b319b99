import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetPaySchema, verifyPaySchema } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { resetPayCode, verifyPayCode } from './pay-code';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);
  const tags = ['wallet'];
  app.post(
    '/resetPay',
    {
      schema: {
        tags,
        summary: 'Set or change the payment code',
        description: 'Digits only, at least 6. old_pay_password is required once a code is set.',
        body: resetPaySchema,
      },
    },
    async (request) => {
      await resetPayCode(app.ctx.db, currentUserId(request), request.body);
      return ok(request, null, 'msg.setting_success');
    },
  );
  app.post(
    '/verify_pay',
    {
      schema: {
        tags,
        summary: 'Check the payment code',
        description: 'Five wrong codes within 15 minutes lock it (and payment) for 15 minutes.',
        body: verifyPaySchema,
      },
    },
    async (request) =>
      ok(request, await verifyPayCode(app.ctx.db, currentUserId(request), request.body.pay_password)),
  );
};
