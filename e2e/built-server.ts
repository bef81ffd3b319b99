import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { BUILT_SERVER_ARGS } from '../playwright.config';

const REPOSITORY = path.resolve(import.meta.dirname, '..');

/**
 * A server of a journey's own, as `npm start` runs it once built, on a fresh embedded database with the demo
 * catalog: for journeys whose setting would change what every other journey sees (the shared server's
 * exchange rates, say). Resolves once `/healthz` answers; `stop` ends it.
 */
export async function startBuiltServer(port: number, env: Record<string, string> = {}) {
  const server: ChildProcess = spawn(process.execPath, BUILT_SERVER_ARGS, {
    cwd: REPOSITORY,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefront-journey-')),
      ADMIN_PASSWORD: 'e2e-operator-secret',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 100_000;
  while (
    !(await fetch(`${base}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`the built server ended (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error('the built server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop: () => server.kill('SIGTERM') };
}

/**
 * A built server of the journey file's own for all of its tests, for journeys whose settings would change what
 * every other journey sees: started before the first test, stopped after the last. Gives its address.
 */
export function ownServer(port: number): () => string {
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startBuiltServer(port);
  });
  test.afterAll(() => server?.stop());
  return () => {
    if (!server) throw new Error("the journey's own server has not started");
    return server.base;
  };
}
