import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BannerCarousel } from '../src/features/home/BannerCarousel';
import { initI18n } from '../src/lib/i18n';
import { loadLocale } from '../src/lib/locale-files';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const banner = (id: number) => ({
  id,
  image: `/media/banner/${id}.svg`,
  link: `/shop/${id}`,
  title: `Banner ${id}`,
});
let root: Root | undefined;

function mount(banners: ReturnType<typeof banner>[]) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  act(() => root?.render(createElement(MemoryRouter, null, createElement(BannerCarousel, { banners }))));
  return container;
}

beforeAll(() => initI18n());
afterEach(() => act(() => root?.unmount()));

describe('home banners', () => {
  it('loops: a copy of the last banner before the first and of the first after the last, hidden from readers', () => {
    const container = mount([banner(1), banner(2), banner(3)]);
    const slides = [...container.querySelectorAll<HTMLAnchorElement>('.banner-slide')];
    expect(slides.map((slide) => slide.textContent)).toEqual([
      'Banner 3',
      'Banner 1',
      'Banner 2',
      'Banner 3',
      'Banner 1',
    ]);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([
      'true',
      null,
      null,
      null,
      'true',
    ]);
    expect(slides[1]?.getAttribute('href')).toBe('/shop/1');
    const dots = container.querySelectorAll('.banner-dots span');
    expect(dots).toHaveLength(3);
    expect(dots[0]?.className).toBe('active');
  });

  it('shows a single banner as it is, and nothing without banners', () => {
    expect(mount([banner(1)]).querySelectorAll('.banner-slide, .banner-dots')).toHaveLength(1);
    expect(mount([]).innerHTML).toBe('');
  });
});

describe('language files', () => {
  it('fetches a language once however often it is asked for', () => {
    const language = {
      file_name: 'de',
      code: 'de',
      language_name: 'Deutsch',
      bcp47: 'de',
      dir: 'ltr',
    } as const;
    expect(loadLocale(language)).toBe(loadLocale(language));
  });
});
