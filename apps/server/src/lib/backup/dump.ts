import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../db/client';

/** The embedded database's PGlite client (Drizzle keeps its client as `$client`); undefined on PostgreSQL. */
export function pgliteOf(database: Database): PGlite | undefined {
  if (database.kind !== 'pglite') return undefined;
  const client = (database.db as unknown as { $client?: Partial<PGlite> }).$client;
  return typeof client?.dumpDataDir === 'function' ? (client as PGlite) : undefined;
}

/**
 * A consistent copy of the embedded database's folder, as an uncompressed tar (the backup archive compresses
 * it). It is read under PGlite's transaction mutex and then its query mutex (dumpDataDir's own): no transaction
 * is open and no statement runs while the files are read, so the copy is the folder between two statements.
 * Pages PostgreSQL has not written to their files yet are in its WAL, which the copy holds too: opening the
 * copy replays it, as after a power cut. Statements wait meanwhile (about 0.3 s for a 50 MB folder).
 *
 * Never pglite-tools' pgDump on the server's client: it runs DEALLOCATE ALL, under the named prepared
 * statements of the money paths (decision 012).
 */
export async function dumpEmbedded(client: PGlite): Promise<Buffer> {
  const tar = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  return Buffer.from(await tar.arrayBuffer());
}
