import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { getTableColumns, type Placeholder, type SQL, sql, type Table } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { makePrivateTree, PRIVATE_FOLDER_MODE } from '../lib/private-files';
import { migrationsFolder } from '../paths';
/**
 * The one database type the services see, whichever engine is underneath. Without the schema: nothing uses
 * Drizzle's relational queries, and with it every transaction built a query object per table (5–8 % of the
 * server's CPU on checkouts).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A `bigint` (a count, a sum of cents) or `numeric` value as the drivers answer it: a string from node-postgres,
 * a number from the embedded database. Read it with `Number`.
 */
export type DriverNumber = string | number;

/** A timestamp as the drivers answer it in a raw row: text from node-postgres, a Date from the embedded one. */
export type DriverTime = string | Date;

/** A raw statement's row type when nothing of its rows is read (reading one does not compile). */
export type NoRow = never;

/**
 * The rows a raw statement answers, typed by the statement's author as `Row` (column names as the statement
 * writes them; `DriverNumber` for bigint and numeric): as Drizzle's own `execute<Row>`, the type is the
 * statement's word, not a check. Both drivers answer `{ rows }`.
 */
export async function rowsOf<Row extends Record<string, unknown> = NoRow>(
  executor: Db | Tx,
  statement: SQL,
): Promise<Row[]> {
  return ((await executor.execute(statement)) as { rows: Row[] }).rows;
}

const dialect = new PgDialect();

/**
 * The name a statement is prepared under: its text's hash, so that two statements never clash on a connection,
 * whichever modules define them.
 */
const statementName = (text: string) => `s_${createHash('sha1').update(text).digest('base64url')}`;

/** Names a value of a prepared statement, given each time it runs. */
export type StatementValue<Values> = (name: keyof Values & string) => Placeholder;

/** Runs a prepared statement with its values; the answer is `rowsOf`'s, typed as its `Row`. */
export type PreparedStatement<Values, Row> = (executor: Db | Tx, values: Values) => Promise<Row[]>;

/**
 * A statement of the money and stock paths, built once when the module loads: each run only fills in its
 * values. PostgreSQL keeps it parsed, and planned once a generic plan proves as good, on every pooled connection
 * (a named prepared statement): on checkouts, parsing and planning cost PostgreSQL more than running these key
 * lookups, and building the text again cost the server more than the driver's work (decision 012). Not for
 * searches, whose best plan depends on the values. The embedded database ignores the name.
 */
export function preparedStatement<
  Values extends Record<string, unknown>,
  Row extends Record<string, unknown> = NoRow,
