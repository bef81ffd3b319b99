import { z } from 'zod';

/** One refusal of a catalogue file: its row (the header is row 1), the column, and why, in the caller's language. */
export const catalogueRefusalAnswer = z.object({
  row: z.number().int(),
  /** The column named in the file's header; '' when the refusal is about the row or the file as a whole. */
  column: z.string(),
  /** The message key, for programs. */
  key: z.string(),
  message: z.string(),
});

/**
 * What an import did: every row inserted (`imported`), or none when any row was refused (`refused` names each
 * problem, at most CATALOGUE_REPORT_MAX of them; `refused_rows` counts the rows).
 */
export const catalogueImportAnswer = z.object({
  imported: z.number().int().nonnegative(),
  refused_rows: z.number().int().nonnegative(),
  refused: z.array(catalogueRefusalAnswer),
});

/** The shop's products as a catalogue file that the import reads back. */
export const catalogueExportAnswer = z.object({
  file_name: z.string(),
  count: z.number().int().nonnegative(),
  csv: z.string(),
});
