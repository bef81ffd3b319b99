import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@storefront/shared';
import { productTranslations, products, shopTranslations } from '../src/db/schema';
import { DEMO_PRODUCT_COUNT, DEMO_SHOPS } from '../src/seed/catalog';
import { ARTICLES, PLATFORM_INFO } from '../src/seed/content-data';
import { catalogueTranslations } from '../src/seed/translations';
import en from '../src/seed/translations/en.json' with { type: 'json' };
import { useTestApp } from './harness';

const { t, api } = useTestApp({ seed: 'demo' });
const translations = catalogueTranslations();

/** Every text of a translation file by its path of keys (keys may hold dots: `6.5" Smartphone`). */
const paths = (value: unknown, at: string[] = []): string[][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => paths(inner, [...at, key]))
    : [at];
const text = (path: string[], from: unknown) =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], from) as string;
const named = (list: string[][]) => list.map((path) => path.join(' › ')).sort();

describe('the demo catalogue in other languages', () => {
  it('translates from en.json, which is the catalogue’s own text', () => {
    const specs = DEMO_SHOPS.flatMap((shop) => shop.products.flatMap((product) => product.specs ?? []));
    expect(en).toEqual({
      shops: Object.fromEntries(
        DEMO_SHOPS.map((shop) => [shop.name, { name: shop.name, description: shop.description }]),
      ),
      products: Object.fromEntries(
        DEMO_SHOPS.flatMap((shop) =>
          shop.products.map((product) => [
            product.name,
            { name: product.name, description: product.description },
          ]),
        ),
      ),
      specNames: Object.fromEntries(specs.map((spec) => [spec.name, spec.name])),
      specValues: Object.fromEntries(specs.flatMap((spec) => spec.values.map((value) => [value, value]))),
      banners: Object.fromEntries(
        PLATFORM_INFO.banners.map((banner) => [String(banner.id), banner.title.en]),
      ),
      articles: {
        help: Object.fromEntries(
          ARTICLES.help.en.map((a) => [a.slug, { title: a.title, content: a.content }]),
        ),
        law: Object.fromEntries(ARTICLES.law.en.map((a) => [a.slug, { title: a.title, content: a.content }])),
      },
    });
  });

  it.each([...translations.keys()])('%s has every text of en.json, none empty, written for it', (lang) => {
    const translation = translations.get(lang)!;
    expect(named(paths(translation))).toEqual(named(paths(en)));
    for (const path of paths(en))
      expect(text(path, translation).trim(), `${lang} ${path.join(' › ')}`).not.toBe('');
    // Descriptions and articles are prose: none may be left as the English.
    const prose = paths(en).filter((path) => path[0] === 'articles' || path.at(-1) === 'description');
    expect(named(prose.filter((path) => text(path, translation) === text(path, en))), lang).toEqual([]);
  });

  it('seeds every translated language’s products and shops, and serves them', async () => {
    const db = t.database.db;
    for (const lang of translations.keys()) {
      expect(await db.$count(productTranslations, eq(productTranslations.lang, lang)), lang).toBe(
        DEMO_PRODUCT_COUNT,
      );
      expect(await db.$count(shopTranslations, eq(shopTranslations.lang, lang)), lang).toBe(
        DEMO_SHOPS.length,
      );
    }
    const [lamp] = await db
      .select()
      .from(products)
      .where(sql`jsonb_array_length(${products.specs}) > 0`)
      .limit(1);
    for (const lang of translations.keys()) {
      const own = translations.get(lang)!.products[lamp!.name as keyof typeof en.products];
      const detail = (await api.get('/api/product/detail', { id: lamp!.id }, { lang })).data;
      expect(detail.name, lang).toBe(own.name);
      expect(detail.specs.length, lang).toBe(lamp!.specs.length);
    }
  });

  it('is written for every language of the app', () => {
    expect([...translations.keys(), 'en'].sort()).toEqual(
      LANGUAGES.map((language) => language.file_name).sort(),
    );
  });
});
