import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../src/db/client';
import { reconcile } from '../src/modules/ledger/reconcile';

/**
 * After a PostgreSQL suite, whatever its races, kills and refusals did: the books agree (`npm run reconcile`'s
 * checks). A suite whose database never got the schema has no books to check.
 */
export async function expectBooksAgree(database: Database, suite: string) {
  const [schema] = await rowsOf<{ present: boolean }>(
    database.db,
    sql`select to_regclass('ledger_postings') is not null as present`,
  );
  if (!schema?.present) return;
  const { differences } = await reconcile(database.db);
  if (differences.length > 0)
    throw new Error(`the books of ${suite} do not agree: ${JSON.stringify(differences.slice(0, 10))}`);
}
