import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { uploads } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { multipartPicture } from '../../../test/security-support';
import { makeShopper } from '../../../test/shopping-fixtures';
import { ANIMATION_MAX_PIXELS, PICTURE_MAX_FRAMES } from './pictures';

/** Decision 041: what one picture may cost, and how many are at work at once. */
const { t } = useTestApp();
const TOO_MANY_PIXELS = {
  en: 'The picture has too many pixels or frames, please send a smaller one',
  fr: "L'image comporte trop de pixels ou d'images, veuillez en envoyer une plus petite",
};
const BUSY = 'Many pictures are being processed right now, please try again in a moment';

type Answer = { code: number; msg: string; data: { url: string } | null };

/** Uploads as the given shopper, or a new one; answers with how long it took and when it was answered. */
async function upload(
  bytes: Buffer,
  lang = 'en',
  token?: string,
): Promise<Answer & { ms: number; at: number }> {
  const shopper = token ? { token } : await makeShopper(t.database.db);
  const { headers, payload } = multipartPicture(bytes);
  const started = Date.now();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/common/upload?lang=${lang}`,
    headers: { ...headers, token: shopper.token },
    payload,
  });
  return { ...(response.json() as Answer), ms: Date.now() - started, at: Date.now() };
}

/** Pixels of noise: the costliest to quantize for GIF and to compress. */
function noise(widthPx: number, heightPx: number, seed: number) {
  const pixels = Buffer.alloc(widthPx * heightPx * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    pixels[index] = state >>> 24;
  }
  return pixels;
}

/** The bytes of a GIF block's data sub-blocks from `start`, through their zero terminator. */
function subBlocksEnd(gif: Buffer, start: number) {
  let at = start;
  while (gif[at] !== 0) at += (gif[at] ?? 0) + 1;
  return at + 1;
}

/**
 * An animated GIF of `frames` frames of `widthPx` square, in a few milliseconds: sharp encodes two frames of noise,
 * which are repeated in turn (each frame differs from the one before, so none is dropped as a repeat).
 */
async function animation(widthPx: number, frames: number) {
  const two = await sharp(Buffer.concat([noise(widthPx, widthPx, 1), noise(widthPx, widthPx, 2)]), {
    raw: { width: widthPx, height: widthPx * 2, channels: 3, pageHeight: widthPx },
  })
    .gif({ loop: 0, delay: [40, 40] })
    .toBuffer();
  // Header, screen and global colours; then extensions and frames until the trailer (0x3b).
  const flags = two[10] ?? 0;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let head: Buffer | undefined;
  let frameControl: number | undefined;
  const blocks: Buffer[] = [];
  while (two[at] !== 0x3b) {
    const start = at;
    if (two[at] === 0x21) {
      // A frame's control (0xf9) goes with the frame after it; the loop's extension stays in the head.
      if (two[at + 1] === 0xf9) frameControl = start;
      at = subBlocksEnd(two, at + 2);
    } else {
      const local = two[at + 9] ?? 0;
      at = subBlocksEnd(two, at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1);
      const frameStart = frameControl ?? start;
      head ??= two.subarray(0, frameStart);
      blocks.push(two.subarray(frameStart, at));
      frameControl = undefined;
    }
  }
  expect(blocks).toHaveLength(2);
  const gif = Buffer.concat([
    head ?? Buffer.alloc(0),
    ...Array.from({ length: frames }, (_, frame) => blocks[frame % 2] as Buffer),
    Buffer.from([0x3b]),
  ]);
  expect(await sharp(gif).metadata()).toMatchObject({ width: widthPx, height: widthPx, pages: frames });
  return gif;
}

/** 36 bytes of lossless WebP of one colour whose header says 8000×6000: legal, and 48 megapixels to decode. */
function lyingWebp() {
  return Buffer.from('UklGRhwAAABXRUJQVlA4TA8AAAAvP9/bBQcQ/Y/+ByKi/wEA', 'base64');
}

async function storedNothing(refuse: () => Promise<void>) {
  const folder = path.join(t.config.dataDir, 'uploads');
  const files = (await readdir(folder)).sort();
  const rows = await t.database.db.$count(uploads);
  await refuse();
  expect((await readdir(folder)).sort()).toEqual(files);
  expect(await t.database.db.$count(uploads)).toBe(rows);
}

describe('a picture that would cost too much is refused from its header', () => {
  it('refuses a GIF of 2,000 tiny frames at once, translated, and keeps nothing', async () => {
    const gif = await animation(8, 2_000);
    expect(gif.length).toBeLessThan(1024 * 1024);
    await storedNothing(async () => {
      for (const lang of ['en', 'fr'] as const) {
        const answer = await upload(gif, lang);
        expect(answer).toMatchObject({ code: 0, msg: TOO_MANY_PIXELS[lang], data: null });
        expect(answer.ms).toBeLessThan(1_000);
      }
    });
  });

  it('refuses an animation whose frames together have too many pixels, though not too many frames', async () => {
    const frames = PICTURE_MAX_FRAMES / 2;
    const widthPx = Math.ceil(Math.sqrt(ANIMATION_MAX_PIXELS / frames)) + 1;
    await storedNothing(async () => {
      expect(await upload(await animation(widthPx, frames))).toMatchObject({
        code: 0,
        msg: TOO_MANY_PIXELS.en,
      });
    });
  });

  it('refuses a tiny WebP whose header claims 8000×6000', async () => {
    const webp = lyingWebp();
    expect(await sharp(webp).metadata()).toMatchObject({ width: 8000, height: 6000 });
    await storedNothing(async () => {
      const answer = await upload(webp, 'fr');
      expect(answer).toMatchObject({ code: 0, msg: TOO_MANY_PIXELS.fr, data: null });
      expect(answer.ms).toBeLessThan(1_000);
    });
  });
});

describe('each size is encoded once', () => {
  it('a small animated GIF costs two encodings: itself cleaned, and one WebP for both widths', async () => {
    const gif = await animation(64, 3);
    const encodings = vi.spyOn(sharp.prototype, 'toBuffer');
    try {
      const answer = await upload(gif);
      expect(answer.code).toBe(1);
      // The GIF variants are the cleaned GIF itself; 480 and 1080 wide are both its own 64 px.
      expect(encodings).toHaveBeenCalledTimes(2);
    } finally {
      encodings.mockRestore();
    }
  });
});

describe('pictures at work are bounded', () => {
  it('answers busy at once when the lane of big pictures is full, and takes the rest', async () => {
    // Big enough for the lane of big pictures (over a megapixel), small enough to be taken.
    const photo = await sharp(noise(1600, 1200, 3), { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => makeShopper(t.database.db)));
    const answers = await Promise.all(shoppers.map((shopper) => upload(photo, 'en', shopper.token)));
    const busy = answers.filter((answer) => answer.msg === BUSY);
    const taken = answers.filter((answer) => answer.code === 1);
    // Two at work, two waiting: the other two are refused.
    expect(busy).toHaveLength(2);
    expect(taken).toHaveLength(4);
    for (const refused of busy) {
      expect(refused).toMatchObject({ code: 0, data: null });
      expect(refused.at).toBeLessThanOrEqual(Math.min(...taken.map((answer) => answer.at)));
    }
  });

  it('a small picture is done within a second while two heavy animations are at work', async () => {
    const heavy = await animation(150, PICTURE_MAX_FRAMES);
    const small = await sharp(noise(8, 8, 4), { raw: { width: 8, height: 8, channels: 3 } })
      .png()
      .toBuffer();
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => makeShopper(t.database.db)));
    const running = [upload(heavy, 'en', first?.token), upload(heavy, 'en', second?.token)];
    // Long enough for both to be read and at work.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quick = await upload(small, 'en', third?.token);
    expect(quick.code).toBe(1);
    expect(quick.ms).toBeLessThan(1_000);
    const heavies = await Promise.all(running);
    for (const answer of heavies) {
      expect(answer.code, answer.msg).toBe(1);
      // They were at work all along.
      expect(answer.at).toBeGreaterThan(quick.at);
    }
  });
});
