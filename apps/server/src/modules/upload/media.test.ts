import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_SIDE_PX, PICTURE_WIDTHS_PX, pictureUrl } from '@storefront/shared';
import { uploads } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { multipartPicture } from '../../../test/security-support';
import { makeShopper } from '../../../test/shopping-fixtures';
import { PICTURE_MAX_INPUT_PIXELS } from './pictures';

const { t } = useTestApp();
const FOREVER = 'public, max-age=31536000, immutable';
const NOT_A_PICTURE = {
  en: 'Only PNG, JPEG, WebP or GIF pictures can be uploaded',
  de: 'Es können nur Bilder im Format PNG, JPEG, WebP oder GIF hochgeladen werden',
};
const TOO_MANY_PIXELS = {
  en: 'The picture has too many pixels or frames, please send a smaller one',
  de: 'Das Bild hat zu viele Pixel oder Einzelbilder, bitte senden Sie ein kleineres',
};
const NOT_FOUND_FR = "La ressource demandée n'existe pas";

const folder = () => path.join(t.config.dataDir, 'uploads');
const stored = (name: string) => path.join(folder(), name);
const hashOf = (url: string) => /^\/uploads\/([0-9a-f]{32})\.\w+$/.exec(url)?.[1] ?? '';

/** Pixels that are not one flat colour, so encoders have something to keep. */
function gradient(widthPx: number, heightPx: number) {
  const pixels = Buffer.alloc(widthPx * heightPx * 3);
  for (let y = 0; y < heightPx; y += 1)
    for (let x = 0; x < widthPx; x += 1) pixels.set([x % 256, y % 256, (x + y) % 256], (y * widthPx + x) * 3);
  return sharp(pixels, { raw: { width: widthPx, height: heightPx, channels: 3 } });
}

