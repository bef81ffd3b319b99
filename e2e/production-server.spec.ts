import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUILT_SERVER_ARGS } from '../playwright.config';

/**
 * The server as `npm start` runs it: built JavaScript run by node, from a working directory whose `.env` sets
 * the metrics port and the OpenTelemetry collector (here a stand-in that keeps what it receives). No browser.
 */
const REPOSITORY = path.resolve(import.meta.dirname, '..');
const PORT = 3221;
const METRICS_PORT = 3222;
const BASE = `http://127.0.0.1:${PORT}`;

type Span = { name: string; attributes: { key: string; value: { stringValue?: string } }[] };
const spans: Span[] = [];
const logLines: Record<string, unknown>[] = [];
let collector: Server | undefined;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const received = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
      };
      for (const resource of received.resourceSpans)
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector?.listen(0, '127.0.0.1', resolve));
  const collectorPort = (collector.address() as AddressInfo).port;

  const workingDirectory = mkdtempSync(path.join(tmpdir(), 'storefront-production-'));
  writeFileSync(
    path.join(workingDirectory, '.env'),
    [
      `METRICS_PORT=${METRICS_PORT}`,
      `OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:${collectorPort}`,
      // Spans leave within half a second rather than five.
      'OTEL_BSP_SCHEDULE_DELAY=500',
      // The environment wins over the file: the server listens on PORT, not on this.
      'PORT=1',
      'DATA_DIR=./data',
      'LOG_LEVEL=info',
      'SEED_DEMO=0',
    ].join('\n'),
  );
  server = spawn(
    process.execPath,
    // From a working directory of its own: the built files by their full paths.
    BUILT_SERVER_ARGS.map((arg) => (arg.startsWith('-') ? arg : path.join(REPOSITORY, arg))),
    {
      cwd: workingDirectory,
      env: {
        PATH: process.env.PATH,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'e2e-operator-secret',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let pending = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) logLines.push(JSON.parse(line));
  });
  const deadline = Date.now() + 100_000;
  while (
    !(await fetch(`${BASE}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the built server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  collector?.close();
});

test('runs the built JavaScript, ready, with its request ids in answers and log lines', async () => {
  expect(await (await fetch(`${BASE}/readyz`)).json()).toEqual({ status: 'ready' });
  const failed = await fetch(`${BASE}/api/user/login?lang=de`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'nobody' }),
  });
  const id = failed.headers.get('x-request-id');
  expect(id).toBeTruthy();
  expect(await failed.json()).toMatchObject({ code: 0, request_id: id });
  await expect
    .poll(() => logLines.filter((line) => line.request_id === id).map((line) => line.msg))
    .toEqual(['incoming request', 'request completed']);
});

test('shows its metrics on the port of its own, not on the public one', async () => {
  expect((await fetch(`${BASE}/metrics`)).status).toBe(404);
  await fetch(`${BASE}/api/index/category`);
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  expect(text).toMatch(
    /^http_request_duration_seconds_count\{method="GET",route="\/api\/index\/category",status_code="200"\} [1-9]/m,
  );
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
});

test('sends a trace of each request, named by its route and carrying its request id', async () => {
  const answer = await fetch(`${BASE}/api/index/category?lang=en`);
  const id = answer.headers.get('x-request-id');
  await expect
    .poll(
      () =>
        spans.find((span) =>
          span.attributes.some(
            (attribute) => attribute.key === 'request_id' && attribute.value.stringValue === id,
          ),
        )?.name,
    )
    .toBe('GET /api/index/category');
  // Probes are not traced.
  await fetch(`${BASE}/readyz`);
  expect(spans.some((span) => span.name.includes('readyz'))).toBe(false);
});
