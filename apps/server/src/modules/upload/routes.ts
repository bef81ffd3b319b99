import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { AppError } from '../../lib/app-error';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { storePicture, UPLOAD_MAX_BYTES } from './service';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  app.post(
    '/upload',
    {
      preValidation: requireUser,
      schema: {
        tags: ['upload'],
        summary: 'Upload a picture (multipart field `file`)',
        description: 'PNG, JPEG, WebP or GIF, judged by the file’s bytes; 5 MB at most. Answers { url }.',
      },
    },
    async (request) => {
      currentUserId(request);
      if (!request.isMultipart()) throw new AppError('msg.upload_missing');
      const file = await request.file();
      if (!file) throw new AppError('msg.upload_missing');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('msg.upload_too_large');
        throw error;
      }
      return ok(request, await storePicture(app.ctx.config.dataDir, bytes), 'msg.upload_success');
    },
  );
};
