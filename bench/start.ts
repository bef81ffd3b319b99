import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess, startStorefront, waitHealthy } from './lib/processes';
import { round } from './lib/stats';

const PORT = 3404;

async function untilHealthy(start: () => ReturnType<typeof startProcess>) {
  const started = performance.now();
  const running = start();
  try {
    await waitHealthy(PORT, '/healthz', 600_000);
    return round((performance.now() - started) / 1000, 1);
  } finally {
    await running.stop();
  }
}

/**
 * `npm start` (build, then the server on the embedded database with the demo catalog) on an empty data
 * directory until `/healthz` answers, then again on the same directory; and the server alone, without the
 * build, both ways.
 */
export async function coldAndWarmStart() {
  const npmStart = (dataDir: string) => () =>
    startProcess('npm', ['start'], { DATA_DIR: dataDir }, PORT, true);
  const server = (dataDir: string) => () => startStorefront(PORT, { DATA_DIR: dataDir });
  const first = await mkdtemp(path.join(tmpdir(), 'bench-start-'));
  const second = await mkdtemp(path.join(tmpdir(), 'bench-start-'));
  try {
    return {
      npmStartColdSeconds: await untilHealthy(npmStart(first)),
      npmStartWarmSeconds: await untilHealthy(npmStart(first)),
      serverColdSeconds: await untilHealthy(server(second)),
      serverWarmSeconds: await untilHealthy(server(second)),
    };
  } finally {
    await rm(first, { recursive: true, force: true });
    await rm(second, { recursive: true, force: true });
  }
}
