/**
 * A job runner of the `probe` queue only (no mails, no clock), for the test of a worker killed mid-job
 * (`jobs.pg.test.ts`) and the worker it kills (`hanging-job-worker.ts`): both must define the queue alike.
 * Jobs expire after 2 s and the expiry check runs every second, so a killed worker's job is retaken quickly.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../src/db/client';
import { createJobRunner, type Job } from '../src/lib/jobs';

export const PROBE_QUEUE = 'probe';
export type Probe = { n: number };

export function probeJobRunner(
  database: Database,
  handle: (job: Job<Probe>) => Promise<void>,
  log: (...args: unknown[]) => void = () => undefined,
) {
  const runner = createJobRunner({
    database,
    mailer: { send: async () => undefined },
    log: { error: log } as unknown as FastifyBaseLogger,
    retryDelaySeconds: 1,
    clock: async () => undefined,
    every: async () => undefined,
    expiryCheckSeconds: 1,
  });
  runner.define<Probe>(PROBE_QUEUE, { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 2 }, handle);
  return runner;
}
