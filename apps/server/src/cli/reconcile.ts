import { formatCents } from '@storefront/shared';
import { loadConfig, readEnvFile } from '../config';
import { openDatabase } from '../db/client';
import { reconcile } from '../modules/ledger/reconcile';

/**
 * `npm run reconcile`: checks the books of the configured database (decision 049), prints what the platform's
 * accounts hold and every difference, and exits 1 when there is one. The embedded database is one process's at
 * a time: stop the server first, or read the console's Ledger page instead.
 */
readEnvFile();
const database = await openDatabase(loadConfig());
try {
  await database.migrate();
  const books = await reconcile(database.db);
  process.stdout.write(`${books.journals} journals, ${books.postings} postings\n`);
  for (const [account, cents] of Object.entries(books.platform))
    process.stdout.write(`  ${account.padEnd(16)} ${formatCents(cents).padStart(14)}\n`);
  for (const difference of books.differences) {
    process.stdout.write(
      `DIFFERENCE ${difference.check}: ${difference.subject}: expected ${formatCents(difference.expectedCents)}, ` +
        `postings ${formatCents(difference.actualCents)}\n`,
    );
  }
  process.stdout.write(
    books.differences.length === 0 ? 'the books agree\n' : `${books.differences.length} differences\n`,
  );
  process.exitCode = books.differences.length === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 2;
} finally {
  await database.close();
}
