import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { TINY_PNG } from './uploads';

/**
 * The crash suites' real server process (started, awaited, SIGKILLed) and their HTTP client of it: requests,
 * uploads, and the withdrawal codes the server mails to shoppers and shop owners.
 */

export const PORT = 3321;
export const OPERATOR_PASSWORD = 'crash-test-secret';
const baseOf = (port: number) => `http://127.0.0.1:${port}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Reply<T> = { code: number; msg: string; data: T };
/** A page of a list the console reads. */
export type Page = { list: { id: number }[] };
export type Shopper = {
  id: number;
  token: string;
  addressId: number;
  email: string;
  code?: string;
  /** A picture the shopper uploaded: the evidence their top-ups cite. */
  proof?: string;
};
/** A shop's owner in the seller centre, with an unused withdrawal code for the next load. */
export type ShopOwner = { shopId: number; sellerToken: string; email: string; code?: string };

/** A 5xx or a body that is not the envelope: a server bug, never an effect of the crash. */
export class ServerFault extends Error {}
/** HTTP 503 with the translated envelope: the database was lost under the request (connection-loss.pg.test.ts). */
export class ServerUnavailable extends ServerFault {}
const UNAVAILABLE_MSG = 'The system is busy, please try again later';

/**
 * One real server process, as `npm start` runs it, without Redis and without the demo catalog: on PostgreSQL at
 * `databaseUrl`, or without one on the embedded database in DATA_DIR/db. `env` adds to its environment.
 */
export function startServer(
  databaseUrl: string | undefined,
  dataDir: string,
  port = PORT,
  env: Record<string, string> = {},
): ChildProcess {
  const {
    REDIS_URL: _redis,
    SEED_DEMO: _demo,
    DATABASE_URL: _url,
    SMTP_URL: _smtp,
    ...inherited
  } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { SEED_DEMO: '0' }),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: OPERATOR_PASSWORD,
      // Every shopper asks for a withdrawal code from the same address within a second.
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
}

export async function waitHealthy(child: ChildProcess, port = PORT, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${baseOf(port)}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

/** SIGKILL: no shutdown hook runs, open transactions are cut wherever they are. */
export async function killHard(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

export async function call<T = any>(
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  headers: Record<string, string> = {},
  port = PORT,
): Promise<Reply<T>> {
  const response = await fetch(`${baseOf(port)}${url}${url.includes('?') ? '&' : '?'}lang=en`, {
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status === 503 && text.includes(`"code":0,"msg":"${UNAVAILABLE_MSG}"`))
    throw new ServerUnavailable(`${method} ${url}: HTTP 503 ${text}`);
  if (response.status >= 500) throw new ServerFault(`${method} ${url}: HTTP ${response.status} ${text}`);
  const reply = JSON.parse(text) as Reply<T>;
  if (reply.code !== 0 && reply.code !== 1) throw new ServerFault(`${method} ${url}: ${text}`);
  return reply;
}

/** Uploads a tiny picture as the shopper's app does and answers its URL. */
export async function uploadPicture(token: string, port = PORT) {
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'proof.png');
  const response = await fetch(`${baseOf(port)}/api/common/upload?lang=en`, {
    method: 'POST',
    headers: { token },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  const reply = (await response.json()) as Reply<{ url: string }>;
  if (reply.code !== 1) throw new Error(`upload failed: ${reply.msg}`);
  return reply.data.url;
}

/**
 * The withdrawal code the way a shopper gets it: asked for over HTTP, read from the mail the server writes
 * to DATA_DIR/mail/ when there is no SMTP server (the spawned process has no captured mailer to ask).
 */
export async function withdrawCode(dataDir: string, shopper: Shopper, port = PORT) {
  const sent = await call(
    'POST',
    '/api/ems/send',
    { email: shopper.email, event: 'withdraw' },
    { token: shopper.token },
    port,
  );
  if (sent.code !== 1) throw new Error(`no withdrawal code: ${sent.msg}`);
  const folder = path.join(dataDir, 'mail');
  const file = (await readdir(folder)).find((name) => name.endsWith(`-${shopper.email}.eml`));
  if (!file) throw new Error(`no mail was written to ${shopper.email}`);
  const mail = await readFile(path.join(folder, file), 'utf8');
  // The code is the body's six digits; the headers (Message-ID, Date) can hold digit runs of their own.
  const code = mail.split(/\r?\n\r?\n/)[1]?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the mail to ${shopper.email}`);
  return code;
}

/**
 * A shop's withdrawal code as its owner gets it: asked for in the seller centre, read from the newest mail to
 * the owner (the shop has no address of its own). A new one needs the last one's 60 s to have passed.
 */
export async function sellerWithdrawCode(dataDir: string, owner: ShopOwner, port = PORT) {
  const sent = await call('POST', '/api/seller/extract_code', {}, { token: owner.sellerToken }, port);
  if (sent.code !== 1) throw new Error(`no shop withdrawal code: ${sent.msg}`);
  const folder = path.join(dataDir, 'mail');
  // File names start with the time they were written.
  const file = (await readdir(folder))
    .filter((name) => name.endsWith(`-${owner.email}.eml`))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no mail was written to ${owner.email}`);
  const code = (await readFile(path.join(folder, file), 'utf8'))
    .split(/\r?\n\r?\n/)[1]
    ?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the mail to ${owner.email}`);
  return code;
}
