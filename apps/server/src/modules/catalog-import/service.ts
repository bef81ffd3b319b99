import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { locales } from '@storefront/i18n';
import {
  CATALOGUE_IMPORT_MAX_ROWS,
  CATALOGUE_REPORT_MAX,
  CATALOGUE_TRANSLATED_FIELDS,
  formatCents,
  LANGUAGES,
  parseMessageRef,
  sellerProductSaveSchema,
  translationSaveSchema,
} from '@storefront/shared';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { categories, productTranslations, products, type ProductSpec, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Translate, translateMessageRef } from '../../lib/i18n';
import { CONTENT_DEFAULT_LANGUAGE, sameShape } from '../catalog/translations';
import { PictureLane } from '../upload/picture-work';
import { inTransaction } from '../../lib/transaction';
import { citableUploads, type PictureSource } from '../upload/service';
import {
  allCatalogueColumns,
  isBlankRow,
  MalformedCatalogue,
  parsePicturesCell,
  parseSpecsCell,
  picturesCell,
  readCsv,
  readHeader,
  specsCell,
  writeCsv,
} from './catalogue-file';

/**
 * One import at a time per instance, one more waiting: a full file holds a core and a database connection for
 * seconds to tens of seconds and its rows in memory (decision 047). Past that, `msg.import_busy` at once.
 */
const imports = new PictureLane(1, 1, 'msg.import_busy');

/** Rows checked between two turns of the event loop. */
const ROWS_BETWEEN_TURNS = 500;

/** URLs asked of the uploads table at once (PostgreSQL takes at most 65,535 parameters a statement). */
const PICTURES_PER_QUERY = 10_000;

const TRANSLATED_LANGUAGES = LANGUAGES.map((language) => language.file_name).filter(
  (lang) => lang !== CONTENT_DEFAULT_LANGUAGE,
);

/** A row's texts in another language: the translation form's own fields. */
const translationSchema = translationSaveSchema.pick({ name: true, description: true, specs: true });

type Refusal = { row: number; column: string; key: string; message: string };
type ProductRow = {
  name: string;
  description: string;
  categoryId: number;
  priceCents: number;
  originalPriceCents: number | null;
  stock: number;
  weightGrams: number;
  status: 'on' | 'off';
  specs: ProductSpec[];
  images: string[];
  translations: Array<{ lang: string; name: string; description: string; specs: ProductSpec[] | null }>;
};

/** The product form's fields and the columns of the file that hold them. */
const COLUMN_OF_FIELD: Record<string, string> = { category_id: 'category', images: 'pictures' };

/** Who imports into which shop, and the language the report is written in. */
export type CatalogueImport = { shopId: number; pictures: PictureSource; t: Translate };

/**
 * Imports a catalogue file into a shop (decision 047): every row is checked with the product form's schema
 * (`sellerProductSaveSchema`), its category and pictures as the form's save checks them, and its translations
 * with the translation form's fields. Any refused row: nothing is written, and the report names each problem
 * by row and column. All rows good: the products and their translations are inserted together, one statement
 * per table, in one transaction (`transaction`: the operators' audited one).
 */
export async function importProducts(
  db: Db,
  target: CatalogueImport,
  file: Buffer,
  transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T> = (work) => inTransaction(db, work),
) {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, target.shopId));
  if (!shop) throw new AppError('msg.shop_not_found');
  return imports.run(async () => {
    const checked = await checkFile(db, target, file);
    if (checked.refusedRows > 0) {
      return { imported: 0, refused_rows: checked.refusedRows, refused: checked.refused };
    }
    const imported = await transaction((tx) => insertProducts(tx, target.shopId, checked.rows));
    return { imported, refused_rows: 0, refused: [] };
  });
}

