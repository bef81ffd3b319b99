import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { productListAgainstHelloWorld } from './api';
import { millionProductCatalog } from './catalog';
import { checkoutOnPostgres } from './checkout';
import {
  databaseUrl,
  dropDatabase,
  onServer,
  POSTGRES_URL,
  recreateDatabase,
  repositoryRoot,
  startStorefront,
  waitHealthy,
} from './lib/processes';
import { coldAndWarmStart } from './start';
import { measureFirstLoad, runLighthouse } from './web';

const log = (line: string) => process.stdout.write(`${line}\n`);
const API_DATABASE = 'storefront_bench_api';
const WEB_PORT = 3405;

/** The shopper app as `npm start` serves it (built, embedded database, demo catalog). */
async function shopperApp() {
  const server = startStorefront(WEB_PORT, { DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'bench-web-')) });
  try {
    await waitHealthy(WEB_PORT);
    const base = `http://127.0.0.1:${WEB_PORT}`;
    return { firstLoad: await measureFirstLoad(base), lighthouse: await runLighthouse(`${base}/home`) };
  } finally {
    await server.stop();
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

/** `npm run bench`: every figure of issue 8 in one run on this machine, printed and written to bench/results. */
const startedAt = new Date();
log(`storefront bench — ${startedAt.toISOString()}`);
const results: Record<string, unknown> = { startedAt: startedAt.toISOString(), machine: machine() };

await onServer((client) => client.query('select 1')).catch((error: unknown) => {
  throw new Error(
    `npm run bench needs PostgreSQL at ${POSTGRES_URL} (set BENCH_DATABASE_URL): ${(error as Error).message}`,
  );
});

log('1/5 product list against a bare Fastify hello world (PostgreSQL, demo catalog)…');
await recreateDatabase(API_DATABASE);
const api = await productListAgainstHelloWorld({
  DATABASE_URL: databaseUrl(API_DATABASE),
  DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'bench-api-')),
});
await dropDatabase(API_DATABASE);
results.productList = api;

log('2/5 order create + pay, 50 shoppers at once (PostgreSQL)…');
const { statementList, ...checkout } = await checkoutOnPostgres();
results.checkout = { ...checkout, statementList };

log('3/5 one million products (PostgreSQL)…');
const catalog = await millionProductCatalog(log);
results.catalog = catalog;

log('4/5 shopper app: first-load JavaScript and Lighthouse (built app, Debian Chromium)…');
const web = await shopperApp();
results.shopperApp = web;

log('5/5 cold and warm start…');
const start = await coldAndWarmStart();
results.start = start;
results.finishedAt = new Date().toISOString();

const rows: [string, string, string][] = [
  [
    'GET /api/index/product?limit=20',
    `${api.productList.requestsPerSecond} req/s, p99 ${api.productList.p99Ms} ms`,
    `ratio ${api.ratio} to hello world (${api.helloWorld.requestsPerSecond} req/s) — ${verdict(api.ratio >= 0.5)}`,
  ],
  [
    'Order create + pay, 50 shoppers',
    `${checkout.ordersPerSecond} orders/s, p99 ${checkout.p99Ms} ms`,
    `${checkout.sqlStatements.total} SQL statements per checkout — ${verdict(checkout.p99Ms < 100)}`,
  ],
  [
    '… CPU per checkout',
    `server ${checkout.serverCpuMsPerCheckout} ms, PostgreSQL ${checkout.postgresCpuMsPerCheckout ?? '?'} ms`,
    `${os.cpus().length} cores shared with the load generator`,
  ],
  [
    '… each shopper once a second',
    `${checkout.pacedOneCheckoutPerShopperPerSecond.ordersPerSecond} orders/s, p99 ${checkout.pacedOneCheckoutPerShopperPerSecond.p99Ms} ms`,
    'steady load, for capacity planning',
  ],
  [
    '… product list meanwhile',
    `${checkout.productListWhileCheckingOut.duringCheckouts.requestsPerSecond} req/s, p99 ${checkout.productListWhileCheckingOut.duringCheckouts.p99Ms} ms`,
    `alone ${checkout.productListWhileCheckingOut.alone.requestsPerSecond} req/s; orders keep emptying the catalog cache`,
  ],
  [
    'Checkout of two shops (2 orders, 1 payment)',
    `${checkout.twoShopCheckout.ordersPerSecond} checkouts/s, p99 ${checkout.twoShopCheckout.p99Ms} ms`,
    `once a second each: p99 ${checkout.twoShopCheckout.paced.p99Ms} ms; measured, no budget`,
  ],
  ...(['category', 'keyword', 'price', 'germanKeyword'] as const).map((kind): [string, string, string] => [
    `1M products: ${kind === 'germanKeyword' ? 'keyword, lang=de' : kind}`,
    `p95 ${catalog[kind].p95Ms} ms (p50 ${catalog[kind].p50Ms})`,
    verdict(catalog[kind].p95Ms < 50),
  ]),
  [
    'First visit to /home, JS gzip',
    `${(web.firstLoad.gzipBytes / 1024).toFixed(1)} KB in ${web.firstLoad.chunks.length} chunks`,
    verdict(web.firstLoad.gzipBytes <= 150 * 1024),
  ],
  [
    'Lighthouse mobile /home',
    `score ${web.lighthouse.score}, LCP ${Math.round(web.lighthouse.lcpMs)} ms, TBT ${Math.round(web.lighthouse.tbtMs)} ms, CLS ${web.lighthouse.cls.toFixed(3)}`,
    verdict(web.lighthouse.score >= 95),
  ],
  [
    'npm start, empty data dir',
    `${start.npmStartColdSeconds} s (server alone ${start.serverColdSeconds} s)`,
    'build included',
  ],
  [
    'npm start, warm',
    `${start.npmStartWarmSeconds} s (server alone ${start.serverWarmSeconds} s)`,
    'build included',
  ],
];
const width = (column: 0 | 1) => Math.max(...rows.map((row) => row[column].length));
log('');
for (const [what, figure, note] of rows) log(`${what.padEnd(width(0))}  ${figure.padEnd(width(1))}  ${note}`);

const folder = path.join(repositoryRoot, 'bench/results');
await mkdir(folder, { recursive: true });
await writeFile(path.join(folder, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
log(`\nwritten to bench/results/latest.json`);
