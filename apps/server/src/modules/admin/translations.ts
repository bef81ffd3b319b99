import { eq } from 'drizzle-orm';
import { LANGUAGES, type TranslationSaveInput, type TranslationTarget } from '@storefront/shared';
import type { Db } from '../../db/client';
import { productTranslations, products, shopTranslations, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { CONTENT_DEFAULT_LANGUAGE } from '../catalog/translations';

/** The languages a product or shop is translated into: all but the one its own texts are written in. */
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language.file_name !== CONTENT_DEFAULT_LANGUAGE);

/**
 * A product's or shop's own texts and its translation in each other language (null where there is none yet),
 * for the console to edit side by side and to show what is missing.
 */
export async function translationsOf(db: Db, target: TranslationTarget, id: number) {
  const own = await ownTexts(db, target, id);
  const rows =
    target === 'product'
      ? await db.select().from(productTranslations).where(eq(productTranslations.productId, id))
      : (await db.select().from(shopTranslations).where(eq(shopTranslations.shopId, id))).map((row) => ({
          ...row,
          specs: null,
        }));
  const byLanguage = new Map(rows.map((row) => [row.lang, row]));
  return {
    target,
    id,
    own,
    languages: OTHER_LANGUAGES.map((language) => {
      const row = byLanguage.get(language.file_name);
      return {
        lang: language.file_name,
        language_name: language.language_name,
        translation: row ? { name: row.name, description: row.description, specs: row.specs ?? null } : null,
      };
    }),
  };
}

async function ownTexts(db: Db, target: TranslationTarget, id: number) {
  if (target === 'product') {
    const [product] = await db.select().from(products).where(eq(products.id, id));
    if (!product) throw new AppError('msg.product_not_found');
    return { name: product.name, description: product.description, specs: product.specs };
  }
  const [shop] = await db.select().from(shops).where(eq(shops.id, id));
  if (!shop) throw new AppError('msg.shop_not_found');
  return { name: shop.name, description: shop.description, specs: null };
}

/**
 * Saves one language's texts of a product or shop (created or replaced). Specs must have the product's own
 * shape, or the shop would show the product's own specs anyway; the default language is the row itself.
 */
export async function saveTranslation(db: Db, input: TranslationSaveInput) {
  if (input.lang === CONTENT_DEFAULT_LANGUAGE) throw new AppError('validation.invalid', { field: 'lang' });
  const own = await ownTexts(db, input.target, input.id);
  const texts = { name: input.name, description: input.description ?? '' };
  if (input.target === 'product') {
    const specs = input.specs ?? null;
    const shaped =
      specs === null ||
      (specs.length === (own.specs ?? []).length &&
        (own.specs ?? []).every((spec, index) => specs[index]?.values.length === spec.values.length));
    if (!shaped) throw new AppError('msg.translation_specs_shape');
    await db
      .insert(productTranslations)
      .values({ productId: input.id, lang: input.lang, ...texts, specs })
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.lang],
        set: { ...texts, specs },
      });
  } else {
    await db
      .insert(shopTranslations)
      .values({ shopId: input.id, lang: input.lang, ...texts })
      .onConflictDoUpdate({ target: [shopTranslations.shopId, shopTranslations.lang], set: texts });
  }
  return translationsOf(db, input.target, input.id);
}
