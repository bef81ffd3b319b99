import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { uploadRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { receivePicture } from './receive';
import { recordUpload, UPLOAD_MAX_BYTES } from './service';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/common/upload', {
      tags: ['upload'],
      summary: 'Upload a picture (multipart field `file`)',
      description:
        'PNG, JPEG, WebP or GIF, judged by the file’s bytes; 5 MB at most. Answers { url }, which only its ' +
        'uploader may cite as evidence (top-up, refund, complaint, review).',
    }),
    ...uploadRateLimit(app),
    handler: async (request) => {
      const userId = currentUserId(request);
      const picture = await receivePicture(request, app.ctx.config.dataDir);
      await recordUpload(app.ctx.db, picture.url, { userId });
      return ok(request, picture, 'msg.upload_success');
    },
  });
};
