import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetricsPort } from '../src/lib/metrics';
import { createTestApp, type TestApp } from './harness';
import { makeProduct, makeShopper, PAY_CODE } from './shopping-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** A test app whose log lines (JSON, level info) are kept for reading. */
async function appWithLogs(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await createTestApp({ env, build: { logger: { level: 'info', stream } } });
  return { app, lines };
}

/** The value of one series in Prometheus text (0 when it has not been written yet). */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('request ids', () => {
  let logged: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    logged = await appWithLogs();
  });
  afterAll(() => logged.app.close());

  it('names every answer, and a failure’s envelope and every log line of its request carry the same id', async () => {
    const failed = await logged.app.app.inject({
      method: 'POST',
      url: '/api/user/login?lang=en',
      payload: { account: 'nobody@example.com' },
    });
    const id = failed.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(failed.json()).toMatchObject({ code: 0, request_id: id });
    const ofRequest = logged.lines.filter((line) => line.request_id === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    const succeeded = await logged.app.app.inject('/api/user/language_list?lang=en');
    expect(succeeded.headers['x-request-id']).toMatch(UUID);
    expect(succeeded.headers['x-request-id']).not.toBe(id);
    expect(succeeded.json()).not.toHaveProperty('request_id');
  });

  it('ignores a client’s own X-Request-Id unless a trusted proxy sent it', async () => {
    const given = { 'x-request-id': 'edge-4711' };
    const direct = await logged.app.app.inject({ url: '/api/nowhere', headers: given });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'on' } });
    try {
      const kept = await proxied.app.inject({ url: '/api/nowhere', headers: given });
      expect(kept.headers['x-request-id']).toBe('edge-4711');
      expect(kept.json()).toMatchObject({ request_id: 'edge-4711' });
      // Something that could break a log line or a header is replaced.
      const odd = await proxied.app.inject({ url: '/api/nowhere', headers: { 'x-request-id': 'a b\tc' } });
      expect(odd.headers['x-request-id']).toMatch(UUID);
    } finally {
      await proxied.close();
    }
  });
});

describe('probes and unknown paths', () => {
  let t: TestApp;
  let built: string;
  beforeAll(async () => {
    // A stand-in for the built shopper app, so that its history fallback is really there to get wrong.
    built = await mkdtemp(path.join(tmpdir(), 'storefront-built-'));
    await mkdir(path.join(built, 'web'));
    await writeFile(path.join(built, 'web/index.html'), '<!doctype html><title>shop</title>');
    t = await createTestApp({
      build: { builtApps: { web: path.join(built, 'web'), admin: path.join(built, 'admin') } },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(built, { recursive: true, force: true });
  });

  it('answers /healthz while alive and /readyz once the database and its migrations are there', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers a 404 envelope, never the app’s page, for any unknown path of the server', async () => {
    expect((await t.app.inject('/orders/5')).headers['content-type']).toContain('text/html');
    for (const url of [
      '/api/nowhere',
      '/api/admin/nowhere',
      '/healthz/deep',
      '/readyz/deep',
      '/metrics',
      '/metrics/x',
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/nothing',
      '/media/nothing',
    ]) {
      const response = await t.app.inject(`${url}?lang=en`);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toMatchObject({
        code: 0,
        key: 'msg.not_found',
        request_id: response.headers['x-request-id'],
      });
    }
  });

  it('is not ready while Redis does not answer, and names only the failing part', async () => {
    const { Redis } = await import('ioredis');
    // Nothing listens on port 1: every command fails at once.
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', () => undefined);
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ config: t.config, database: t.database, redis, logger: false });
    try {
      const answer = await app.inject('/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', failing: ['redis'] });
    } finally {
      await app.close();
      redis.disconnect();
    }
  });
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const answer = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    return answer.body;
  };

  it('answers only with the token', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer guess' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });

  it('counts requests per route and status, orders, payments and refusals, and shows the event loop', async () => {
    const before = await scrape();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const product = await makeProduct(t.database.db, { stock: 10, priceCents: 1_000 });
    const as = { token: shopper.token };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: as,
      payload: { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
    });
    const orderId = created.json().data.order_id as number;
    const pay = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/pay',
        headers: as,
        payload: { order_id: orderId, pay_password: code },
      });
    expect((await pay('000000')).json().code).toBe(0);
    expect((await pay(PAY_CODE)).json().code).toBe(1);
    const after = await scrape();

    const moved = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(moved('storefront_orders_created_total')).toBe(1);
    expect(moved('storefront_orders_paid_total')).toBe(1);
    expect(moved('storefront_payments_refused_total{reason="msg.pay_password_wrong"}')).toBe(1);
    expect(
      moved('http_request_duration_seconds_count{method="POST",route="/api/order/pay",status_code="200"}'),
    ).toBe(2);
    // Cumulative buckets: every pay answer is within +Inf, and the sum is in seconds.
    const payRoute = 'method="POST",route="/api/order/pay",status_code="200"';
    expect(moved(`http_request_duration_seconds_bucket{${payRoute},le="+Inf"}`)).toBe(2);
    expect(moved(`http_request_duration_seconds_bucket{${payRoute},le="10"}`)).toBe(2);
    expect(moved(`http_request_duration_seconds_sum{${payRoute}}`)).toBeGreaterThan(0);
    expect(moved(`http_request_duration_seconds_sum{${payRoute}}`)).toBeLessThan(20);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^storefront_waiting_for_audit\{kind="top_ups"\} \d/m);
  });

  it('can be served on a port of its own, without a token', async () => {
    if (!t.app.metrics) throw new Error('metrics are on in this app');
    const server = await serveMetricsPort(t.app.metrics, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('storefront_orders_paid_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
