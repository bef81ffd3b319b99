import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer, MailMessage } from './mailer';
import { type OutboxRow, relayOutbox } from './outbox';

/** The queues of the job runner. */
export const QUEUES = {
  /** A mail the request could not send at once. */
  mail: 'mail',
  /** The order clock and the login attempts' sweep, once a minute on one instance. */
  orderClock: 'order-clock',
  /** What the outbox still holds (a relay that died, mails of a request that died), once a minute. */
  outboxBacklog: 'outbox-backlog',
} as const;

/**
 * Retries of a mail: 12 with backoff from `JOB_RETRY_DELAY_SECONDS` (10 s: the last about 11 hours after the
 * first try). A mail is held by the instance that took it for at most a minute: after a crash it is taken again
 * at the next expiry check (`EXPIRY_CHECK_SECONDS`).
 */
const MAIL_RETRIES = 12;
const MAIL_EXPIRES_SECONDS = 60;
/**
 * How often an instance looks for jobs held past their expiry by an instance that died, and gives them back to
 * the queue as a retry (pg-boss's maintenance, once per database whatever the number of instances). pg-boss's
 * own default, two minutes, would keep a code mail of a crashed instance waiting three.
 */
const EXPIRY_CHECK_SECONDS = 15;
/** A job of the clock that is not done in five minutes was on an instance that died: it runs again. */
const CLOCK_EXPIRES_SECONDS = 300;
/** How many jobs of a defined queue an instance works at once. */
const JOBS_AT_ONCE = 10;
/** How often the instance relays the outbox's events and counts sales: well under the 5 s a webhook may take. */
export const POLL_EVERY_MS = 1_000;

export type Subscriber = (event: OutboxRow) => Promise<void>;

/** A job as its handler sees it: which try this is of how many (`retryCount` 0 is the first). */
export type Job<Data> = { id: string; data: Data; retryCount: number; retryLimit: number };

/** What a job is made for, which with its id makes the job's own id (`jobIdOf`). */
const JOB_SOURCES = { outbox: 0, webhookDelivery: 1 } as const;

/**
 * The id of the job for a row: the same however often the row is handed over, so that pg-boss makes one job
 * (a second `send` with it is ignored).
 */
export const jobIdOf = (source: keyof typeof JOB_SOURCES, rowId: number) =>
  `${JOB_SOURCES[source].toString(16).padStart(8, '0')}-0000-4000-8000-${rowId.toString(16).padStart(12, '0')}`;

/** A queue of retried jobs: tries `1 + retryLimit` times, waiting `retryDelaySeconds` and then twice as long. */
export type QueuePolicy = { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number };

export type JobRunner = {
  /** Whether `start` ran: until then, nothing is handed to it. */
  readonly running: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Gives an outbox row to its job: a mail to the mail queue, an event to its subscribers. */
  relay(row: OutboxRow): Promise<void>;
  /** Hears every event relayed from now on (webhooks, decision 051). */
  subscribe(subscriber: Subscriber): void;
  /** A queue and what works its jobs; before `start`. */
  define<Data extends object>(
    queue: string,
    policy: QueuePolicy,
    handle: (job: Job<Data>) => Promise<void>,
  ): void;
  /** A job; with `id`, one job however often it is sent. */
  send(queue: string, data: object, options?: { id?: string }): Promise<void>;
};

/**
 * The job runner (decision 050): pg-boss on the application's own database, embedded or PostgreSQL, through the
 * same connections (`Database.executeSql`). Jobs are rows taken with SKIP LOCKED, so any number of instances
 * work the same queues, each job once; a failed job is retried with backoff, a job held by an instance that died
 * is taken again when it expires, and a schedule's job is made once per minute whatever the number of instances.
 * `every` runs what must happen more often than a minute (`POLL_EVERY_MS`) on each instance: work that is safe
 * on several at once by itself (claims with SKIP LOCKED, one sales counter at a time).
 */
