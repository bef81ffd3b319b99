import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGES, profileSchema, setLanguageSchema } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { getUserInfo, setLanguage, updateProfile } from './service';

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
          'Any subset of the fields. Changing the email needs `code` (event changeemail) sent to the new email.',
        body: profileSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await updateProfile(app.ctx, currentUserId(request), request.body, request.language),
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
};
