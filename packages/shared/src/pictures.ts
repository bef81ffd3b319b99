/**
 * Uploaded pictures are kept in a few widths (decision 034): `thumb` for lists, grids, logos and evidence tiles (a
 * half-width card of the 480 px desktop frame at twice the pixel density), `large` for detail views and the
 * image viewer (the phone's full width at about three times the density). Each width is stored in WebP, which all
 * the browsers the apps support decode, and in the picture's own format.
 */
export const PICTURE_WIDTHS_PX = { thumb: 480, large: 1080 } as const;
export type PictureSize = keyof typeof PICTURE_WIDTHS_PX;

/** The longest side, in pixels, of the cleaned original kept under the uploaded name; a smaller one stays as it is. */
export const PICTURE_MAX_SIDE_PX = 2048;

/** The types an upload may be, by the extension of its stored name. */
export const PICTURE_EXTENSIONS = ['png', 'jpg', 'gif', 'webp'] as const;
export type PictureExtension = (typeof PICTURE_EXTENSIONS)[number];

/** The URL the upload answers: `/uploads/` and 32 hex digits, with the picture's own extension. */
const UPLOADED = /^\/uploads\/([0-9a-f]{32})\.(png|jpg|gif|webp)$/;

/**
 * The URL of an uploaded picture in the size a place shows it, in WebP. Any other URL (the generated SVGs under
 * /media, an external address, a variant already) is answered unchanged.
 */
export function pictureUrl(url: string, size: PictureSize): string {
  const hash = UPLOADED.exec(url)?.[1];
  return hash ? `/uploads/${hash}-${PICTURE_WIDTHS_PX[size]}.webp` : url;
}
