import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { id } from './fields';

/**
 * A shop's catalogue as a CSV file (decision 047): one product a row, the first row naming the columns. Each
 * row is checked with the product form's own schema; its texts in the other languages are the columns
 * `name_<lang>`, `description_<lang>` and `specs_<lang>` (the language's file name: `name_de`, `name_zh-cn`).
 */
export const CATALOGUE_COLUMNS = [
  'name',
  'description',
  'category',
  'price',
  'original_price',
  'stock',
  'weight_grams',
  'status',
  'specs',
  'pictures',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** Columns without which a row cannot be a product. */
export const CATALOGUE_REQUIRED_COLUMNS = ['name', 'category', 'price'] as const;

/** The translated columns, per language other than the catalogue's own (English). */
export const CATALOGUE_TRANSLATED_FIELDS = ['name', 'description', 'specs'] as const;
export const catalogueTranslatedColumns = () =>
  LANGUAGES.filter((language) => language.file_name !== 'en').flatMap((language) =>
    CATALOGUE_TRANSLATED_FIELDS.map((field) => `${field}_${language.file_name}`),
  );

/** A catalogue file: at most this many bytes and rows. */
export const CATALOGUE_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
export const CATALOGUE_IMPORT_MAX_ROWS = 10_000;
/** The report names at most this many problems; `refused_rows` still counts every refused row. */
export const CATALOGUE_REPORT_MAX = 1000;
/** What the apps wait for an import: a full file takes seconds to tens of seconds (decision 047). */
export const CATALOGUE_IMPORT_TIMEOUT_MS = 120_000;

/** The operator's import and export name the shop. */
export const catalogueShopQuery = z.object({ shop_id: id('shop_id') });
