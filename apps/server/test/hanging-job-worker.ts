/**
 * An instance's job runner that sends one job to the probe queue, takes it, says so on stdout (`taken <id>`)
 * and never finishes it: jobs.pg.test.ts SIGKILLs this process there, as a crash would, on DATABASE_URL.
 */
import { openPostgres } from '../src/db/client';
import { PROBE_QUEUE, probeJobRunner } from './probe-jobs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const runner = probeJobRunner(
  openPostgres(databaseUrl, 2),
  async (job) => {
    process.stdout.write(`taken ${job.id}\n`);
    await new Promise(() => undefined);
  },
  (...args) => process.stderr.write(`${JSON.stringify(args)}\n`),
);
await runner.start();
await runner.send(PROBE_QUEUE, { n: 1 });