/** Reads the file and checks every row, collecting what is wrong rather than stopping at the first. */
async function checkFile(db: Db, target: CatalogueImport, file: Buffer) {
  const refused: Refusal[] = [];
  const refusedRows = new Set<number>();
  const refuse = (row: number, column: string, ref: string, params = {}) => {
    refusedRows.add(row);
    if (refused.length < CATALOGUE_REPORT_MAX) {
      const { key } = parseMessageRef(ref);
      refused.push({ row, column, key, message: translateMessageRef(target.t, ref, params) });
    }
  };
  const report = () => ({ rows: [] as ProductRow[], refused, refusedRows: refusedRows.size });

  let cells: string[][];
  try {
    cells = readCsv(file);
  } catch (error) {
    if (!(error instanceof MalformedCatalogue)) throw error;
    refuse(error.row, '', 'msg.import_malformed');
    return report();
  }
  const [headerCells, ...records] = cells;
  const productCount = records.filter((record) => !isBlankRow(record)).length;
  if (!headerCells || productCount === 0) throw new AppError('msg.import_empty');
  if (productCount > CATALOGUE_IMPORT_MAX_ROWS) {
    throw new AppError('msg.import_too_many_rows', { max: CATALOGUE_IMPORT_MAX_ROWS });
  }
  const header = readHeader(headerCells);
  for (const problem of header.problems) refuse(1, problem.column, problem.key);
  if (header.problems.length > 0) return report();

  const categoryOf = await categoryFinder(db);
  const rows: Array<ProductRow & { row: number }> = [];
  for (const [index, record] of records.entries()) {
    // Checking a full file takes seconds of one core: other requests get their turns between its rows.
    if (index % ROWS_BETWEEN_TURNS === ROWS_BETWEEN_TURNS - 1) await new Promise(setImmediate);
    const row = index + 2;
    if (isBlankRow(record)) continue;
    if (record.length !== headerCells.length) {
      refuse(row, '', 'msg.import_malformed');
      continue;
    }
    const cell = (column: string) => record[header.columns.indexOf(column)]?.trim() ?? '';
    const optional = (column: string) => cell(column) || undefined;
    const categoryText = cell('category');
    const categoryId = categoryOf(categoryText);
    if (categoryText && categoryId === undefined) refuse(row, 'category', 'msg.category_not_found');
    const parsed = sellerProductSaveSchema.safeParse({
      name: cell('name'),
      description: optional('description'),
      category_id: categoryText ? (categoryId ?? 1) : undefined,
      price: cell('price'),
      original_price: optional('original_price'),
      stock: optional('stock'),
      weight_grams: optional('weight_grams'),
      status: optional('status'),
      specs: parseSpecsCell(cell('specs')),
      images: parsePicturesCell(cell('pictures')),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'request');
        const ref = /^(validation|msg)\./.test(issue.message) ? issue.message : `validation.invalid|${field}`;
        refuse(row, COLUMN_OF_FIELD[field] ?? field, ref);
      }
    }
    const translations: ProductRow['translations'] = [];
    for (const lang of TRANSLATED_LANGUAGES) {
      const [name, description, specs] = CATALOGUE_TRANSLATED_FIELDS.map((field) => cell(`${field}_${lang}`));
      if (!name && !description && !specs) continue;
      const translation = translationSchema.safeParse({
        name,
        description: description || undefined,
        specs: specs ? parseSpecsCell(specs) : undefined,
      });
      if (!translation.success) {
        for (const issue of translation.error.issues) {
          const field = String(issue.path[0] ?? 'name');
          refuse(row, `${field === 'specs' ? 'specs' : field}_${lang}`, issue.message);
        }
        continue;
      }
      const translated = translation.data.specs ?? null;
      if (parsed.success && translated && !sameShape(parsed.data.specs, translated)) {
        refuse(row, `specs_${lang}`, 'msg.translation_specs_shape');
      }
      translations.push({
        lang,
        name: translation.data.name,
        description: translation.data.description ?? '',
        specs: translated,
      });
    }
    if (!parsed.success || categoryId === undefined) continue;
    const product = parsed.data;
    rows.push({
      row,
      name: product.name,
      description: product.description ?? '',
      categoryId,
      priceCents: product.price,
      originalPriceCents: product.original_price ?? null,
      stock: product.stock,
      weightGrams: product.weight_grams ?? 0,
      status: product.status,
      specs: product.specs,
      images: product.images,
      translations,
    });
  }

  // Pictures: the shop's uploads (or any, for operators), asked for the whole file at once.
  const cited = [...new Set(rows.flatMap((row) => row.images))];
  const citable = new Set<string>();
  for (let start = 0; start < cited.length; start += PICTURES_PER_QUERY) {
    const found = await citableUploads(db, target.pictures, cited.slice(start, start + PICTURES_PER_QUERY));
    for (const url of found) citable.add(url);
  }
  for (const row of rows) {
    if (row.images.some((url) => !citable.has(url))) refuse(row.row, 'pictures', 'msg.upload_not_found');
  }
  refused.sort((a, b) => a.row - b.row);
  return { rows, refused, refusedRows: refusedRows.size };
}

/**
 * A category by its id, its key (`mobile_phone`) or its name in any language of the interface ("Mobile Phone",
 * "Handy"), case aside.
 */
