import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { articles, settings } from '../../db/schema';
import { createPglite, openPglite } from '../../db/client';
import { FIRST_BANNER_SLOT, homePage } from './home-page';

const { t, api } = useTestApp();

describe('platform info', () => {
  it('carries the name, the dollar currency label, service contacts and banners in the request language', async () => {
    const en = await api.get('/api/index/index', {}, { lang: 'en' });
    expect(en.data).toMatchObject({ name: 'Orbit Mall', currency: '$' });
    expect(en.data.service.length).toBeGreaterThan(0);
    expect(en.data.banners[0]).toMatchObject({
      image: expect.stringMatching(/^\/media\//),
      title: 'New season, new finds',
    });
    const zh = await api.get('/api/index/index', {}, { lang: 'zh-cn' });
    expect(zh.data.banners[0].title).toBe('新季上新，好物发现');
  });
});

describe('articles', () => {
  it('help and law come in the request language', async () => {
    const help = await api.get('/api/user/help_support', {}, { lang: 'zh-cn' });
    expect(help.data.length).toBeGreaterThanOrEqual(3);
    expect(help.data[0]).toMatchObject({ title: '如何下单？', content: expect.any(String) });
    const law = await api.get('/api/user/law', {}, { lang: 'en' });
    expect(law.data.map((a: { title: string }) => a.title)).toContain('Privacy Policy');
  });

  it('answers in the language, and in English for a topic without its own text, one article per topic', async () => {
    const en = await api.get('/api/user/law', {}, { lang: 'en' });
    const de = await api.get('/api/user/law', {}, { lang: 'de' });
    expect(de.data.map((article: { slug: string }) => article.slug)).toEqual(
      en.data.map((article: { slug: string }) => article.slug),
    );
    expect(de.data[0].title).not.toBe(en.data[0].title);
    // The German privacy policy withdrawn: that topic falls back to English, the others stay German.
    await t.database.db
      .delete(articles)
      .where(and(eq(articles.lang, 'de'), eq(articles.kind, 'law'), eq(articles.slug, 'privacy')));
    const fallen = await api.get('/api/user/law', {}, { lang: 'de' });
    const bySlug = (data: { slug: string; title: string }[]) => new Map(data.map((a) => [a.slug, a.title]));
    expect(bySlug(fallen.data).get('privacy')).toBe(bySlug(en.data).get('privacy'));
    expect(bySlug(fallen.data).get('terms')).toBe(bySlug(de.data).get('terms'));
    expect(fallen.data).toHaveLength(en.data.length);
  });
});

describe("Home's page with the first banner drawn in", () => {
  const page = `<div id="root"><div class="boot-home-banner">${FIRST_BANNER_SLOT}</div></div>`;
  const emptyOutline = '<div id="root"><div class="boot-home-banner"></div></div>';
  const setFirstBanner = (image: string) =>
    t.database.db
      .update(settings)
      .set({ value: sql`jsonb_set(${settings.value}, '{banners,0,image}', to_jsonb(${image}::text))` })
      .where(eq(settings.key, 'platform'));

  it("puts the platform's first banner picture into the outline", async () => {
    expect(await homePage(t.database.db, page)).toBe(
      '<div id="root"><div class="boot-home-banner"><img src="/media/banner/1.svg" alt="" fetchpriority="high"></div></div>',
    );
  });

  it('leaves the outline empty for a picture that is not a plain path of this site', async () => {
    for (const image of [
      '"><script>alert(1)</script>',
      '//elsewhere.example/banner.png',
      'https://elsewhere.example/banner.png',
      'javascript:alert(1)',
      '/media/banner/1.svg" onerror="alert(1)',
    ]) {
      await setFirstBanner(image);
      expect(await homePage(t.database.db, page)).toBe(emptyOutline);
    }
    await setFirstBanner('/media/banner/1.svg');
  });

  it('still makes the page when the database cannot answer', async () => {
    const closed = openPglite(await createPglite());
    await closed.close();
    expect(await homePage(closed.db, page)).toBe(emptyOutline);
  });
});
