import { afterAll, beforeAll } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import { expectBooksAgree } from './books-agree';
import { createDatabase } from './postgres-url';

/**
 * A new database on the test server (TEST_DATABASE_URL) for one test file, with its own pool and, unless
 * `migrate` is false, the schema: opened before the file's tests, closed and dropped after them, once the file's
 * own afterAll hooks have run (Vitest runs them in reverse order) and the books are found to agree.
 */
export function useScratchDatabase(
  prefix: string,
  options: { poolSize: number; migrate?: boolean; tamperedBooks?: boolean },
) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  let created: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    created = await createDatabase(process.env.TEST_DATABASE_URL as string, name);
    database = openPostgres(created.url, options.poolSize);
    if (options.migrate ?? true) await database.migrate();
  });
  afterAll(async () => {
    try {
      // Whatever the file's races did, the books agree; unless the file changed them by hand.
      if (database && !options.tamperedBooks) await expectBooksAgree(database, prefix);
    } finally {
      await database?.close();
      await created?.drop();
    }
  });
  const live = <T>(value: T | undefined) => {
    if (value === undefined)
      throw new Error('the scratch database exists only while the tests of its file run');
    return value;
  };
  return {
    name,
    get url() {
      return live(created).url;
    },
    get database() {
      return live(database);
    },
  };
}
