import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createPglite, type Database, openPglite, openPostgres } from '../src/db/client';
import { emailCodes, users } from '../src/db/schema';
import type { MailMessage, Mailer } from '../src/lib/mailer';
import { seedBase } from '../src/seed/base';
import { seedDemo } from '../src/seed/demo';
import { ensureFirstOperator } from '../src/modules/admin/operators';
import { createDatabase } from './postgres-url';

export type CapturedMailer = Mailer & {
  sent: MailMessage[];
  lastCode(to: string): string;
  /** While true, the mail server is down: every send fails, as a refused SMTP connection does. */
  down: boolean;
};

/** A mailer that keeps what it sends, so that tests read codes the way a shopper reads their inbox. */
export function captureMailer(): CapturedMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    down: false,
    async send(message) {
      if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(message);
    },
    lastCode(to) {
      const message = [...sent].reverse().find((mail) => mail.to === to);
      const code = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code was mailed to ${to}`);
      return code;
    },
  };
}

/** A fresh database for one test file: PGlite loaded from the run's template, or a new PostgreSQL database. */
async function freshDatabase(seed: 'base' | 'demo'): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await readFile(inject('pgliteTemplates')[seed]);
    const client = await createPglite({ loadDataDir: new Blob([template]) });
    return { database: openPglite(client), drop: async () => undefined };
  }
  const name = `storefront_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const created = await createDatabase(serverUrl, name);
  const database = openPostgres(created.url, 20);
  await database.migrate();
  await seedBase(database.db);
  if (seed === 'demo') await seedDemo(database.db);
  return { database, drop: created.drop };
}

export const OPERATOR_PASSWORD = 'operator-secret';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mailer: CapturedMailer;
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    seed?: 'base' | 'demo';
    env?: Record<string, string>;
    extend?: (app: FastifyInstance) => void;
    build?: Pick<BuildOptions, 'logger' | 'builtApps'>;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(options.seed ?? 'base');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000',
    UPLOADS_PER_MINUTE: '10000',
    ...options.env,
  });
  const mailer = captureMailer();
  const app = await buildApp({ config, database, mailer, logger: false, ...options.build });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    mailer,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ApiResult<T = unknown> = {
  status: number;
  code: number;
  msg: string;
  /** The message key of a failure. */
  key?: string;
  data: T;
  body: unknown;
};
type CallOptions = { token?: string; lang?: string; ip?: string; headers?: Record<string, string> };

/** Calls the API like the app does: `lang` in the query, the token in the `token` header. */
export function client(app: FastifyInstance) {
  async function call<T>(method: 'GET' | 'POST', url: string, payload: unknown, options: CallOptions) {
    const target = new URL(url, 'http://test');
    if (options.lang !== undefined) target.searchParams.set('lang', options.lang);
    if (method === 'GET' && payload) {
      for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
        if (value !== undefined) target.searchParams.set(key, String(value));
      }
    }
    const response = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, ...(options.token ? { token: options.token } : {}) },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
    });
    const body = response.json() as { code: number; msg: string; key?: string; data: T };
    return {
      status: response.statusCode,
      code: body.code,
      msg: body.msg,
      ...(body.key === undefined ? {} : { key: body.key }),
      data: body.data,
      body,
    } as ApiResult<T>;
  }
  return {
    get: <T = any>(url: string, query?: Record<string, unknown>, options: CallOptions = {}) =>
      call<T>('GET', url, query, { lang: 'en', ...options }),
    post: <T = any>(url: string, body?: unknown, options: CallOptions = {}) =>
      call<T>('POST', url, body, { lang: 'en', ...options }),
  };
}

let counter = 0;
/** A shopper with unique credentials, registered through the API. */
export async function registerShopper(app: FastifyInstance, overrides: Record<string, string> = {}) {
  counter += 1;
  const unique = `${process.pid % 10_000}${counter}${Math.floor(Math.random() * 1e4)}`;
  const credentials = {
    username: `shopper${unique}`,
    password: 'secret123',
    email: `shopper${unique}@example.com`,
    mobile: `+1555${unique.padStart(7, '0').slice(-7)}`,
    ...overrides,
  };
  const result = await client(app).post<{ userinfo: { id: number; token: string } }>(
    '/api/user/register',
    credentials,
  );
  if (result.code !== 1) throw new Error(`register failed: ${result.msg}`);
  return { ...credentials, id: result.data.userinfo.id, token: result.data.userinfo.token };
}

/**
 * The usual test file: one app and database for the file, created before its tests and closed after them.
 * `t` and `api` can be used in any test of the file.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const live = () => {
    if (!current) throw new Error('the test app exists only while the tests of its file run');
    return current;
  };
  const t = {
    get app() {
      return live().app;
    },
    get database() {
      return live().database;
    },
    get mailer() {
      return live().mailer;
    },
    get config() {
      return live().config;
    },
  };
  const api: ReturnType<typeof client> = {
    get: (...args) => client(live().app).get(...args),
    post: (...args) => client(live().app).post(...args),
  };
  /** A token of the first operator (`admin` / `operator-secret`), made when there is none yet. */
  const operatorToken = async () => {
    await ensureFirstOperator(live().database.db, OPERATOR_PASSWORD);
    return (await api.post('/api/admin/login', { username: 'admin', password: OPERATOR_PASSWORD })).data
      .token as string;
  };
  return { t, api, operatorToken };
}

/**
 * Asks for a withdrawal code as the app does and reads it from the captured mail to the shopper's address.
 * Each call gets a new code: the codes sent before are aged past the 60 s between two sends.
 */
export async function withdrawCode(
  test: Pick<TestApp, 'app' | 'database' | 'mailer'>,
  shopper: { id: number; token: string },
) {
  const [user] = await test.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, shopper.id));
  await test.database.db
    .update(emailCodes)
    .set({ createdAt: sql`${emailCodes.createdAt} - interval '61 seconds'` })
    .where(eq(emailCodes.email, user!.email));
  await client(test.app).post(
    '/api/ems/send',
    { email: 'ignored@example.com', event: 'withdraw' },
    { token: shopper.token },
  );
  return test.mailer.lastCode(user!.email);
}

/** The options of a route a test adds under /api: hidden, it stays out of the contract and its documents. */
export const testOnly = { schema: { hide: true } };
