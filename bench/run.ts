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
import { BARE_PAGE_PATH, buildBarePage, measureFirstLoad, runLighthouse } from './web';

const log = (line: string) => process.stdout.write(`${line}\n`);
const API_DATABASE = 'storefront_bench_api';
const WEB_PORT = 3405;

/** The shopper app as `npm start` serves it (built, embedded database, demo catalog). */
async function shopperApp() {
  const server = startStorefront(WEB_PORT, { DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'bench-web-')) });
  try {
    await waitHealthy(WEB_PORT);
    const base = `http://127.0.0.1:${WEB_PORT}`;
    const firstLoad = await measureFirstLoad(base);
    const removeBarePage = await buildBarePage(base);
    try {
      const lighthouse = await runLighthouse({ home: `${base}/home`, bare: `${base}${BARE_PAGE_PATH}` });
      return { firstLoad, lighthouse: lighthouse.home, lighthouseBarePage: lighthouse.bare };
    } finally {
      await removeBarePage();
    }
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

/**
 * `npm run bench`: every figure in one run on this machine, each beside the floor the machine allows for the same
 * work, printed and written to bench/results/latest.json (the ratios under `ratios`).
 */
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

const helloCpuMicroseconds = api.helloWorld.serverCpuMicrosecondsPerRequest;
const bareLighthouse = web.lighthouseBarePage;
/**
 * The budgets, each a ratio to a floor measured in this same run (or a figure a ratio cannot express), under the
 * names other tools read from bench/results/latest.json.
 */
const ratios = {
  listToHello: api.ratio,
  checkoutToFloor: checkout.checkoutToFloor,
  twoShopCheckoutToFloor: checkout.twoShopCheckout.checkoutToFloor,
  serverCpuPerCheckoutToHello:
    Math.round((checkout.serverCpuMicrosecondsPerCheckout / helloCpuMicroseconds) * 10) / 10,
  // Information beside the budget above: the floor's own `pg` client per checkout, in hello-world answers.
  floorCpuPerCheckoutToHello:
    Math.round((checkout.floor.clientCpuMicrosecondsPerCheckout / helloCpuMicroseconds) * 10) / 10,
  lighthouse: web.lighthouse.score,
  lighthouseBare: bareLighthouse.score,
  tbtMs: Math.round(web.lighthouse.tbtMs),
  tbtBareMs: Math.round(bareLighthouse.tbtMs),
  pacedCheckoutP99Ms: checkout.pacedOneCheckoutPerShopperPerSecond.p99Ms,
  checkoutP99MsAt80PercentMs: checkout.atShareOfSaturation.p99Ms,
  firstLoadGzipKB: Math.round((web.firstLoad.gzipBytes / 1024) * 10) / 10,
};
results.ratios = ratios;

const lighthouseWithinBudget =
  ratios.lighthouse >= ratios.lighthouseBare - 3 && (ratios.lighthouseBare < 98 || ratios.lighthouse >= 95);
const rows: [string, string, string][] = [
  [
    'Host: bare Fastify hello world',
    `${api.helloWorld.requestsPerSecond} req/s, ${helloCpuMicroseconds} µs CPU a request`,
    'the floor of an HTTP answer',
  ],
  [
    'GET /api/index/product?limit=20',
    `${api.productList.requestsPerSecond} req/s, p99 ${api.productList.p99Ms} ms`,
    `listToHello ${ratios.listToHello} (≥ 0.6) — ${verdict(ratios.listToHello >= 0.6)}`,
  ],
  [
    'Order create + pay, 50 shoppers back to back',
    `${checkout.ordersPerSecond} checkouts/s; floor ${checkout.floor.checkoutsPerSecond}/s`,
    `checkoutToFloor ${ratios.checkoutToFloor} (≥ 0.7) — ${verdict(ratios.checkoutToFloor >= 0.7)}`,
  ],
  [
    '… server CPU per checkout',
    `${checkout.serverCpuMsPerCheckout} ms (PostgreSQL ${checkout.postgresCpuMsPerCheckout ?? '?'} ms)`,
    `serverCpuPerCheckoutToHello ${ratios.serverCpuPerCheckoutToHello} (≤ 12) — ${verdict(ratios.serverCpuPerCheckoutToHello <= 12)}`,
  ],
  [
    "… the floor's own pg client per checkout",
    `${checkout.floor.clientCpuMicrosecondsPerCheckout} µs`,
    `floorCpuPerCheckoutToHello ${ratios.floorCpuPerCheckoutToHello} (information)`,
  ],
  [
    '… each shopper once a second',
    `${checkout.pacedOneCheckoutPerShopperPerSecond.ordersPerSecond} checkouts/s`,
    `pacedCheckoutP99Ms ${ratios.pacedCheckoutP99Ms} (< 50) — ${verdict(ratios.pacedCheckoutP99Ms < 50)}`,
  ],
  [
    '… at 80 % of back to back',
    `${checkout.atShareOfSaturation.ordersPerSecond} checkouts/s`,
    `checkoutP99MsAt80PercentMs ${ratios.checkoutP99MsAt80PercentMs} (< 100) — ${verdict(ratios.checkoutP99MsAt80PercentMs < 100)}`,
  ],
  [
    '… SQL statements per checkout',
    `${checkout.sqlStatements.total} (create ${checkout.sqlStatements.create}, pay ${checkout.sqlStatements.pay})`,
    'information',
  ],
  [
    '… product list meanwhile',
    `${checkout.productListWhileCheckingOut.duringCheckouts.requestsPerSecond} req/s, p99 ${checkout.productListWhileCheckingOut.duringCheckouts.p99Ms} ms`,
    `alone ${checkout.productListWhileCheckingOut.alone.requestsPerSecond} req/s; orders keep emptying the catalog cache`,
  ],
  [
    'Checkout of two shops (2 orders, 1 payment)',
    `${checkout.twoShopCheckout.ordersPerSecond} checkouts/s; floor ${checkout.twoShopCheckout.floor.checkoutsPerSecond}/s`,
    `twoShopCheckoutToFloor ${ratios.twoShopCheckoutToFloor} (≥ 0.6) — ${verdict(ratios.twoShopCheckoutToFloor >= 0.6)}`,
  ],
  ...(['category', 'keyword', 'price', 'germanKeyword'] as const).map((kind): [string, string, string] => [
    `1M products: ${kind === 'germanKeyword' ? 'keyword, lang=de' : kind}`,
    `p95 ${catalog[kind].p95Ms} ms (p50 ${catalog[kind].p50Ms})`,
    verdict(catalog[kind].p95Ms < 50),
  ]),
  [
    'First visit to /home, JS gzip',
    `${ratios.firstLoadGzipKB} KB in ${web.firstLoad.chunks.length} chunks`,
    `firstLoadGzipKB (≤ 110) — ${verdict(ratios.firstLoadGzipKB <= 110)}`,
  ],
  [
    'Lighthouse mobile /home, median of 5',
    `score ${ratios.lighthouse}, LCP ${Math.round(web.lighthouse.lcpMs)} ms, TBT ${ratios.tbtMs} ms`,
    `bare page: score ${ratios.lighthouseBare}, LCP ${Math.round(bareLighthouse.lcpMs)} ms, TBT ${ratios.tbtBareMs} ms — ${verdict(lighthouseWithinBudget)}`,
  ],
  [
    '… total blocking time',
    `${ratios.tbtMs} ms`,
    `≤ bare + 50 ms (${ratios.tbtBareMs + 50}) — ${verdict(ratios.tbtMs <= ratios.tbtBareMs + 50)}`,
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
