import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  productTranslations,
  type ProductSpec,
  products as productsTable,
  shopTranslations,
  type shops,
} from '../../db/schema';
import { normalizeSpec } from '../cart/spec';

/** The language the product and shop rows themselves are written in. */
export const CONTENT_DEFAULT_LANGUAGE = 'en';

type ProductRow = typeof productsTable.$inferSelect;
type ShopRow = typeof shops.$inferSelect;

type Texts = { name: string; description: string };

/** A row with the texts of its translation, field by field its own where the translation has none. */
const withTexts = <Row extends Texts>(row: Row, translation: Texts | undefined): Row =>
  translation
    ? { ...row, name: translation.name || row.name, description: translation.description || row.description }
    : row;

/**
 * Product rows as a language shows them: name, description and specs of the row's translation. One query for
 * all the rows (a page, a detail), never one per row; none in the default language.
 */
export async function productsInLanguage<Row extends ProductRow>(
  db: Db,
  rows: Row[],
  language: string,
): Promise<Row[]> {
  if (language === CONTENT_DEFAULT_LANGUAGE || rows.length === 0) return rows;
  const ids = rows.map((row) => row.id);
  const translations = await db
    .select()
    .from(productTranslations)
    .where(and(eq(productTranslations.lang, language), inArray(productTranslations.productId, ids)));
  const byProduct = new Map(translations.map((translation) => [translation.productId, translation]));
  return rows.map((row) => {
    const translation = byProduct.get(row.id);
    const specs = translation?.specs ?? null;
    return { ...withTexts(row, translation), specs: sameShape(row.specs, specs) ? specs : row.specs };
  });
}

/** Shop rows as a language shows them, like `productsInLanguage`. */
export async function shopsInLanguage<Row extends ShopRow>(
  db: Db,
  rows: Row[],
  language: string,
): Promise<Row[]> {
  if (language === CONTENT_DEFAULT_LANGUAGE || rows.length === 0) return rows;
  const ids = rows.map((row) => row.id);
  const translations = await db
    .select()
    .from(shopTranslations)
    .where(and(eq(shopTranslations.lang, language), inArray(shopTranslations.shopId, ids)));
  const byShop = new Map(translations.map((translation) => [translation.shopId, translation]));
  return rows.map((row) => withTexts(row, byShop.get(row.id)));
}

/**
 * Translated specs are shown only when they match the product's own spec for spec and value for value: a
 * product whose options changed after it was translated shows its own until the translation is updated.
 */
export function sameShape(
  own: ProductRow['specs'],
  translated: ProductRow['specs'] | null,
): translated is ProductRow['specs'] {
  return (
    translated !== null &&
    translated.length === own.length &&
    own.every((spec, index) => translated[index]?.values.length === spec.values.length)
  );
}

/**
 * A spec text written with one spelling of the specs ("Farbe: Schwarz") in the other (`"Color: Black"`), name and
 * value by their positions; a part neither spelling knows is left as it is, for the usual check to refuse.
 */
function respell(text: string, from: ProductSpec[], to: ProductSpec[]): string {
  return text
    .split(';')
    .map((part) => {
      const [name = '', ...rest] = part.split(':');
      const value = rest.join(':').trim();
      const index = from.findIndex((spec) => spec.name.toLowerCase() === name.trim().toLowerCase());
      const source = from[index];
      const target = to[index];
      if (!source || !target) return part.trim();
      const valueIndex = source.values.findIndex(
        (candidate) => candidate.toLowerCase() === value.toLowerCase(),
      );
      return `${target.name}: ${target.values[valueIndex] ?? value}`;
    })
    .join('; ');
}

/** A chosen spec as the shopper's language writes it ("Farbe: Schwarz") in the product's own words. */
export function specInDefaultLanguage(
  own: ProductSpec[],
  translated: ProductSpec[] | null,
  chosen: string | undefined,
): string | undefined {
  return chosen && sameShape(own, translated) ? respell(chosen, translated, own) : chosen;
}

/** A product's specs in a language, when it has them (one row by its key). */
async function translatedSpecs(db: Db, productId: number, language: string) {
  if (language === CONTENT_DEFAULT_LANGUAGE) return null;
  const [row] = await db
    .select({ specs: productTranslations.specs })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, productId), eq(productTranslations.lang, language)));
  return row?.specs ?? null;
}

/**
 * A chosen spec checked and written in the product's own words, whichever of the product's languages the
 * shopper chose it in. The product's own words are tried first and cost nothing more; only a choice in the
 * shopper's language reads the translation, whose names then also name what is missing or wrong.
 */
export async function chosenSpec(
  db: Db,
  product: Pick<ProductRow, 'id' | 'specs'>,
  chosen: string | undefined,
  language: string,
): Promise<string> {
  try {
    return normalizeSpec(product.specs, chosen);
  } catch (error) {
    const translated = await translatedSpecs(db, product.id, language);
    if (!sameShape(product.specs, translated)) throw error;
    return normalizeSpec(product.specs, specInDefaultLanguage(product.specs, translated, chosen), translated);
  }
}

/** A spec text in the product's own words ("Color: Black") as a language writes it ("Farbe: Schwarz"). */
export function specInLanguage(own: ProductSpec[], translated: ProductSpec[] | null, text: string): string {
  return text && sameShape(own, translated) ? respell(text, own, translated) : text;
}

/**
 * Lines of bags or orders (a product's name and chosen spec as they were written, in the product's own words)
 * as a language shows them today, from the products' translations: one query for all the lines.
 */
export async function linesInLanguage<Line extends { productId: number; name: string; spec: string }>(
  db: Db,
  lines: Line[],
  language: string,
): Promise<Line[]> {
  if (language === CONTENT_DEFAULT_LANGUAGE || lines.length === 0) return lines;
  const ids = [...new Set(lines.map((line) => line.productId))];
  const found = await db
    .select({ id: productsTable.id, specs: productsTable.specs, translation: productTranslations })
    .from(productsTable)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, productsTable.id), eq(productTranslations.lang, language)),
    )
    .where(inArray(productsTable.id, ids));
  const byProduct = new Map(found.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byProduct.get(line.productId);
    if (!product) return line;
    return {
      ...line,
      name: product.translation.name || line.name,
      spec: specInLanguage(product.specs, product.translation.specs, line.spec),
    };
  });
}
