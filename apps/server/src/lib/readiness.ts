import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type Database, rowsOf } from '../db/client';
import { migrationsFolder } from '../paths';

/** A part that takes longer than this to answer counts as failing: a probe must not hang with it. */
const CHECK_TIMEOUT_MS = 2_000;

/** How many migrations this build carries (Drizzle's journal lists each one). */
const migrationsInBuild = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

export type Readiness = { ready: boolean; failing: ReadinessPart[] };
export type ReadinessPart = 'database' | 'migrations' | 'redis';

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve: the database answers, every migration of this build is applied there, and
 * Redis answers when one is configured. Each part is asked at most CHECK_TIMEOUT_MS; the failing ones are named
 * (and their errors handed to `log`), nothing more, since the probe is public.
 */
export async function checkReadiness(
  database: Database,
  redis: Redis | undefined,
  log: (part: ReadinessPart, error: unknown) => void,
): Promise<Readiness> {
  const failing: ReadinessPart[] = [];
  const databaseCheck = withinTimeout(
    rowsOf<{ applied: number }>(
      database.db,
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    ),
  ).then(
    ([row]) => {
      if (Number(row?.applied) < migrationsInBuild) failing.push('migrations');
    },
    (error: unknown) => {
      failing.push('database');
      log('database', error);
    },
  );
  const redisCheck = redis
    ? withinTimeout(redis.ping()).catch((error: unknown) => {
        failing.push('redis');
        log('redis', error);
      })
    : undefined;
  await Promise.all([databaseCheck, redisCheck]);
  return { ready: failing.length === 0, failing };
}
