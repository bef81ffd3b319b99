/**
 * An instance's job runner that sends one job to the `probe` queue, takes it, says so on stdout (`taken <id>`)
 * and never finishes it: jobs.pg.test.ts SIGKILLs this process there, as a crash would, on DATABASE_URL.
 */
import type { FastifyBaseLogger } from 'fastify';
import { openPostgres } from '../src/db/client';
import { createJobRunner } from '../src/lib/jobs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const database = openPostgres(databaseUrl, 2);
const log = {
  error: (...args: unknown[]) => process.stderr.write(`${JSON.stringify(args)}\n`),
} as unknown as FastifyBaseLogger;
const runner = createJobRunner({
  database,
  mailer: { send: async () => undefined },
  log,
  retryDelaySeconds: 1,
  clock: async () => undefined,
  every: async () => undefined,
  expiryCheckSeconds: 1,
});
runner.define<{ n: number }>(
  'probe',
  { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 2 },
  async (job) => {
    process.stdout.write(`taken ${job.id}\n`);
    await new Promise(() => undefined);
  },
);
await runner.start();
await runner.send('probe', { n: 1 });
