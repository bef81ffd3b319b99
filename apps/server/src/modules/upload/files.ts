import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PICTURE_EXTENSIONS, type PictureExtension } from '@storefront/shared';
import { AppError } from '../../lib/app-error';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../lib/private-files';
import {
  PICTURE_CONTENT_TYPES,
  pictureVariant,
  UndecodablePicture,
  VARIANT_WIDTHS_PX,
  variantName,
} from './pictures';

/** A stored name never changes its bytes: browsers and proxies keep it a year without asking again. */
const FOREVER = 'public, max-age=31536000, immutable';

/** A variant's name: the picture's hash, a stored width and a format. */
const VARIANT = /^\/([0-9a-f]{32})-(\d{1,5})\.(png|jpg|gif|webp)$/;

/**
 * Serves DATA_DIR/uploads under /uploads/ (register with that prefix). A stored file is sent as it is, with long
 * caching. A variant a picture lacks (uploaded before pictures were kept in several widths, or lost) is made from
 * the original on first request and kept; anything else under /uploads is a 404 envelope, never the app's page.
 */
export const uploadFiles: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  const folder = path.join(dataDir, 'uploads');
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });

  app.setNotFoundHandler(async (request, reply) => {
    const variant = VARIANT.exec(request.url.split('?')[0]?.slice(app.prefix.length) ?? '');
    const widthPx = Number(variant?.[2]);
    if (variant?.[1] && VARIANT_WIDTHS_PX.includes(widthPx)) {
      const served = await serveMissingVariant(request, reply, folder, app.prefix, {
        hash: variant[1],
        widthPx,
        format: variant[3] as PictureExtension,
      });
      if (served) return served;
    }
    throw new AppError('msg.not_found', {}, 404);
  });

  await app.register(fastifyStatic, {
    root: folder,
    prefix: '/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('cache-control', FOREVER),
  });
};

/** The stored original of a picture: `<hash>.<ext>`, which for a WebP variant may be of any accepted type. */
async function findOriginal(folder: string, hash: string, format: PictureExtension) {
  for (const extension of format === 'webp' ? PICTURE_EXTENSIONS : [format]) {
    const bytes = await readFile(path.join(folder, `${hash}.${extension}`)).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'ENOENT') return undefined;
      throw error;
    });
    if (bytes) return { bytes, extension };
  }
  return undefined;
}

/**
 * Makes a missing variant from its original, keeps it and sends it; answers undefined when there is no original.
 * An original that does not decode (stored before uploads were checked by decoding) is pointed to instead.
 */
async function serveMissingVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  folder: string,
  prefix: string,
  wanted: { hash: string; widthPx: number; format: PictureExtension },
) {
  const original = await findOriginal(folder, wanted.hash, wanted.format);
  if (!original) return undefined;
  let bytes: Buffer;
  try {
    bytes = await pictureVariant(original.bytes, original.extension, wanted.widthPx, wanted.format);
  } catch (error) {
    if (!(error instanceof UndecodablePicture)) throw error;
    request.log.warn({ err: error, picture: wanted.hash }, 'picture variant could not be made');
    return reply
      .header('cache-control', 'no-cache')
      .redirect(`${prefix}/${wanted.hash}.${original.extension}`);
  }
  const name = variantName(wanted.hash, wanted.widthPx, wanted.format);
  // Written under a name of its own and renamed, so two requests at once never serve a half-written file.
  const temporary = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    await rename(temporary, path.join(folder, name));
  } catch (error) {
    // A full or read-only disk still gets the picture answered; it is made again next time.
    request.log.warn({ err: error, picture: name }, 'picture variant could not be kept');
    await rm(temporary, { force: true });
  }
  return reply.header('cache-control', FOREVER).type(PICTURE_CONTENT_TYPES[wanted.format]).send(bytes);
}
