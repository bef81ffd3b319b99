import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findLanguage, type LanguageFileName } from '@storefront/shared';
import type { ProductSpec } from '../../db/schema';
import { catalogueTranslationsFolder } from '../../paths';
import type en from './en.json';

/**
 * The demo catalogue in another language, written by hand (one JSON per language, keyed by the English
 * texts of `en.json`, which is the catalogue's own text extracted): shops, products, spec names and values,
 * banner titles, help and law articles.
 */
export type CatalogueTranslation = typeof en;

/** Every language the demo catalogue is translated into, but English, which the rows are written in. */
export function catalogueTranslations(): Map<LanguageFileName, CatalogueTranslation> {
  const found = new Map<LanguageFileName, CatalogueTranslation>();
  for (const file of readdirSync(catalogueTranslationsFolder)) {
    const language = findLanguage(file.replace(/\.json$/, ''));
    if (!file.endsWith('.json') || !language || language.file_name === 'en') continue;
    found.set(
      language.file_name,
      JSON.parse(readFileSync(path.join(catalogueTranslationsFolder, file), 'utf8')) as CatalogueTranslation,
    );
  }
  return found;
}

/** A product's specs in a language: each name and value as the translation writes it, the same shape. */
export const specsIn = (specs: ProductSpec[], translation: CatalogueTranslation): ProductSpec[] =>
  specs.map((spec) => ({
    name: (translation.specNames as Record<string, string>)[spec.name] ?? spec.name,
    values: spec.values.map((value) => (translation.specValues as Record<string, string>)[value] ?? value),
  }));
