import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import { expectBooksAgree } from './books-agree';
import { killHard, PORT, startServer, waitHealthy } from './crash-server';
import { createDatabase } from './postgres-url';

/** What a suite of spawned servers shares: its database, a pool and a plain client on it, and its servers. */
export type ServerDatabase = {
  url: string;
  dataDir: string;
  /** A pool for the suite's fixtures and checks. */
  database: Database;
  /** Raw SQL on a connection of its own (the one a connection killer spares). */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Starts a server process on the database, as `npm start` runs it, and waits until it answers. */
  launch(): Promise<ChildProcess>;
};

/**
 * A scratch PostgreSQL database for the suites that spawn real server processes (crash, audit crash,
 * connection loss): made before the suite, and dropped after it once every server the suite launched is
 * killed (a live server would keep its connections and block the drop).
 */
export function useServerDatabase(
  prefix: string,
  options: { poolSize: number; port?: number; migrate?: boolean },
): ServerDatabase {
  const port = options.port ?? PORT;
  const children: ChildProcess[] = [];
  let client: pg.Client | undefined;
  let drop: () => Promise<void> = async () => undefined;
  const suite: ServerDatabase = {
    url: '',
    dataDir: '',
    database: undefined as unknown as Database,
    query: async <T>(text: string, values: unknown[] = []) =>
      (await (client as pg.Client).query(text, values)).rows as T[],
    async launch() {
      const child = startServer(suite.url, suite.dataDir, port);
      children.push(child);
      await waitHealthy(child, port);
      return child;
    },
  };

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const created = await createDatabase(serverUrl, `${prefix}_${process.pid}_${Date.now()}`);
    drop = created.drop;
    suite.url = created.url;
    suite.dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    suite.database = openPostgres(suite.url, options.poolSize);
    if (options.migrate) await suite.database.migrate();
    client = new pg.Client({ connectionString: suite.url });
    await client.connect();
  }, 30_000);

  afterAll(async () => {
    for (const child of children) await killHard(child);
    try {
      // Whatever the suite's kills and loads did, the books agree.
      if (suite.database) await expectBooksAgree(suite.database, prefix);
    } finally {
      await suite.database?.close();
      await client?.end();
      await drop();
      if (suite.dataDir) await rm(suite.dataDir, { recursive: true, force: true });
    }
  }, 20_000);

  return suite;
}
