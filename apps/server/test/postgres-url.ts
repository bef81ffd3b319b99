import pg from 'pg';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server the concurrency suites use: TEST_DATABASE_URL, or the local default when it answers.
 * In CI a missing server is an error, never a silent skip.
 */
export async function postgresUrlForTests(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    if (process.env.CI) throw new Error(`CI needs PostgreSQL at ${url}: ${(error as Error).message}`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server, and a way to drop it even while connections to it remain. */
export async function createDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