/** A phone photo: 3000×2000 JPEG, held sideways (EXIF orientation 6), with the camera's make and where it was. */
async function phonePhoto() {
  return gradient(3000, 2000)
    .jpeg()
    .withExif({
      IFD0: { Make: 'OrbitPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function upload(bytes: Buffer, lang = 'en') {
  const shopper = await makeShopper(t.database.db);
  const { headers, payload } = multipartPicture(bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/common/upload?lang=${lang}`,
    headers: { ...headers, token: shopper.token },
    payload,
  });
  return response.json() as { code: number; msg: string; data: { url: string } | null };
}

async function uploaded(bytes: Buffer) {
  const answer = await upload(bytes);
  expect(answer).toMatchObject({
    code: 1,
    data: { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.\w+$/) },
  });
  return answer.data?.url ?? '';
}

async function served(url: string) {
  const response = await t.app.inject(`${url}?lang=fr`);
  return {
    response,
    metadata: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : undefined,
  };
}

describe('uploaded pictures are cleaned and kept in several sizes', () => {
  it('turns a phone photo upright, strips its EXIF and GPS, caps its size and writes each width in two formats', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    // The test's own photo does carry what must go.
    expect(before).toMatchObject({ width: 3000, height: 2000, orientation: 6 });
    expect(before.exif?.toString('latin1')).toContain('OrbitPhone');
    expect(
      before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const url = await uploaded(photo);
    expect(url).toMatch(/\.jpg$/);
    const hash = hashOf(url);
    const original = await sharp(await readFile(stored(`${hash}.jpg`))).metadata();
    // Upright (portrait now) and no larger than the cap on its longest side, without any metadata.
    expect(original).toMatchObject({ format: 'jpeg', width: 1365, height: PICTURE_MAX_SIDE_PX });
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();
    expect(original.xmp).toBeUndefined();
    expect(original.iptc).toBeUndefined();
    expect((await readFile(stored(`${hash}.jpg`))).includes('OrbitPhone')).toBe(false);

    for (const widthPx of Object.values(PICTURE_WIDTHS_PX)) {
      for (const [extension, format, type] of [
        ['webp', 'webp', 'image/webp'],
        ['jpg', 'jpeg', 'image/jpeg'],
      ] as const) {
        const name = `${hash}-${widthPx}.${extension}`;
        const file = await sharp(await readFile(stored(name))).metadata();
        expect(file, name).toMatchObject({
          format,
          width: widthPx,
          height: Math.round((widthPx * 2048) / 1365),
        });
        expect(file.exif, name).toBeUndefined();
        const { response } = await served(`/uploads/${name}`);
        expect(response.statusCode, name).toBe(200);
        expect(response.headers['content-type'], name).toBe(type);
        expect(response.headers['cache-control'], name).toBe(FOREVER);
      }
    }
    const { response } = await served(url);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(FOREVER);
  });

  it('the apps’ URLs of each size are served in WebP at their widths', async () => {
    const url = await uploaded(await gradient(1600, 1200).png().toBuffer());
    expect(pictureUrl(url, 'thumb')).not.toBe(url);
    for (const size of ['thumb', 'large'] as const) {
      const { response, metadata } = await served(pictureUrl(url, size));
      expect(response.statusCode, size).toBe(200);
      expect(response.headers['content-type'], size).toBe('image/webp');
      expect(response.headers['cache-control'], size).toBe(FOREVER);
      expect(metadata, size).toMatchObject({ format: 'webp', width: PICTURE_WIDTHS_PX[size] });
    }
    // A PNG's own-format variants are PNGs; its original keeps its size under the cap.
    expect(await sharp(await readFile(stored(`${hashOf(url)}-480.png`))).metadata()).toMatchObject({
      format: 'png',
      width: 480,
    });
    expect(await sharp(await readFile(stored(`${hashOf(url)}.png`))).metadata()).toMatchObject({
      width: 1600,
      height: 1200,
    });
  });

  it('never enlarges a small picture, and keeps a WebP in one format', async () => {
    const url = await uploaded(await gradient(300, 200).webp().toBuffer());
    const hash = hashOf(url);
    expect((await readdir(folder())).filter((name) => name.startsWith(hash)).sort()).toEqual(
      [`${hash}-1080.webp`, `${hash}-480.webp`, `${hash}.webp`].sort(),
    );
    for (const name of [`${hash}.webp`, `${hash}-480.webp`, `${hash}-1080.webp`])
      expect(await sharp(await readFile(stored(name))).metadata(), name).toMatchObject({
        width: 300,
        height: 200,
      });
  });

  it('keeps an animated GIF animated, in GIF and in WebP', async () => {
    // Three frames of 600×200, stacked in one strip.
    const framed = await sharp(await gradient(600, 600).raw().toBuffer(), {
      raw: { width: 600, height: 600, channels: 3, pageHeight: 200 },
    })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(framed, { animated: true }).metadata()).pages).toBe(3);
    const url = await uploaded(framed);
    const hash = hashOf(url);
    for (const name of [`${hash}.gif`, `${hash}-480.gif`, `${hash}-480.webp`, `${hash}-1080.webp`]) {
      const metadata = await sharp(await readFile(stored(name)), { animated: true }).metadata();
      expect(metadata.pages, name).toBe(3);
    }
    expect(
      await sharp(await readFile(stored(`${hash}-480.webp`)), { animated: true }).metadata(),
    ).toMatchObject({
      width: 480,
      pageHeight: 160,
    });
  });
});

describe('a picture that does not decode is refused', () => {
  it('refuses garbage behind PNG and JPEG magic, a cut JPEG and a bomb, in the reader’s language, keeping nothing', async () => {
    const photo = await gradient(800, 600).jpeg().toBuffer();
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // One pixel more than the limit, in a few kilobytes of PNG.
    const bomb = await sharp({
      create: {
        width: 10_000,
        height: Math.ceil(PICTURE_MAX_INPUT_PIXELS / 10_000) + 1,
        channels: 3,
        background: '#fff',
      },
    })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const broken = {
      'garbage behind PNG magic': Buffer.concat([pngMagic, Buffer.alloc(4096, 0x5a)]),
      'garbage behind JPEG magic': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4096, 0x07)]),
      'a JPEG cut in half': photo.subarray(0, Math.floor(photo.length / 2)),
      'a PNG cut short': (await gradient(800, 600).png().toBuffer()).subarray(0, 20_000),
    };
    const filesBefore = (await readdir(folder())).sort();
    const rowsBefore = await t.database.db.$count(uploads);
    for (const [what, bytes] of Object.entries(broken)) {
      for (const lang of ['en', 'de'] as const) {
        expect(await upload(bytes, lang), `${what} (${lang})`).toMatchObject({
          code: 0,
          msg: NOT_A_PICTURE[lang],
          data: null,
        });
      }
    }
    // The bomb is refused by its header, as too big rather than as no picture (decision 041).
    for (const lang of ['en', 'de'] as const)
      expect(await upload(bomb, lang), `a decompression bomb (${lang})`).toMatchObject({
        code: 0,
        msg: TOO_MANY_PIXELS[lang],
        data: null,
      });
    expect((await readdir(folder())).sort()).toEqual(filesBefore);
    expect(await t.database.db.$count(uploads)).toBe(rowsBefore);
  });
});

describe('pictures stored before they were kept in several sizes', () => {
  it('makes a missing variant on its first request, cleaned, and keeps it', async () => {
    // An upload of the old kind: the photo's own bytes, EXIF and all, and no variants beside it.
    const hash = 'a'.repeat(32);
    await writeFile(stored(`${hash}.jpg`), await phonePhoto());
    const url = `/uploads/${hash}.jpg`;

    const thumb = await served(pictureUrl(url, 'thumb'));
    expect(thumb.response.statusCode).toBe(200);
    expect(thumb.response.headers['content-type']).toBe('image/webp');
    expect(thumb.response.headers['cache-control']).toBe(FOREVER);
    // Upright: 480 wide of a portrait 2000×3000.
    expect(thumb.metadata).toMatchObject({ format: 'webp', width: 480, height: 720 });
    expect(thumb.metadata?.exif).toBeUndefined();
    expect(existsSync(stored(`${hash}-480.webp`))).toBe(true);
    // The kept file is what the next request gets, from the static files.
    const again = await served(pictureUrl(url, 'thumb'));
    expect(again.response.rawPayload.equals(thumb.response.rawPayload)).toBe(true);
    expect(again.response.headers['cache-control']).toBe(FOREVER);

    const large = await served(`/uploads/${hash}-1080.jpg`);
    expect(large.response.headers['content-type']).toBe('image/jpeg');
    expect(large.metadata).toMatchObject({ format: 'jpeg', width: 1080, height: 1620 });
    expect(large.metadata?.exif).toBeUndefined();
  });

  it('points a variant of an old undecodable picture to the picture itself, never a 500', async () => {
    const hash = 'b'.repeat(32);
    await writeFile(
      stored(`${hash}.png`),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(60)]),
    );
    const response = await t.app.inject(`/uploads/${hash}-480.webp`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/uploads/${hash}.png`);
    expect(existsSync(stored(`${hash}-480.webp`))).toBe(false);
  });

  it('answers a 404 envelope for a picture that does not exist, or a size or format that is not kept', async () => {
    const url = await uploaded(await gradient(640, 480).jpeg().toBuffer());
    const hash = hashOf(url);
    for (const missing of [
      `/uploads/${'c'.repeat(32)}.png`,
      `/uploads/${'c'.repeat(32)}-480.webp`,
      `/uploads/${hash}-999.webp`,
      `/uploads/${hash}-480.png`,
      `/uploads/${hash}-480.avif`,
      `/uploads/${hash}`,
      '/uploads',
      '/uploads/nested/name.png',
    ]) {
      const response = await t.app.inject(`${missing}?lang=fr`);
      expect(response.statusCode, missing).toBe(404);
      expect(response.headers['content-type'], missing).toMatch(/^application\/json/);
      expect(response.json(), missing).toMatchObject({ code: 0, msg: NOT_FOUND_FR, data: null });
    }
    expect(existsSync(stored(`${hash}-999.webp`))).toBe(false);
    expect(existsSync(stored(`${hash}-480.png`))).toBe(false);
  });
});
