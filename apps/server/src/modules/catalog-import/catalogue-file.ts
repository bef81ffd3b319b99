import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_REQUIRED_COLUMNS,
  catalogueTranslatedColumns,
  PICTURE_EXTENSIONS,
} from '@storefront/shared';
import type { ProductSpec } from '../../db/schema';

/**
 * The catalogue file's own notations (decision 047): what a cell holds beyond plain text. Everything else (the
 * CSV itself: quotes, line breaks inside quoted cells, a UTF-8 byte order mark) is the csv project's parser and
 * writer.
 */

/** Specs in one cell: `Colour: red, blue; Size: S, M`. A line break separates specs as a semicolon does. */
export const parseSpecsCell = (text: string): ProductSpec[] =>
  text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      // A spec without a colon keeps its name and no values, which the product schema refuses.
      if (colon < 0) return { name: part, values: [] };
      return {
        name: part.slice(0, colon).trim(),
        values: part
          .slice(colon + 1)
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean),
      };
    });

export const specsCell = (specs: readonly ProductSpec[]) =>
  specs.map((spec) => `${spec.name}: ${spec.values.join(', ')}`).join('; ');

/** An upload's stored name (`<32 hex>.<ext>`) without its folder. */
const UPLOAD_NAME = new RegExp(`^[0-9a-f]{32}\\.(${PICTURE_EXTENSIONS.join('|')})$`);

/**
 * Pictures in one cell, separated by `|` or spaces: each the URL an upload answered (`/uploads/<name>`) or just
 * its file name.
 */
export const parsePicturesCell = (text: string) =>
  text
    .split(/[|\s]+/)
    .filter(Boolean)
    .map((picture) => (UPLOAD_NAME.test(picture) ? `/uploads/${picture}` : picture));

export const picturesCell = (pictures: readonly string[]) => pictures.join(' | ');

export type CatalogueHeader = { columns: string[]; problems: Array<{ column: string; key: string }> };

/** Every column a file may have, in the order an export writes them. */
export const allCatalogueColumns = () => [...CATALOGUE_COLUMNS, ...catalogueTranslatedColumns()];

/**
 * The header row: column names (case and spaces aside), each known, none twice, the required ones present. A
 * column without a name (a spreadsheet's empty columns past the last) is left out.
 */
export function readHeader(cells: string[]): CatalogueHeader {
  const known = new Set(allCatalogueColumns());
  const columns = cells.map((cell) => cell.trim().toLowerCase());
  const problems: CatalogueHeader['problems'] = [];
  columns.forEach((column, index) => {
    if (column === '') return;
    if (!known.has(column))
      problems.push({ column: cells[index] ?? column, key: 'msg.import_unknown_column' });
    else if (columns.indexOf(column) !== index) problems.push({ column, key: 'msg.import_duplicate_column' });
  });
  for (const column of CATALOGUE_REQUIRED_COLUMNS) {
    if (!columns.includes(column)) problems.push({ column, key: 'msg.import_missing_column' });
  }
  return { columns, problems };
}

/** A file that is not CSV: the row (the header is row 1) where reading stopped. */
export class MalformedCatalogue extends Error {
  constructor(readonly row: number) {
    super(`catalogue file unreadable at row ${row}`);
  }
}

/** A row of the file that holds nothing: a blank line, or a spreadsheet's empty row (`,,,`). */
export const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The file's rows as cells, the header first, one per record (a quoted cell may span lines, as a spreadsheet's
 * row does), so that a row's index is its number. Rows may have their own number of cells; the caller decides.
 */
export function readCsv(file: Buffer): string[][] {
  try {
    return parse(file, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const { records } = error as CsvError & { records?: number };
      throw new MalformedCatalogue((records ?? 0) + 1);
    }
    throw error;
  }
}

/** A catalogue file: a byte order mark (so that spreadsheets read it as UTF-8), the header, one product a row. */
export const writeCsv = (columns: string[], rows: string[][]) =>
  stringify([columns, ...rows], { bom: true, record_delimiter: 'windows' });
