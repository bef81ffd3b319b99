import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';

const { api } = useTestApp();

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

  it('falls back to English for a language without its own text, one article per topic', async () => {
    const de = await api.get('/api/user/law', {}, { lang: 'de' });
    const en = await api.get('/api/user/law', {}, { lang: 'en' });
    expect(de.data).toEqual(en.data);
  });
});
