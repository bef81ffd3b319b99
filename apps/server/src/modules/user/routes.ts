import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGES } from '@storefront/shared';
import { AppError } from '../../lib/app-error';
import { currentUserId, tokenHashOf } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { addressRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { requesterOf } from './security-change';
import { getUserInfo, setLanguage, updateProfile, verifyEmail } from './service';
import { listSessions, logoutOtherSessions } from './sessions';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/getUserInfo', {
      tags: ['account'],
      summary: 'The logged-in shopper',
    }),
    handler: async (request) =>
      ok(request, await getUserInfo(app.ctx, currentUserId(request), request.language)),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/profile', {
      tags: ['account'],
      summary: 'Update the profile',
      description:
        'Any subset of the fields. Changing the email needs the login `password` and `code` (event ' +
        'changeemail) sent to the new email; the old email is told, and withdrawals wait 24 hours.',
    }),
    handler: async (request) =>
      ok(
        request,
        await updateProfile(app.ctx, currentUserId(request), request.body, requesterOf(request)),
        'msg.save_success',
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/verify_email', {
      tags: ['account'],
      summary: "Verify the account's own email with a code",
      description:
        'The `code` sent by POST /api/ems/send with event verifyemail (always to the account email). ' +
        'Answers the user info with `email_verified` true; a wrong or expired code changes nothing.',
    }),
    config: addressRateLimit(app.ctx.config),
    handler: async (request) =>
      ok(
        request,
        await verifyEmail(app.ctx, currentUserId(request), request.body.code, request.language),
        'msg.email_verified',
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/language_list', {
      tags: ['account'],
      summary: 'The 14 interface languages, each named in itself',
    }),
    handler: async (request) =>
      ok(
        request,
        LANGUAGES.map(({ file_name, language_name }) => ({ file_name, language_name })),
      ),
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/set_language', {
      tags: ['account'],
      summary: "Store the shopper's language",
    }),
    handler: async (request) => {
      await setLanguage(app.ctx, currentUserId(request), request.query.file_name);
      return ok(request, null, 'msg.setting_success');
    },
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/sessions', {
      tags: ['account'],
      summary: "The shopper's signed-in devices",
      description:
        'Live sessions, newest first: id, created_at, user_agent, ip, and `current` for the one asking.',
    }),
    handler: async (request) =>
      ok(request, await listSessions(app.ctx.db, currentUserId(request), tokenHashOf(request))),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/sessions/logout_others', {
      tags: ['account'],
      summary: 'Log out every other device: their tokens are revoked',
    }),
    handler: async (request) => {
      const current = tokenHashOf(request);
      if (current === undefined) throw AppError.unauthorized();
      await logoutOtherSessions(app.ctx, currentUserId(request), current);
      return ok(request, null, 'msg.logout_others_success');
    },
  });
};
