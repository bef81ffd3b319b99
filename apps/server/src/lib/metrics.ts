import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';
import { businessRegistry } from './business-metrics';
import { failure } from './envelope';
import { RouteDurations } from './route-durations';

/** Node's own figures (event-loop lag, heap, garbage collection, handles): one set per process. */
const processRegistry = new Registry();
let processMetricsCollected = false;

/** Seconds; most answers take milliseconds, a slow checkout or login tens to hundreds. */
const DURATION_BUCKETS_SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = {
  /** The Prometheus text of every metric: this app's, the business counters and the process's. */
  text(): Promise<string>;
  contentType: string;
};

/**
 * The app's metrics: a duration histogram per route, method and status (its `_count` is the request count),
 * the database pool's connections, and the requests waiting for an operator. Only built when metrics are on
 * (METRICS_TOKEN or METRICS_PORT), so a server without them pays nothing per request.
 */
export function installMetrics(app: FastifyInstance, database: Database): Metrics {
  if (!processMetricsCollected) {
    collectDefaultMetrics({ register: processRegistry });
    processMetricsCollected = true;
  }
  const registry = new Registry();
  const durations = new RouteDurations(DURATION_BUCKETS_SECONDS);
  durations.register(registry);
  app.addHook('onResponse', (request, reply, done) => {
    // An unknown path has no route: one label for all of them, so scanners cannot grow the series without end.
    durations.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: in use, idle, and requests waiting for one (none for the embedded database).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolUse();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.inUse);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'storefront_waiting_for_audit',
    help: 'Top-ups, withdrawals and refunds waiting for a decision (the same on every instance: use max()).',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      // Each count walks its table's status index from `auditing`: only the waiting rows are read.
      const [row] = await rowsOf(
        database.db,
        sql`select (select count(*) from recharges where status = 'auditing')::int as top_ups,
                   (select count(*) from withdrawals where status = 'auditing')::int as withdrawals,
                   (select count(*) from refunds where status = 'auditing')::int as refunds`,
      );
      for (const kind of ['top_ups', 'withdrawals', 'refunds'] as const)
        this.set({ kind }, Number(row?.[kind]));
    },
  });

  return {
    contentType: registry.contentType,
    text: () => Registry.merge([registry, businessRegistry, processRegistry]).metrics(),
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `GET /metrics` on the app's own port, for a request bearing METRICS_TOKEN; 401 for any other. */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(failure('msg.please_login', request.t('msg.please_login'), 401, request.id));
    }
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}

/**
 * `/metrics` on a port of its own (METRICS_PORT), without a token: for a Prometheus inside the private network,
 * on a port the load balancer does not forward. Anything else there is a 404.
 */
export async function serveMetricsPort(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