async function categoryFinder(db: Db) {
  const rows = await db.select({ id: categories.id, key: categories.key }).from(categories);
  const byText = new Map<string, number>();
  for (const row of rows) {
    byText.set(String(row.id), row.id);
    byText.set(row.key.toLowerCase(), row.id);
    for (const locale of Object.values(locales)) {
      const name = (locale.category as Record<string, string | undefined>)[row.key];
      if (name && !byText.has(name.toLowerCase())) byText.set(name.toLowerCase(), row.id);
    }
  }
  return (text: string) => byText.get(text.toLowerCase());
}

/**
 * Inserts the checked rows: the products' ids drawn from their sequence first, then one statement for the
 * products and one for their translations, each reading the rows from one JSON parameter (no statement per row,
 * and no limit of 65,535 parameters). The translations' trigger writes their search names row by row (decision
 * 037). Asked on sale while the shop is closed, a product is held, as the product form's save holds it (042).
 */
async function insertProducts(tx: Tx, shopId: number, rows: ProductRow[]) {
  const [shop] = await tx
    .select({ status: shops.status })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('share');
  if (!shop) throw new AppError('msg.shop_not_found');
  const ids = (
    await rowsOf<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id
        from generate_series(1, ${rows.length}::int)`,
    )
  ).map((row) => Number(row.id));
  const productRecords = rows.map((row, index) => ({
    id: ids[index],
    category_id: row.categoryId,
    name: row.name,
    description: row.description,
    price_cents: row.priceCents,
    original_price_cents: row.originalPriceCents,
    stock: row.stock,
    weight_grams: row.weightGrams,
    status: row.status === 'on' && shop.status === 'closed' ? 'held' : row.status,
    images: row.images,
    specs: row.specs,
  }));
  await tx.execute(sql`
    insert into products
      (id, shop_id, category_id, name, description, price_cents, original_price_cents, stock, weight_grams, status,
        images, specs)
    select r.id, ${shopId}::int, r.category_id, r.name, r.description, r.price_cents, r.original_price_cents, r.stock,
        r.weight_grams, r.status, r.images, r.specs
      from jsonb_to_recordset(${JSON.stringify(productRecords)}::jsonb) as r(id int, category_id int, name text,
        description text, price_cents bigint, original_price_cents bigint, stock int, weight_grams int, status text,
        images jsonb, specs jsonb)`);
  const translationRecords = rows.flatMap((row, index) =>
    row.translations.map((translation) => ({ product_id: ids[index], ...translation })),
  );
  if (translationRecords.length > 0) {
    await tx.execute(sql`
      insert into product_translations (product_id, lang, name, description, specs)
      select r.product_id, r.lang, r.name, r.description, r.specs
        from jsonb_to_recordset(${JSON.stringify(translationRecords)}::jsonb) as r(product_id int, lang text,
          name text, description text, specs jsonb)`);
  }
  return rows.length;
}

/**
 * The shop's products as a catalogue file the import reads back (virtual products aside: their cards are
 * secrets, and a file never carries them). A held product is written on sale, as its form shows it.
 */
export async function exportProducts(db: Db, shopId: number) {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new AppError('msg.shop_not_found');
  const rows = await db
    .select({ product: products, category: categories.key })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.shopId, shopId), eq(products.isVirtual, false)))
    .orderBy(asc(products.id));
  const translations = await db
    .select()
    .from(productTranslations)
    .where(
      inArray(
        productTranslations.productId,
        db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.shopId, shopId), eq(products.isVirtual, false))),
      ),
    );
  const byProduct = new Map<number, Map<string, (typeof translations)[number]>>();
  for (const translation of translations) {
    const languages = byProduct.get(translation.productId) ?? new Map();
    languages.set(translation.lang, translation);
    byProduct.set(translation.productId, languages);
  }
  const columns = allCatalogueColumns();
  const records = rows.map(({ product, category }) => {
    const languages = byProduct.get(product.id);
    const cells: Record<string, string> = {
      name: product.name,
      description: product.description,
      category,
      price: formatCents(product.priceCents),
      original_price: product.originalPriceCents === null ? '' : formatCents(product.originalPriceCents),
      stock: String(product.stock),
      weight_grams: String(product.weightGrams),
      status: product.status === 'off' ? 'off' : 'on',
      specs: specsCell(product.specs),
      pictures: picturesCell(product.images),
    };
    for (const [lang, translation] of languages ?? []) {
      cells[`name_${lang}`] = translation.name;
      cells[`description_${lang}`] = translation.description;
      // Specs of another shape are not shown (the product's own are), and the import would refuse them.
      const specs = translation.specs;
      cells[`specs_${lang}`] = specs && sameShape(product.specs, specs) ? specsCell(specs) : '';
    }
    return columns.map((column) => cells[column] ?? '');
  });
  return {
    file_name: `shop-${shopId}-products.csv`,
    count: records.length,
    csv: writeCsv(columns, records),
  };
}
