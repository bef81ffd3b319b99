import autocannon from 'autocannon';
import { cpuMicroseconds, type Running, startProcess, startStorefront, waitHealthy } from './lib/processes';
import { round } from './lib/stats';

const CONNECTIONS = 50;
const ROUND_SECONDS = 5;
const ROUNDS = 3;

export type Throughput = {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  serverCpuMicrosecondsPerRequest: number;
};

export async function load(server: Running, url: string, duration: number): Promise<Throughput> {
  const cpuBefore = await cpuMicroseconds(server);
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  const cpu = (await cpuMicroseconds(server)) - cpuBefore;
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    // Independent of what else the machine runs: what one answer costs the server itself.
    serverCpuMicrosecondsPerRequest: round(cpu / result.requests.total, 0),
  };
}

/** The round with the median throughput: one noisy moment on a shared machine does not decide the figure. */
const median = (rounds: Throughput[]) =>
  [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
    Math.floor(rounds.length / 2)
  ] as Throughput;

/**
 * `GET /api/index/product?limit=20` on the storefront (demo catalog, given database) against a bare Fastify
 * hello world, same connections and duration. Both run at once, each in its own process, and are loaded in
 * turns (after a warm-up of each), so both see the same machine.
 */
export async function productListAgainstHelloWorld(databaseEnv: Record<string, string>) {
  const hello = startProcess(process.execPath, ['--import', 'tsx', 'bench/hello-server.ts'], {}, 3401);
  const storefront = startStorefront(3400, { SEED_DEMO: '1', ...databaseEnv });
  try {
    await waitHealthy(3401, '/');
    await waitHealthy(3400);
    const helloUrl = 'http://127.0.0.1:3401/';
    const listUrl = 'http://127.0.0.1:3400/api/index/product?limit=20';
    await load(hello, helloUrl, 2);
    await load(storefront, listUrl, 2);
    const helloRounds: Throughput[] = [];
    const listRounds: Throughput[] = [];
    for (let turn = 0; turn < ROUNDS; turn += 1) {
      helloRounds.push(await load(hello, helloUrl, ROUND_SECONDS));
      listRounds.push(await load(storefront, listUrl, ROUND_SECONDS));
    }
    const helloWorld = median(helloRounds);
    const productList = median(listRounds);
    return {
      connections: CONNECTIONS,
      secondsPerRound: ROUND_SECONDS,
      rounds: { helloWorld: helloRounds, productList: listRounds },
      helloWorld,
      productList,
      ratio: round(productList.requestsPerSecond / helloWorld.requestsPerSecond, 3),
    };
  } finally {
    await Promise.all([hello.stop(), storefront.stop()]);
  }
}
