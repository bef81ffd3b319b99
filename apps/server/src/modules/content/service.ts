import { asc, eq } from 'drizzle-orm';
import { CURRENCY_LABEL, type Language } from '@storefront/shared';
import type { Db } from '../../db/client';
import { articles, settings } from '../../db/schema';

type Localized = Record<string, string>;
type StoredPlatform = {
  name: string;
  logo: string;
  service: { type: string; label: string; value: string }[];
  banners: { id: number; image: string; link: string; title: Localized }[];
};

const pick = (texts: Localized, language: Language) => texts[language.file_name] ?? texts.en ?? '';

/** The platform settings as the console stores them (every language's texts), if there are any. */
export async function storedPlatform(db: Db): Promise<StoredPlatform | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'platform'));
  return row?.value as StoredPlatform | undefined;
}

export async function platformInfo(db: Db, language: Language) {
  const stored = await storedPlatform(db);
  return {
    name: stored?.name ?? '',
    logo: stored?.logo ?? '',
    currency: CURRENCY_LABEL,
    service: stored?.service ?? [],
    banners: (stored?.banners ?? []).map((banner) => ({ ...banner, title: pick(banner.title, language) })),
  };
}

/** Articles of one kind in the request language; one without its own translation is shown in English. */
export async function listArticles(db: Db, kind: 'help' | 'law', language: Language) {
  const rows = await db
    .select()
    .from(articles)
    .where(eq(articles.kind, kind))
    .orderBy(asc(articles.sort), asc(articles.id));
  const rank = (lang: string) => (lang === language.file_name ? 0 : lang === 'en' ? 1 : 2);
  const bySlug = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const current = bySlug.get(row.slug);
    if (!current || rank(row.lang) < rank(current.lang)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()]
    .sort((a, b) => a.sort - b.sort)
    .map((row) => ({ id: row.id, slug: row.slug, title: row.title, content: row.content }));
}
