import { CATEGORY_KEYS } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, categories, settings } from '../db/schema';
import { CATEGORY_ICONS } from './catalog';
import { ARTICLES, PLATFORM_INFO } from './content-data';
import { catalogueTranslations } from './translations';
import { DEFAULT_WITHDRAW_SETTINGS } from '../modules/wallet/funds';

/**
 * What every storefront needs, demo or not: the ten categories of the spec, the platform info and the help
 * and law articles. Safe to run on every start; it never overwrites what an operator changed.
 */
export async function seedBase(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(
      CATEGORY_KEYS.map((key, index) => ({
        key,
        icon: CATEGORY_ICONS[key],
        sort: index + 1,
      })),
    )
    .onConflictDoNothing();
  await db.insert(settings).values({ key: 'platform', value: platformInfo() }).onConflictDoNothing();
  await addMissingBannerTitles(db);
  await db
    .insert(settings)
    .values({ key: 'withdraw', value: DEFAULT_WITHDRAW_SETTINGS })
    .onConflictDoNothing();
  const rows = Object.entries(ARTICLES).flatMap(([kind, byLanguage]) =>
    Object.entries(byLanguage).flatMap(([lang, list]) =>
      list.map((article, index) => ({ kind, lang, sort: index + 1, ...article })),
    ),
  );
  await db
    .insert(articles)
    .values([...rows, ...translatedArticles()])
    .onConflictDoNothing();
}

/** The platform info with its banner titles in every language the demo content is translated into. */
function platformInfo() {
  const translations = catalogueTranslations();
  return {
    ...PLATFORM_INFO,
    banners: PLATFORM_INFO.banners.map((banner) => ({
      ...banner,
      title: {
        ...Object.fromEntries(
          [...translations].map(([lang, translation]) => [
            lang,
            (translation.banners as Record<string, string>)[String(banner.id)] ?? banner.title.en,
          ]),
        ),
        ...banner.title,
      },
    })),
  };
}

type StoredBanner = { id: number; title: Record<string, string> };

/**
 * A storefront seeded before its banners were translated keeps English and Chinese titles only. Languages a
 * demo banner's title lacks are added, for banners whose English title is still the demo's: a title the
 * operator wrote, and a language the operator filled in, are never replaced.
 */
async function addMissingBannerTitles(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'platform'));
  const stored = row?.value as { banners?: StoredBanner[] } | undefined;
  if (!stored?.banners) return;
  const seeded = new Map(platformInfo().banners.map((banner) => [banner.id, banner.title]));
  let added = false;
  const banners = stored.banners.map((banner) => {
    const titles: Record<string, string> | undefined = seeded.get(banner.id);
    if (!titles || titles.en !== banner.title.en) return banner;
    const missing = Object.entries(titles).filter(([lang]) => !(lang in banner.title));
    if (missing.length === 0) return banner;
    added = true;
    return { ...banner, title: { ...Object.fromEntries(missing), ...banner.title } };
  });
  if (added) {
    await db
      .update(settings)
      .set({ value: { ...stored, banners } })
      .where(eq(settings.key, 'platform'));
  }
}

/** Help and law articles in the translated languages that `ARTICLES` does not hold itself. */
function translatedArticles() {
  return [...catalogueTranslations()].flatMap(([lang, translation]) =>
    (['help', 'law'] as const).flatMap((kind) =>
      lang in ARTICLES[kind]
        ? []
        : ARTICLES[kind].en.flatMap((article, index) => {
            const own = (translation.articles[kind] as Record<string, { title: string; content: string }>)[
              article.slug
            ];
            return own ? [{ kind, lang, sort: index + 1, slug: article.slug, ...own }] : [];
          }),
    ),
  );
}
