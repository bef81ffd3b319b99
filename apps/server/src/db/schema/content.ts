import { integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Help and law articles, one row per language; a language without its own text reads the English one. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    slug: varchar('slug', { length: 60 }).notNull(),
    lang: varchar('lang', { length: 10 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('articles_slug_lang_key').on(t.kind, t.slug, t.lang)],
);

export const settings = pgTable('settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
});