>(build: (value: StatementValue<Values>) => SQL): PreparedStatement<Values, Row> {
  const query = dialect.sqlToQuery(build((name) => sql.placeholder(name)));
  const name = statementName(query.sql);
  return async (executor, values) => {
    // `.prepare(name)`, Drizzle's documented way, exists on query builders only, and these statements (updates
    // and inserts in CTEs) cannot be one; this is the session call those builders make (decision 052).
    const prepared = executor._.session.prepareQuery(query, undefined, name, false);
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}

/**
 * Every column of a table by name, for a prepared statement's select list: never `*`, whose columns would change
 * under a running instance when a migration adds one (and its prepared statements would then fail).
 */
export const columnsOf = (table: Table) => sql.join(Object.values(getTableColumns(table)), sql`, `);

/** A row selecting `columnsOf(table)` as the query builder answers it: property names, JS values. */
export function tableRow<T extends Table>(table: T, row: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([property, column]) => {
      const value = row[column.name];
      return [property, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}

/** What a subscriber hears: a notification on its channel, or that it may have missed some. */
export type ChannelEvents = { notified(): void; lost(): void; listening(): void };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance migrates or runs its own such work (the migration lock): for a library
   * that installs its own tables at start (the job runner), which two instances starting at once would race on.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** LISTENs on a channel until the returned function is called. */
  listen(channel: string, events: ChannelEvents): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections now, for the metrics; none for the embedded database. */
  poolUse(): { inUse: number; idle: number; waiting: number } | undefined;
  /**
   * SQL text of a library that brings its own (the job runner's): with values, one statement; without, a script
   * of several (the answer is the last one's).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

const LISTEN_RETRY_MS = 1_000;

/**
 * A dedicated connection LISTENing on one channel (a pooled one would be handed to other queries). When it
 * drops, the subscriber is told at once, because notifications sent meanwhile are lost, and it reconnects.
 */
function listenOnPostgres(url: string, channel: string, events: ChannelEvents) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const reconnect = () => {
      if (client !== next) return;
      client = undefined;
      events.lost();
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    next.on('error', reconnect);
    next.on('end', reconnect);
    next.on('notification', (message) => {
      if (message.channel === channel) events.notified();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === next) events.listening();
    } catch {
      reconnect();
    }
  };
  return connect().then(() => async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  });
}

// Any constant works; it only has to be the same for every instance that migrates the same database.
const MIGRATION_LOCK_ID = 73_160_001;

// Waiting longer for a connection (the database unreachable, or every connection busy) helps nobody: the apps
// give up on a request after 10 s. The request then fails as a lost connection does.
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Makes a lost connection (a restart, a failover, a killed backend) an error of the statements that used it,
 * never of the process. node-postgres emits `error` on the client whose connection died; the pool listens only
 * while the client is idle in it, and an `error` event nobody listens to ends the process. So every client
 * listens for its whole life, and one that dies while checked out gives its pool slot back at once: its user
 * may never release it (Drizzle sends BEGIN before its try/finally), and a pool of leaked slots would answer
 * nothing any more. Its user's statements fail ("not queryable"), and its own release later does nothing.
 */
function survivingConnectionLoss(pool: pg.Pool) {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return; // idle: the pool's own listener drops it
      client.release(error);
      client.release = () => undefined;
    });
  });
  // An idle connection closed by the server is dropped and replaced on next use; the pool re-emits its error.
  pool.on('error', () => undefined);
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  survivingConnectionLoss(pool);
  // A session lock on a connection of its own, released when the work ends, whatever it threw.
  async function exclusively<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  }
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once; the lock lets exactly one of them migrate at a time.
      await exclusively(async (client) => {
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      });
    },
    exclusively: (work) => exclusively(() => work()),
    listen: (channel, events) => listenOnPostgres(url, channel, events),
    close: () => pool.end(),
    poolUse: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async executeSql(text, values = []) {
      const answer = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(answer) ? answer.at(-1)?.rows : answer.rows) ?? [] };
    },
  };
}

/**
 * PGlite with the extensions the migrations create (PostgreSQL servers have them in contrib). Its folder's files
 * are narrowed to the process's account once it is open: PGlite's file layer (Emscripten's) chmods every file it
 * copies in, a new database's or a loaded dump's, to 0666, and PostgreSQL's relation cache file to 0644, whatever
 * the process's umask (decision 039). Files PostgreSQL makes later are 0600 by its own choice.
 */
export async function createPglite(options: PGliteOptions = {}) {
  const client = await PGlite.create({ ...options, extensions: { pg_trgm } });
  if (options.dataDir) await makePrivateTree(options.dataDir);
  return client;
}

/** The embedded database: PostgreSQL in WebAssembly, in a folder, nothing to install. */
export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    },
    // One process owns an embedded database.
    exclusively: (work) => work(),
    // One process owns an embedded database, and PGlite delivers a notification before the committing query
    // returns, so nothing can be missed.
    async listen(channel, events) {
      const unsubscribe = await client.listen(channel, () => events.notified());
      events.listening();
      return unsubscribe;
    },
    close: () => client.close(),
    poolUse: () => undefined,
    async executeSql(text, values = []) {
      if (values.length > 0) return client.query<Record<string, unknown>>(text, values);
      return { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databasePoolSize);
  const directory = path.join(options.dataDir, 'db');
  mkdirSync(directory, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  return openPglite(await createPglite({ dataDir: directory }));
}
