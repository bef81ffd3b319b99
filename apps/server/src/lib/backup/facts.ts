import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../../db/client';

/**
 * The tables whose rows a backup counts in its manifest and a restore counts again, where the database has them:
 * the ledger's postings, or in a backup made before them (migration 0023), the two old ledgers.
 */
export const COUNTED_TABLES = [
  'users',
  'shops',
  'products',
  'orders',
  'ledger_postings',
  'ledger_entries',
  'shop_ledger_entries',
  'uploads',
] as const;
export type RowCounts = Partial<Record<(typeof COUNTED_TABLES)[number], number>>;

/** What a backup records about its database, and a restore checks again after loading it. */
export type DatabaseFacts = {
  /** Migrations applied, and the `created_at` (the journal's `when`) of the last one. */
  migrations: { count: number; last: number };
  rows: RowCounts;
  /** The URLs the uploads table names: each needs its file in the archive. */
  uploadUrls: string[];
};

async function factsOf(client: PGlite): Promise<DatabaseFacts> {
  const [migrations] = (
    await client.query<{ count: number; last: string | null }>(
      'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
    )
  ).rows;
  const rows = {} as RowCounts;
  for (const table of COUNTED_TABLES) {
    const [present] = (
      await client.query<{ present: boolean }>('select to_regclass($1) is not null as present', [table])
    ).rows;
    if (!present?.present) continue;
    // The names are the constants above, never input.
    const [counted] = (await client.query<{ count: number }>(`select count(*)::int as count from ${table}`))
      .rows;
    rows[table] = counted?.count ?? 0;
  }
  const uploads = await client.query<{ url: string }>('select url from uploads order by id');
  return {
    migrations: { count: migrations?.count ?? 0, last: Number(migrations?.last ?? 0) },
    rows,
    uploadUrls: uploads.rows.map((row) => row.url),
  };
}

/**
 * Opens a dump of the embedded database's folder (dumpEmbedded's tar) and reads its facts: in memory to check a
 * backup before it is written, or into `dataDir` when restoring. A dump that does not open throws.
 */
export async function openDump(dump: Buffer, dataDir?: string): Promise<DatabaseFacts> {
  const client = await createPglite({ ...(dataDir ? { dataDir } : {}), loadDataDir: new Blob([dump]) });
  try {
    return await factsOf(client);
  } finally {
    await client.close();
  }
}
