import sharp, { type Sharp } from 'sharp';
import { PICTURE_MAX_SIDE_PX, PICTURE_WIDTHS_PX, type PictureExtension } from '@storefront/shared';

/**
 * The most pixels a picture may decode to, all frames of an animation together: fifty megapixels holds any
 * phone camera's photo that fits in 5 MB, while a small file that unpacks to gigabytes (a decompression bomb) is
 * refused before its pixels are decoded.
 */
export const PICTURE_MAX_INPUT_PIXELS = 50_000_000;

/** Pictures decoded at once by one instance; more wait their turn, so a burst of uploads cannot exhaust memory. */
const PICTURES_AT_ONCE = 2;

/** The stored widths, in pixels, besides the cleaned original. */
export const VARIANT_WIDTHS_PX: readonly number[] = Object.values(PICTURE_WIDTHS_PX);

export const PICTURE_CONTENT_TYPES: Record<PictureExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** A picture could not be decoded: its bytes are broken, cut short, or too many pixels. */
export class UndecodablePicture extends Error {}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs one picture's work when its turn comes (see PICTURES_AT_ONCE). */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < PICTURES_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The turn passes straight to the next waiting picture, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * A decoder for untrusted bytes: pixel data that is broken or cut short is an error (libvips' harmless warnings,
 * which some cameras' files raise, are not), the pixel limit guards against bombs, and GIF and WebP keep all
 * their frames so an animation stays one.
 */
function decode(bytes: Buffer, extension: PictureExtension): Sharp {
  return sharp(bytes, {
    failOn: 'error',
    limitInputPixels: PICTURE_MAX_INPUT_PIXELS,
    animated: extension === 'gif' || extension === 'webp',
  });
}

/** Encodes in the given format; sharp writes no metadata (EXIF, GPS, XMP, IPTC) unless asked to. */
function encode(picture: Sharp, format: PictureExtension): Sharp {
  switch (format) {
    case 'jpg':
      return picture.jpeg({ quality: 82, progressive: true });
    case 'png':
      return picture.png();
    case 'gif':
      return picture.gif();
    case 'webp':
      return picture.webp({ quality: 80 });
  }
}

async function run(picture: Sharp): Promise<Buffer> {
  try {
    return await picture.toBuffer();
  } catch (error) {
    throw new UndecodablePicture(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/**
 * The picture as it is kept under its uploaded name: decoded whole (which refuses broken bytes), turned upright by
 * its EXIF orientation, stripped of every metadata (a phone photo's GPS position among them), at most
 * PICTURE_MAX_SIDE_PX on its longest side and never enlarged, in its own format.
 */
export function cleanPicture(bytes: Buffer, extension: PictureExtension): Promise<Buffer> {
  return inTurn(() =>
    run(
      encode(
        decode(bytes, extension).rotate().resize({
          width: PICTURE_MAX_SIDE_PX,
          height: PICTURE_MAX_SIDE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        }),
        extension,
      ),
    ),
  );
}

/**
 * One stored width of a picture in one format, at most `widthPx` wide and never enlarged. From a cleaned original
 * the turn and the stripping change nothing; from a picture stored before pictures were cleaned they do.
 */
export function pictureVariant(
  source: Buffer,
  extension: PictureExtension,
  widthPx: number,
  format: PictureExtension,
): Promise<Buffer> {
  return inTurn(() =>
    run(
      encode(decode(source, extension).rotate().resize({ width: widthPx, withoutEnlargement: true }), format),
    ),
  );
}

/** The stored name of a variant: `<hash>-<width>.<format>` beside the original `<hash>.<extension>`. */
export function variantName(hash: string, widthPx: number, format: PictureExtension) {
  return `${hash}-${widthPx}.${format}`;
}

/** Every variant of a picture: each width in WebP and in the picture's own format (once, for a WebP). */
export function variantsOf(extension: PictureExtension) {
  const formats: PictureExtension[] = extension === 'webp' ? ['webp'] : ['webp', extension];
  return VARIANT_WIDTHS_PX.flatMap((widthPx) => formats.map((format) => ({ widthPx, format })));
}
