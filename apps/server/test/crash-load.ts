import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PAY_CODE } from './shopping-fixtures';
import { TINY_PNG } from './uploads';

/** The crash suite's server, its HTTP client and its load of shoppers and operators (crash.pg.test.ts). */
export const PORT = 3321;
export const OPERATOR_PASSWORD = 'crash-test-secret';
const baseOf = (port: number) => `http://127.0.0.1:${port}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Reply<T> = { code: number; msg: string; data: T };
export type Shopper = {
  id: number;
  token: string;
  addressId: number;
  email: string;
  code?: string;
  /** A picture the shopper uploaded: the evidence their top-ups cite. */
  proof?: string;
};
type Page = { list: { id: number }[] };

/** A 5xx or a body that is not the envelope: a server bug, never an effect of the crash. */
class ServerFault extends Error {}
/** HTTP 503 with the translated envelope: the database was lost under the request (connection-loss.pg.test.ts). */
class ServerUnavailable extends ServerFault {}
const UNAVAILABLE_MSG = 'The system is busy, please try again later';

/** One real server process, as `npm start` runs it, without Redis and without the demo catalog. */
export function startServer(databaseUrl: string, dataDir: string, port = PORT): ChildProcess {
  const { REDIS_URL: _redis, SEED_DEMO: _demo, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: OPERATOR_PASSWORD,
      // Every shopper asks for a withdrawal code from the same address within a second.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
}

export async function waitHealthy(child: ChildProcess, port = PORT) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${baseOf(port)}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not become healthy within 30 s');
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

type Action = 'create' | 'pay' | 'cancel' | 'topUp' | 'withdraw' | 'topUpAudit' | 'withdrawAudit';

export type LoadOptions = {
  port?: number;
  /** Counts 503 envelopes (the database lost under a request) in `unavailable` instead of as faults. */
  unavailableAllowed?: boolean;
};

/**
 * Shoppers creating, paying (twice, with and without Idempotency-Key) and cancelling orders, asking for
 * top-ups and withdrawals, and two operators auditing the same queues at once, until `kill`.
 */
export class Load {
  readonly ok: Record<Action, number> = {
    create: 0,
    pay: 0,
    cancel: 0,
    topUp: 0,
    withdraw: 0,
    topUpAudit: 0,
    withdrawAudit: 0,
  };
  readonly faults: string[] = [];
  /** The ids the server acknowledged (code 1): each must be in the database, whatever happened next. */
  readonly acknowledged = {
    orders: new Set<number>(),
    paidOrders: new Set<number>(),
    topUps: new Set<number>(),
    withdrawals: new Set<number>(),
  };
  /** 503 answers, when `unavailableAllowed`. */
  unavailable = 0;
  /** Requests sent before the kill that never got an answer: proof that the kill landed mid-load. */
  cut = 0;
  inFlightAtKill = 0;
  private inFlight = 0;
  private killedAt: number | undefined;
  private readonly workers: Promise<void>[];

  constructor(
    shoppers: Shopper[],
    private readonly products: number[],
    private readonly operatorToken: string,
    /** Shoppers holding an unused withdrawal code; each spends it once in this load. */
    private readonly withdrawers: Set<Shopper>,
    private readonly options: LoadOptions = {},
  ) {
    this.workers = [...shoppers.map((shopper) => this.shopper(shopper)), this.operator(), this.operator()];
  }

  async kill(child: ChildProcess) {
    this.killedAt = performance.now();
    this.inFlightAtKill = this.inFlight;
    await killHard(child);
    await Promise.all(this.workers);
  }

  /** Ends the load without killing the server: every request under way gets its answer first. */
  async stop() {
    this.killedAt = performance.now();
    await Promise.all(this.workers);
  }

  private get running() {
    return this.killedAt === undefined;
  }

  private async send<T>(
    action: Action | undefined,
    method: 'GET' | 'POST',
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Reply<T> | undefined> {
    const sentAt = performance.now();
    this.inFlight += 1;
    try {
      const reply = await call<T>(method, url, body, headers, this.options.port);
      if (reply.code === 1 && action) {
        this.ok[action] += 1;
        this.acknowledge(action, body as { order_id?: number } | undefined, reply.data);
      }
      return reply;
    } catch (error) {
      if (error instanceof ServerUnavailable && this.options.unavailableAllowed) this.unavailable += 1;
      else if (error instanceof ServerFault || this.killedAt === undefined) this.faults.push(String(error));
      else if (sentAt < this.killedAt) this.cut += 1;
      return undefined;
    } finally {
      this.inFlight -= 1;
    }
  }

  private acknowledge(action: Action, body: { order_id?: number } | undefined, data: unknown) {
    const answer = (data ?? {}) as { id?: number; order_id?: number };
    if (action === 'create' && answer.order_id) this.acknowledged.orders.add(answer.order_id);
    if (action === 'pay' && body?.order_id) this.acknowledged.paidOrders.add(body.order_id);
    if (action === 'topUp' && answer.id) this.acknowledged.topUps.add(answer.id);
    if (action === 'withdraw' && answer.id) this.acknowledged.withdrawals.add(answer.id);
  }

  private async shopper(shopper: Shopper) {
    while (this.running) {
      const roll = Math.random();
      if (roll < 0.2 && this.withdrawers.delete(shopper)) await this.withdraw(shopper);
      else if (roll < 0.4) await this.topUp(shopper);
      else await this.order(shopper);
    }
  }

  private async order(shopper: Shopper) {
    // One or two products in ascending id order, as a bag checkout sends them.
    const picked = [...new Set([this.pick(), this.pick()])].sort((a, b) => a - b);
    const items = picked.map((id) => ({ product_id: id, quantity: 1 + Math.floor(Math.random() * 3) }));
    const token = { token: shopper.token };
    const keyed = (key: string | undefined) => (key ? { ...token, 'idempotency-key': key } : token);
    const body = { items, address_id: shopper.addressId };
    const createKey = Math.random() < 0.5 ? randomUUID() : undefined;
    const create = () =>
      this.send<{ order_id: number }>('create', 'POST', '/api/order/create', body, keyed(createKey));
    // A keyed create is sometimes double-tapped: the second waits for the first and replays its answer.
    const [created, replayed] = await Promise.all([
      create(),
      createKey && Math.random() < 0.3 ? create() : undefined,
    ]);
    if (created?.code !== 1) return;
    const orderId = created.data.order_id;
    if (replayed?.code === 1 && replayed.data.order_id !== orderId) {
      this.faults.push(`one Idempotency-Key created orders ${orderId} and ${replayed.data.order_id}`);
    }
    const pay = (key?: string) =>
      this.send('pay', 'POST', '/api/order/pay', { order_id: orderId, pay_password: PAY_CODE }, keyed(key));
    const cancel = () => this.send('cancel', 'POST', '/api/order/cancel', { order_id: orderId }, token);
    const roll = Math.random();
    if (roll < 0.1) return; // left unpaid: it keeps its stock reserved
    if (roll < 0.2) await cancel();
    else if (roll < 0.3) await Promise.all([pay(), cancel()]);
    else if (roll < 0.55) {
      const key = randomUUID();
      await Promise.all([pay(key), pay(key), pay()]);
    } else await pay(Math.random() < 0.5 ? randomUUID() : undefined);
  }

  private async topUp(shopper: Shopper) {
    const headers = { token: shopper.token, 'idempotency-key': randomUUID() };
    const body = { method: 'card', amount: '20.00', image: shopper.proof };
    await Promise.all([
      this.send('topUp', 'POST', '/api/user/recharge', body, headers),
      Math.random() < 0.3 ? this.send('topUp', 'POST', '/api/user/recharge', body, headers) : undefined,
    ]);
  }

  private async withdraw(shopper: Shopper) {
    await this.send(
      'withdraw',
      'POST',
      '/api/user/extract',
      {
        type: 'bank',
        amount: '30.00',
        email_code: shopper.code,
        bank_name: 'Crash Bank',
        card_no: '6222000011112222',
        holder: 'Test Buyer',
      },
      { token: shopper.token, 'idempotency-key': randomUUID() },
    );
  }

  /** Both operators read the same queues, so most requests are audited twice at once. */
  private async operator() {
    const headers = { token: this.operatorToken };
    while (this.running) {
      const [recharges, withdrawals] = await Promise.all([
        this.send<Page>(
          undefined,
          'GET',
          '/api/admin/recharges?status=auditing&limit=20',
          undefined,
          headers,
        ),
        this.send<Page>(
          undefined,
          'GET',
          '/api/admin/withdrawals?status=auditing&limit=20',
          undefined,
          headers,
        ),
      ]);
      const audits = [
        // Every third top-up arrives short: the operator credits what actually arrived.
        ...(recharges?.data.list ?? []).map(({ id }) =>
          this.send(
            'topUpAudit',
            'POST',
            '/api/admin/recharge/audit',
            { id, pass: true, ...(id % 3 ? {} : { amount: '19.50' }) },
            headers,
          ),
        ),
        ...(withdrawals?.data.list ?? []).map(({ id }) =>
          this.send(
            'withdrawAudit',
            'POST',
            '/api/admin/withdraw/audit',
            { id, pass: id % 2 === 0, remark: 'crash test' },
            headers,
          ),
        ),
      ];
      if (audits.length === 0) await sleep(25);
      else await Promise.all(audits);
    }
  }

  private pick() {
    return this.products[Math.floor(Math.random() * this.products.length)]!;
  }
}
