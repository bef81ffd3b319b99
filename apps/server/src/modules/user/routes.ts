import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGES, profileSchema, setLanguageSchema } from '@storefront/shared';
import { AppError } from '../../lib/app-error';
import { currentUserId, requireUser, tokenHashOf } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { requesterOf } from './security-change';
import { getUserInfo, setLanguage, updateProfile } from './service';
import { listSessions, logoutOtherSessions } from './sessions';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getUserInfo',
    { preValidation: requireUser, schema: { tags: ['account'], summary: 'The logged-in shopper' } },
    async (request) => ok(request, await getUserInfo(app.ctx, currentUserId(request), request.language)),
  );

  app.post(
    '/profile',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Update the profile',
        description:
          'Any subset of the fields. Changing the email needs the login `password` and `code` (event ' +
          'changeemail) sent to the new email; the old email is told, and withdrawals wait 24 hours.',
        body: profileSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await updateProfile(app.ctx, currentUserId(request), request.body, requesterOf(request)),
        'msg.save_success',
      ),
  );

  app.get(
    '/language_list',
    { schema: { tags: ['account'], summary: 'The 14 interface languages, each named in itself' } },
    async (request) =>
      ok(
        request,
        LANGUAGES.map(({ file_name, language_name }) => ({ file_name, language_name })),
      ),
  );

  app.get(
    '/set_language',
    {
      preValidation: requireUser,
      schema: { tags: ['account'], summary: "Store the shopper's language", querystring: setLanguageSchema },
    },
    async (request) => {
      await setLanguage(app.ctx, currentUserId(request), request.query.file_name);
      return ok(request, null, 'msg.setting_success');
    },
  );

  app.get(
    '/sessions',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "The shopper's signed-in devices",
        description:
          'Live sessions, newest first: id, created_at, user_agent, ip, and `current` for the one asking.',
      },
    },
    async (request) =>
      ok(request, await listSessions(app.ctx.db, currentUserId(request), tokenHashOf(request))),
  );

  app.post(
    '/sessions/logout_others',
    {
      preValidation: requireUser,
      schema: { tags: ['account'], summary: 'Log out every other device: their tokens are revoked' },
    },
    async (request) => {
      const current = tokenHashOf(request);
      if (current === undefined) throw AppError.unauthorized();
      await logoutOtherSessions(app.ctx, currentUserId(request), current);
      return ok(request, null, 'msg.logout_others_success');
    },
  );
};