export function createJobRunner(options: {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  retryDelaySeconds: number;
  /** Once a minute, on one instance. */
  clock: () => Promise<void>;
  /** Every second, on every instance. */
  every: () => Promise<void>;
  /** `EXPIRY_CHECK_SECONDS` unless a test wants it sooner. */
  expiryCheckSeconds?: number;
}): JobRunner {
  const { database, mailer, log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schedule: true,
    supervise: true,
    maintenanceIntervalSeconds: options.expiryCheckSeconds ?? EXPIRY_CHECK_SECONDS,
    // pg-boss checks its clock against the database's; the embedded database's is the process's own.
    clockMonitorIntervalSeconds: 600,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner'));
  const subscribers: Subscriber[] = [];
  const defined: { queue: string; policy: QueuePolicy; handle: (job: Job<object>) => Promise<void> }[] = [
    {
      queue: QUEUES.mail,
      policy: {
        retryLimit: MAIL_RETRIES,
        retryDelaySeconds: options.retryDelaySeconds,
        expireInSeconds: MAIL_EXPIRES_SECONDS,
      },
      handle: (job) => mailer.send(job.data as MailMessage),
    },
  ];
  let poller: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  /** pg-boss's tables, the queues and the schedules: once, whatever the number of instances starting. */
  async function install() {
    await boss.start();
    for (const queue of [QUEUES.orderClock, QUEUES.outboxBacklog]) {
      await boss.createQueue(queue, {
        name: queue,
        policy: 'singleton',
        expireInSeconds: CLOCK_EXPIRES_SECONDS,
      });
    }
    await boss.schedule(QUEUES.orderClock, '* * * * *');
    await boss.schedule(QUEUES.outboxBacklog, '* * * * *');
    for (const { queue, policy } of defined) {
      await boss.createQueue(queue, {
        name: queue,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: policy.expireInSeconds,
      });
    }
  }

  let running = false;
  const runner: JobRunner = {
    get running() {
      return running;
    },
    async start() {
      await database.exclusively(() => install());
      await boss.work(QUEUES.orderClock, async () => options.clock());
      await boss.work(QUEUES.outboxBacklog, async () => {
        await relayOutbox(database.db, { mailer, jobs: runner, sendMailNow: false }, { backlog: true });
      });
      for (const { queue, handle } of defined) {
        // Ten at a time, each completed or failed on its own (pg-boss then completes only those still active).
        await boss.work<object>(
          queue,
          { pollingIntervalSeconds: 0.5, batchSize: JOBS_AT_ONCE, includeMetadata: true },
          async (jobs) => {
            await Promise.all(
              jobs.map(async (job) => {
                try {
                  await handle({
                    id: job.id,
                    data: job.data,
                    retryCount: job.retryCount,
                    retryLimit: job.retryLimit,
                  });
                } catch (error) {
                  await boss.fail(queue, job.id, { message: (error as Error).message });
                }
              }),
            );
          },
        );
      }
      poller = setInterval(() => {
        polling ??= options
          .every()
          .catch((error: unknown) => log.error({ err: error }, 'a recurring job failed'))
          .finally(() => {
            polling = undefined;
          });
      }, POLL_EVERY_MS);
      poller.unref();
      running = true;
    },
    async stop() {
      running = false;
      clearInterval(poller);
      await polling;
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
    async relay(row) {
      if (row.kind === 'mail') {
        await runner.send(QUEUES.mail, row.payload, { id: jobIdOf('outbox', row.id) });
        return;
      }
      for (const subscriber of subscribers) await subscriber(row);
    },
    subscribe(subscriber) {
      subscribers.push(subscriber);
    },
    define(queue, policy, handle) {
      defined.push({ queue, policy, handle: handle as (job: Job<object>) => Promise<void> });
    },
    async send(queue, data, options = {}) {
      await boss.send(queue, data, options.id ? { id: options.id } : {});
    },
  };
  return runner;
}
