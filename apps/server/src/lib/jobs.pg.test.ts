import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openPostgres } from '../db/client';
import type { Job } from './jobs';
import { type Probe, probeJobRunner } from '../../test/probe-jobs';
import { captureMailer, client, type CapturedMailer } from '../../test/harness';
import { useScratchDatabase } from '../../test/scratch-database';
import { makeShopper } from '../../test/shopping-fixtures';
import { seedBase } from '../seed/base';

const scratch = useScratchDatabase('jobs', { poolSize: 2 });
type Instance = { app: FastifyInstance; mailer: CapturedMailer; database: Database };
const instances: Instance[] = [];

/** Two instances of the server on one PostgreSQL database, each with its own pool, mailer and job runner. */
beforeAll(async () => {
  await seedBase(scratch.database.db);
  for (const name of ['a', 'b']) {
    const database = openPostgres(scratch.url, 4);
    const mailer = captureMailer();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), `jobs-${name}-`)),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '10000',
      JOB_RETRY_DELAY_SECONDS: '1',
    });
    const app = await buildApp({ config, database, mailer, logger: false });
    await app.ready();
    await app.ctx.jobs.start();
    instances.push({ app, mailer, database });
  }
}, 30_000);

afterAll(async () => {
  for (const instance of instances) {
    await instance.app.close();
    await instance.database.close();
  }
});

describe('the job runner on two instances (PostgreSQL)', () => {
  it('delivers every mail queued while the mail server was down exactly once, whichever instance retries it', async () => {
    const [a, b] = instances as [Instance, Instance];
    a.mailer.down = true;
    b.mailer.down = true;
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => makeShopper(scratch.database.db)));
    const emails: string[] = [];
    // A burst of code requests, half to each instance, all at once.
    await Promise.all(
      shoppers.map(async (shopper, index) => {
        const api = client((index % 2 === 0 ? a : b).app);
        const email = (await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).data
          .email as string;
        emails.push(email);
        const sent = await api.post('/api/ems/send', { email, event: 'withdraw' }, { token: shopper.token });
        expect(sent.code).toBe(1);
      }),
    );
    await sleep(2_000);
    a.mailer.down = false;
    b.mailer.down = false;

    const delivered = () => [...a.mailer.sent, ...b.mailer.sent].filter((mail) => emails.includes(mail.to));
    const deadline = Date.now() + 25_000;
    while (new Set(delivered().map((mail) => mail.to)).size < emails.length) {
      if (Date.now() > deadline) throw new Error(`delivered ${delivered().length} of ${emails.length}`);
      await sleep(100);
    }
    await sleep(3_000);
    expect(delivered()).toHaveLength(emails.length);
    expect(new Set(delivered().map((mail) => mail.to)).size).toBe(emails.length);
  }, 60_000);
});

describe('a job held by an instance that was killed (PostgreSQL)', () => {
  it('is taken again by another instance once it expires, with its data, and done once', async () => {
    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../test/hanging-job-worker.ts', import.meta.url))],
      { env: { ...process.env, DATABASE_URL: scratch.url }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 20_000;
    while (!/taken (\S+)/.test(output)) {
      if (Date.now() > deadline || worker.exitCode !== null) throw new Error(`worker: ${output}`);
      await sleep(50);
    }
    const takenId = /taken (\S+)/.exec(output)?.[1];
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));

    // Another instance with the same queue: the killed one's job is active until it expires, then a retry.
    const done: Job<Probe>[] = [];
    const database = openPostgres(scratch.url, 2);
    const survivor = probeJobRunner(database, async (job) => {
      done.push(job);
    });
    await survivor.start();
    try {
      const retaken = Date.now() + 20_000;
      while (done.length === 0) {
        if (Date.now() > retaken) throw new Error("the killed instance's job was never taken again");
        await sleep(100);
      }
      await sleep(3_000);
      expect(done).toHaveLength(1);
      expect(done[0]).toMatchObject({ id: takenId, data: { n: 1 } });
      expect(done[0]?.retryCount).toBeGreaterThanOrEqual(1);
    } finally {
      await survivor.stop();
      await database.close();
    }
  }, 60_000);
});
