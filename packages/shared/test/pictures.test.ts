import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS_PX, pictureUrl } from '../src/pictures';

describe('pictureUrl', () => {
  const hash = '0123456789abcdef0123456789abcdef';

  it('maps an uploaded picture of any type to its WebP of the place’s width', () => {
    for (const extension of ['png', 'jpg', 'gif', 'webp']) {
      const url = `/uploads/${hash}.${extension}`;
      expect(pictureUrl(url, 'thumb'), url).toBe(`/uploads/${hash}-${PICTURE_WIDTHS_PX.thumb}.webp`);
      expect(pictureUrl(url, 'large'), url).toBe(`/uploads/${hash}-${PICTURE_WIDTHS_PX.large}.webp`);
    }
    expect(PICTURE_WIDTHS_PX.thumb).toBeLessThan(PICTURE_WIDTHS_PX.large);
  });

  it('leaves every other URL as it is', () => {
    for (const url of [
      '/media/art/gift/10.svg',
      '/media/logo/OM/200.svg',
      'https://elsewhere.example/x.png',
      `https://elsewhere.example/uploads/${hash}.png`,
      `/uploads/${hash}-480.webp`,
      `/uploads/${hash}.svg`,
      `/uploads/${hash.toUpperCase()}.png`,
      `/uploads/${hash}.png?v=1`,
      '/uploads/never-uploaded.png',
      '',
    ])
      expect(pictureUrl(url, 'thumb'), url).toBe(url);
  });
});
