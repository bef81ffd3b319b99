import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Polls a path (`/healthz` by default) until it answers 200; returns the milliseconds waited. */
export async function waitHealthy(port: number, pathname = '/healthz', timeoutMs = 180_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${pathname}`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`nothing answered ${pathname} on port ${port} within ${timeoutMs} ms`);
}

export type Running = { child: ChildProcess; port: number; stop: () => Promise<void> };

/**
 * Starts a command and stops it (SIGTERM, then SIGKILL) on request; its own process group, so npm's children
 * go too. Its errors show unless `quiet` (a build's warnings would bury the bench's table).
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  quiet = false,
): Running {
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
    detached: true,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
  };
  return { child, port, stop };
}

/** User plus system CPU time of a process, in microseconds (Linux /proc; 100 ticks a second). */
function cpuOfStat(stat: string) {
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

/** User plus system CPU time a started process has used, in microseconds. */
export async function cpuMicroseconds(running: Running) {
  return cpuOfStat(await readFile(`/proc/${running.child.pid}/stat`, 'utf8'));
}

/** CPU time used so far by each PostgreSQL process on this machine (none when the server is elsewhere). */
export async function postgresProcessesCpu() {
  const used = new Map<string, number>();
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat.includes(' (postgres) ')) used.set(pid, cpuOfStat(stat));
  }
  return used;
}

/**
 * Microseconds of CPU PostgreSQL's processes used since `before`, process by process: a pool closes its idle
 * connections, and a backend that exits takes its whole CPU time out of any plain total.
 */
export async function postgresCpuSince(before: Map<string, number>) {
  let used = 0;
  for (const [pid, now] of await postgresProcessesCpu()) used += now - (before.get(pid) ?? 0);
  return used;
}

/** The token the bench's servers guard `/metrics` with: metrics on, as in production. */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** The storefront server itself, as `npm start` runs it once built, with its metrics on. */
export function startStorefront(port: number, env: Record<string, string>): Running {
  return startProcess(
    process.execPath,
    ['--enable-source-maps', '--import', './apps/server/dist/telemetry.js', 'apps/server/dist/main.js'],
    { LOG_LEVEL: 'warn', NODE_ENV: 'production', METRICS_TOKEN, ...env },
    port,
  );
}

/** A server's `/metrics`, as series name (with labels) to value. */
export async function scrapeMetrics(port: number): Promise<Map<string, number>> {
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!answer.ok) throw new Error(`/metrics answered ${answer.status}`);
  const series = new Map<string, number>();
  for (const line of (await answer.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    series.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return series;
}

export function databaseUrl(name: string) {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements against the PostgreSQL server's maintenance database. */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const client = new pg.Client({ connectionString: database ? databaseUrl(database) : POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(name: string) {
  await onServer(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

export async function dropDatabase(name: string) {
  await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
}
