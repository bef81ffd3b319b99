import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { PICTURE_MAX_SIDE_PX, PICTURE_WIDTHS_PX, type PictureExtension } from '@storefront/shared';
import { inPictureLane } from './picture-work';

/**
 * The most pixels a still picture may decode to: fifty megapixels holds any phone camera's photo that fits in
 * 5 MB, while a small file that unpacks to gigabytes (a decompression bomb) is refused before its pixels are
 * decoded.
 */
export const PICTURE_MAX_INPUT_PIXELS = 50_000_000;

/**
 * The most frames an animation may have, and the most pixels all of them together: every frame is quantized
 * again for GIF, so an animation costs far more per pixel than a still. A 480×270 clip of 30 frames fits; 2,000
 * frames of 16×16 (seconds of a core for 266 KB) do not.
 */
export const PICTURE_MAX_FRAMES = 100;
export const ANIMATION_MAX_PIXELS = 4_000_000;

/**
 * Beyond the pixels a stored original may have (PICTURE_MAX_SIDE_PX square), a picture brings at least one byte
 * per this many pixels: a real photo brings hundreds of times more, while 36 bytes of lossless WebP that claim
 * 8000×6000 of one colour (legal, and a second of a core to decode) do not.
 */
export const PICTURE_MAX_PIXELS_PER_BYTE = 1_000;

/** Seconds one encoding may take before it is stopped and the picture refused as too big. */
const PICTURE_SECONDS = 10;

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

/** A picture that would decode to too many pixels or frames for its size, or take too long to encode. */
export class OversizedPicture extends UndecodablePicture {}

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
  }).timeout({ seconds: PICTURE_SECONDS });
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

async function run(picture: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await picture.toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // sharp's own words for an encoding stopped at PICTURE_SECONDS.
    if (message.startsWith('timeout:')) throw new OversizedPicture(message, { cause: error });
    throw new UndecodablePicture(message, { cause: error });
  }
}

/**
 * What a picture decodes to, read from its header before any pixel is: refused when it has more frames than
 * PICTURE_MAX_FRAMES, more pixels (all frames together) than PICTURE_MAX_INPUT_PIXELS for a still or
 * ANIMATION_MAX_PIXELS for an animation, or more pixels than its bytes can honestly hold
 * (PICTURE_MAX_PIXELS_PER_BYTE). Answers its pixels, all frames together, which choose its lane of work.
 */
async function picturePixels(bytes: Buffer, extension: PictureExtension): Promise<number> {
  let header: Metadata;
  try {
    header = await sharp(bytes).metadata();
  } catch (error) {
    throw new UndecodablePicture(error instanceof Error ? error.message : String(error), { cause: error });
  }
  // Only GIF and WebP are decoded with all their frames (decode); `height` is one frame's.
  const frames = extension === 'gif' || extension === 'webp' ? (header.pages ?? 1) : 1;
  const pixels = header.width * header.height * frames;
  const allowed = Math.min(
    frames > 1 ? ANIMATION_MAX_PIXELS : PICTURE_MAX_INPUT_PIXELS,
    Math.max(PICTURE_MAX_SIDE_PX ** 2, bytes.length * PICTURE_MAX_PIXELS_PER_BYTE),
  );
  if (frames > PICTURE_MAX_FRAMES || pixels > allowed) {
    throw new OversizedPicture(
      `${frames} frames of ${header.width}×${header.height} in ${bytes.length} bytes`,
    );
  }
  return pixels;
}

/** One width of a picture in one format, at most `widthPx` wide and never enlarged, turned and stripped. */
async function encodeVariant(
  source: Buffer,
  extension: PictureExtension,
  widthPx: number,
  format: PictureExtension,
): Promise<Buffer> {
  const variant = decode(source, extension).rotate().resize({ width: widthPx, withoutEnlargement: true });
  return (await run(encode(variant, format))).data;
}

/**
 * Everything kept of an upload, made in one job of its lane (inPictureLane): the picture cleaned and its variants
 * (variantsOf). Cleaned is decoded whole (which refuses broken bytes), turned upright by its EXIF orientation,
 * stripped of every metadata (a phone photo's GPS position among them), at most PICTURE_MAX_SIDE_PX on its
 * longest side and never enlarged, in its own format. Each size a variant comes out at is encoded once per
 * format: a variant in the picture's own format as wide as the cleaned picture is that picture, and the widths
 * a small picture does not reach are one encoding at its own width.
 */
export async function cleanPicture(
  bytes: Buffer,
  extension: PictureExtension,
): Promise<{
  cleaned: Buffer;
  variants: Array<{ widthPx: number; format: PictureExtension; bytes: Buffer }>;
}> {
  const pixels = await picturePixels(bytes, extension);
  return inPictureLane(pixels, async () => {
    const cleaned = await run(
      encode(
        decode(bytes, extension).rotate().resize({
          width: PICTURE_MAX_SIDE_PX,
          height: PICTURE_MAX_SIDE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        }),
        extension,
      ),
    );
    const encoded = new Map<string, Buffer>();
    const variants = [];
    for (const { widthPx, format } of variantsOf(extension)) {
      const outWidthPx = Math.min(widthPx, cleaned.info.width);
      const size = `${outWidthPx}.${format}`;
      if (format === extension && outWidthPx === cleaned.info.width) encoded.set(size, cleaned.data);
      if (!encoded.has(size))
        encoded.set(size, await encodeVariant(cleaned.data, extension, outWidthPx, format));
      variants.push({ widthPx, format, bytes: encoded.get(size) as Buffer });
    }
    return { cleaned: cleaned.data, variants };
  });
}

/**
 * One stored width of a picture in one format (a variant missing on disk), made in its lane. From a cleaned
 * original the turn and the stripping change nothing; from a picture stored before pictures were cleaned they do.
 */
export async function pictureVariant(
  source: Buffer,
  extension: PictureExtension,
  widthPx: number,
  format: PictureExtension,
): Promise<Buffer> {
  const pixels = await picturePixels(source, extension);
  return inPictureLane(pixels, () => encodeVariant(source, extension, widthPx, format));
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
