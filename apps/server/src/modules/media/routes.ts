import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerArt, logoArt, PICTURE_VIEWS, type PictureView, productPicture } from './art';

const hue = z.coerce.number().int().min(0).max(359);

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload === 'string' && payload.startsWith('<svg')) {
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
    return payload;
  });
  const notFound = () => Object.assign(new Error('not found'), { statusCode: 404 });

  const kind = z.string().regex(/^[a-z0-9-]{1,40}$/);
  app.get(
    '/art/:kind/:hue.svg',
    { schema: { hide: true, params: z.object({ kind, hue }) } },
    async (request) => productPicture(request.params.kind, request.params.hue) ?? Promise.reject(notFound()),
  );
  app.get(
    '/art/:kind/:hue/:view.svg',
    {
      schema: {
        hide: true,
        params: z.object({ kind, hue, view: z.coerce.number().int().min(1).max(PICTURE_VIEWS.length) }),
      },
    },
    async (request) =>
      productPicture(request.params.kind, request.params.hue, request.params.view as PictureView) ??
      Promise.reject(notFound()),
  );
  app.get(
    '/logo/:letters/:hue.svg',
    { schema: { hide: true, params: z.object({ letters: z.string().regex(/^[A-Z0-9]{1,3}$/), hue }) } },
    async (request) => logoArt(request.params.letters, request.params.hue),
  );
  app.get(
    '/banner/:index.svg',
    { schema: { hide: true, params: z.object({ index: z.coerce.number().int().min(1).max(9) }) } },
    async (request) => bannerArt(request.params.index) ?? Promise.reject(notFound()),
  );
};
