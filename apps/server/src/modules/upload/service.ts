import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { PictureExtension } from '@storefront/shared';
import type { Db } from '../../db/client';
import { shopMembers, uploads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../lib/private-files';
import { cleanPicture, OversizedPicture, UndecodablePicture, variantName } from './pictures';

export { UPLOAD_MAX_BYTES } from '@storefront/shared';

/** The picture types accepted, recognised by their first bytes, never by name or declared type. */
export function pictureExtension(bytes: Buffer): PictureExtension | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/**
 * Stores a picture under a generated name in DATA_DIR/uploads and answers its public URL. The picture is decoded
 * and written again, cleaned, beside its stored widths (cleanPicture); one that does not decode is refused as not
 * a picture, one with too many pixels or frames as such, and nothing of it is kept. With too many pictures at
 * work already, it is refused at once as busy (inPictureLane).
 */
export async function storePicture(dataDir: string, bytes: Buffer): Promise<{ url: string }> {
  const extension = pictureExtension(bytes);
  if (!extension) throw new AppError('msg.upload_type');
  const hash = randomBytes(16).toString('hex');
  const name = `${hash}.${extension}`;
  let files: Array<{ name: string; bytes: Buffer }>;
  try {
    const { cleaned, variants } = await cleanPicture(bytes, extension);
    // The original last: a variant missing after a crash is made again on request, an original without them not.
    files = [
      ...variants.map((variant) => ({
        name: variantName(hash, variant.widthPx, variant.format),
        bytes: variant.bytes,
      })),
      { name, bytes: cleaned },
    ];
  } catch (error) {
    if (error instanceof OversizedPicture) throw new AppError('msg.upload_too_many_pixels');
    if (error instanceof UndecodablePicture) throw new AppError('msg.upload_type');
    throw error;
  }
  const folder = path.join(dataDir, 'uploads');
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const written: string[] = [];
  try {
    for (const file of files) {
      await writeFile(path.join(folder, file.name), file.bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      written.push(file.name);
    }
  } catch (error) {
    await Promise.allSettled(written.map((file) => rm(path.join(folder, file), { force: true })));
    throw error;
  }
  return { url: `/uploads/${name}` };
}

/** Who stored a picture: a shopper, or an operator through the console. */
export type Uploader = { userId: number } | { operatorId: number };

/** Records a stored picture with its uploader, so that evidence can be checked against who sent it. */
export async function recordUpload(db: Db, url: string, uploader: Uploader) {
  await db.insert(uploads).values({
    url,
    userId: 'userId' in uploader ? uploader.userId : null,
    operatorId: 'operatorId' in uploader ? uploader.operatorId : null,
  });
}

/**
 * Whose pictures a form may cite: one user's own uploads; any member's of a shop (the seller centre); or, for
 * operators, any picture in the store (whoever uploaded it) and the platform's drawn pictures under /media.
 */
export type PictureSource = { userId: number } | { shopId: number } | 'operators';

/** The pictures the platform draws (routes of the media module): the demo catalogue's, and logos. */
const DRAWN_PICTURE =
  /^\/media\/(art\/[a-z0-9-]{1,40}\/\d{1,3}(\/\d)?|logo\/[A-Z0-9]{1,3}\/\d{1,3}|banner\/\d)\.svg$/;

/**
 * Which of the URLs the source may cite: its uploads as PictureSource says, and for operators the drawn pictures
 * too. One query for any number of URLs (a catalogue import checks all its rows' pictures at once).
 */
export async function citableUploads(db: Db, source: PictureSource, urls: readonly string[]) {
  const asked = [...new Set(urls)];
  const citable = new Set(asked.filter((url) => source === 'operators' && DRAWN_PICTURE.test(url)));
  const uploaded = asked.filter((url) => !citable.has(url));
  if (uploaded.length === 0) return citable;
  const uploader =
    source === 'operators'
      ? undefined
      : 'userId' in source
        ? eq(uploads.userId, source.userId)
        : inArray(
            uploads.userId,
            db
              .select({ userId: shopMembers.userId })
              .from(shopMembers)
              .where(eq(shopMembers.shopId, source.shopId)),
          );
  const found = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(uploader, inArray(uploads.url, uploaded)));
  for (const row of found) citable.add(row.url);
  return citable;
}

/**
 * Refuses pictures the source did not upload: a URL never uploaded, someone else's picture, an external or
 * `javascript:` address, anything outside /uploads (operators also cite drawn pictures). `kept` are the pictures
 * the edited record shows already, which stay whatever their origin (the demo shop's drawn products).
 */
export async function assertUploadsOf(
  db: Db,
  source: PictureSource,
  urls: readonly string[],
  kept: readonly string[] = [],
) {
  const cited = [...new Set(urls)].filter((url) => !kept.includes(url));
  if (cited.length === 0) return;
  const citable = await citableUploads(db, source, cited);
  if (cited.some((url) => !citable.has(url))) throw new AppError('msg.upload_not_found');
}

/**
 * Refuses evidence that is not the shopper's own upload. Top-up evidence, refund proof, complaint certificates,
 * review pictures and applications cite only what their author sent.
 */
export const assertOwnUploads = (db: Db, userId: number, urls: readonly string[]) =>
  assertUploadsOf(db, { userId }, urls);
