import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createDatabase, postgresUrlForTests } from '../apps/server/test/postgres-url';

/**
 * The deployable build as docs/deploy.md installs it, and as the Dockerfile's last stage does: the manifests and
 * the lock file copied outside the repository, `npm ci --omit=dev` for the server alone, and `apps/server/dist`
 * beside them. Then the server runs from there on PostgreSQL and Redis, with the command-line tools. Nothing
 * under `src/` nor any development package is there to be read. No browser.
 */
const REPOSITORY = path.resolve(import.meta.dirname, '..');
const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'packages/shared/package.json',
  'packages/i18n/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'apps/admin/package.json',
];
const PORT = 3231;
const BASE = `http://127.0.0.1:${PORT}`;
const OPERATOR_PASSWORD = 'deployed-operator-secret';

let folder = '';
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let server: ChildProcess | undefined;
let environment: NodeJS.ProcessEnv = {};

/** Runs one of the built command-line tools from the deployed folder; its output. */
const tool = (name: string, ...args: string[]) =>
  execFileSync(process.execPath, [`apps/server/dist/${name}.js`, ...args], {
    cwd: folder,
    env: environment,
    encoding: 'utf8',
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const postgres = await postgresUrlForTests();
  if (!postgres) throw new Error('the deployed build runs on PostgreSQL: set TEST_DATABASE_URL');
  folder = mkdtempSync(path.join(tmpdir(), 'storefront-deployed-'));
  for (const file of MANIFESTS) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    cpSync(path.join(REPOSITORY, file), path.join(folder, file));
  }
  // From npm's cache where it can: the repository's own `npm ci` has just fetched the same packages.
  execFileSync(
    'npm',
    ['ci', '--omit=dev', '--workspace', 'apps/server', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: folder, stdio: 'ignore' },
  );
  cpSync(path.join(REPOSITORY, 'apps/server/dist'), path.join(folder, 'apps/server/dist'), {
    recursive: true,
  });

  database = await createDatabase(postgres, `deployed_${process.pid}_${Date.now()}`);
  environment = {
    PATH: process.env.PATH,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    SEED_DEMO: '1',
    ADMIN_PASSWORD: OPERATOR_PASSWORD,
    DATA_DIR: path.join(folder, 'data'),
  };
  server = spawn(
    process.execPath,
    ['--enable-source-maps', '--import', './apps/server/dist/telemetry.js', 'apps/server/dist/main.js'],
    {
      cwd: folder,
      env: { ...environment, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${BASE}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`the deployed server stopped (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error('the deployed server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('holds only what runs: the build, production packages, no sources and no development tools', () => {
  expect(existsSync(path.join(folder, 'apps/server/src'))).toBe(false);
  for (const development of ['tsx', 'esbuild', 'typescript-eslint', '@tabler/icons', 'vitest', 'drizzle-kit'])
    expect(existsSync(path.join(folder, 'node_modules', development)), development).toBe(false);
});

test('answers its probes, the shopper app, the console and translated demo data', async () => {
  expect(await (await fetch(`${BASE}/healthz`)).json()).toEqual({ status: 'ok' });
  expect(await (await fetch(`${BASE}/readyz`)).json()).toEqual({ status: 'ready' });
  expect(await (await fetch(`${BASE}/`)).text()).toContain('<div id="root">');
  expect((await fetch(`${BASE}/admin`)).status).toBe(200);
  const categories = (await (await fetch(`${BASE}/api/index/category?lang=de`)).json()) as {
    data: { key: string; name: string; image: string }[];
  };
  expect(categories.data.find((category) => category.key === 'electrical')?.name).toBe('Elektrogeräte');
  // A category's picture is a Tabler icon, read from the build's own copy of the icons.
  const picture = await fetch(`${BASE}${categories.data[0]?.image}`);
  expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(await picture.text()).toMatch(/<path d="M/);
});

test('its command-line tools add an operator who can sign in, and find the books agree', async () => {
  const username = `deployed${Date.now() % 100_000}`;
  const created = tool('operator', 'create', username);
  const password = /password \(shown once\): (\S+)/.exec(created)?.[1];
  expect(password).toBeTruthy();
  const login = await fetch(`${BASE}/api/admin/login?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(((await login.json()) as { code: number }).code).toBe(1);
  expect(tool('reconcile')).toContain('the books agree');
});
