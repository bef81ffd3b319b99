import { randomBytes, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { PAY_CODE } from '../apps/server/test/shopping-fixtures';

/**
 * The checkout's floor: the statements one checkout sends to PostgreSQL, recorded from the product itself and
 * replayed straight through `pg` with no HTTP, no validation and no application code. What the product's
 * checkouts per second are divided by.
 *
 * A recorded statement's parameters are traced to where they came from (the shopper, the products, the
 * Idempotency-Keys, a value an earlier statement answered, the clock), by recording two checkouts that differ in
 * every input; a parameter the tracing cannot explain stops the bench rather than replaying a wrong figure.
 */

type Row = Record<string, unknown>;
type Recorded = { name?: string; text: string; values: unknown[]; rows: Row[] };

/** What a checkout is made of: whose, which products (each its own shop's), and the two requests' keys. */
export type CheckoutInputs = {
  shopperId: number;
  token: string;
  addressId: number;
  products: { id: number; shopId: number }[];
};

type Known = Record<string, unknown>;

function knownOf(inputs: CheckoutInputs, createKey: string, payKey: string): Known {
  const known: Known = { shopperId: inputs.shopperId, addressId: inputs.addressId, createKey, payKey };
  inputs.products.forEach((product, index) => {
    known[`product${index}`] = product.id;
    known[`shop${index}`] = product.shopId;
  });
  return known;
}

/** Sends the checkout the app sends (create, then pay with the code) through `inject`, recording each statement. */
export async function recordCheckout(app: FastifyInstance, inputs: CheckoutInputs) {
  const recorded: Recorded[] = [];
  const original = pg.Client.prototype.query;
  const recording = function (this: pg.Client, ...args: unknown[]) {
    const [query, second] = args as [string | { name?: string; text: string; values?: unknown[] }, unknown];
    const entry: Recorded =
      typeof query === 'string'
        ? { text: query, values: Array.isArray(second) ? second : [], rows: [] }
        : {
            name: query.name,
            text: query.text,
            values: query.values ?? (Array.isArray(second) ? second : []),
            rows: [],
          };
    recorded.push(entry);
    // A pool's own query (a statement without a transaction) calls the client with a callback.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, answer: { rows?: Row[] } | undefined) => {
        entry.rows = answer?.rows ?? [];
        (callback as (error: unknown, answer: unknown) => void)(error, answer);
      };
    }
    const result = (original as (...all: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise)
      return result.then((answer: { rows?: Row[] }) => {
        entry.rows = answer.rows ?? [];
        return answer;
      });
    return result;
  };
  const send = async (route: string, key: string, payload: object) => {
    const answer = (
      await app.inject({
        method: 'POST',
        url: `/api/order/${route}`,
        headers: { token: inputs.token, 'idempotency-key': key },
        payload,
      })
    ).json<{ code: number; msg: string; data: { order_id: number; order_ids: number[] } }>();
    if (answer.code !== 1) throw new Error(`recorded checkout failed: ${answer.msg}`);
    return answer.data;
  };
  const createKey = randomUUID();
  const payKey = randomUUID();
  const recordedAtMs = Date.now();
  pg.Client.prototype.query = recording as typeof original;
  try {
    const created = await send('create', createKey, {
      items: inputs.products.map((product) => ({ product_id: product.id, quantity: 1 })),
      address_id: inputs.addressId,
    });
    const createCount = recorded.length;
    await send(
      'pay',
      payKey,
      created.order_ids.length > 1
        ? { order_ids: created.order_ids, pay_password: PAY_CODE }
        : { order_id: created.order_id, pay_password: PAY_CODE },
    );
    return {
      statements: recorded,
      create: createCount,
      pay: recorded.length - createCount,
      known: knownOf(inputs, createKey, payKey),
      recordedAtMs,
    };
  } finally {
    pg.Client.prototype.query = original;
  }
}

type Recording = Awaited<ReturnType<typeof recordCheckout>>;

type Source =
  | { kind: 'constant'; value: unknown }
  | { kind: 'known'; name: string; asNumber: boolean }
  | { kind: 'answered'; statement: number; path: (string | number)[]; asNumber: boolean }
  | { kind: 'each'; items: Source[] }
  | { kind: 'fields'; fields: [string, Source][] }
  | { kind: 'json'; inner: Source }
  | { kind: 'clock'; offsetMs: number }
  | { kind: 'fresh-hex'; length: number };

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const HEX = /^[0-9a-f]{32,}$/;

/** Every place a primitive value occurs in `value`, as a path of keys. */
function pathsTo(target: unknown, value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      pathsTo(target, inner, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return value !== null && value !== undefined && String(value) === String(target) ? [path] : [];
}

/** Where a value of a recording came from: a known input first, then what an earlier statement answered. */
function originsOf(value: unknown, recording: Recording, before: number) {
  const origins = new Map<string, Source>();
  const asNumber = typeof value === 'number';
  for (const [name, known] of Object.entries(recording.known)) {
    if (String(known) === String(value)) origins.set(`known:${name}`, { kind: 'known', name, asNumber });
  }
  for (let statement = 0; statement < before; statement += 1) {
    for (const path of pathsTo(value, recording.statements[statement]?.rows ?? [])) {
      origins.set(`answered:${statement}:${path.join('.')}`, { kind: 'answered', statement, path, asNumber });
    }
  }
  return origins;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The object or array a parameter carries as JSON text (an answer kept for an Idempotency-Key). */
function jsonIn(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function traced(first: unknown, second: unknown, a: Recording, b: Recording, statement: number): Source {
  if (isDeepStrictEqual(first, second)) return { kind: 'constant', value: first };
  if (Array.isArray(first) && Array.isArray(second) && first.length === second.length) {
    return { kind: 'each', items: first.map((item, index) => traced(item, second[index], a, b, statement)) };
  }
  if (isObject(first) && isObject(second) && isDeepStrictEqual(Object.keys(first), Object.keys(second))) {
    const fields = Object.keys(first).map((key): [string, Source] => [
      key,
      traced(first[key], second[key], a, b, statement),
    ]);
    return { kind: 'fields', fields };
  }
  const [firstJson, secondJson] = [jsonIn(first), jsonIn(second)];
  if (firstJson !== undefined && secondJson !== undefined) {
    return { kind: 'json', inner: traced(firstJson, secondJson, a, b, statement) };
  }
  const fromB = originsOf(second, b, statement);
  const common = [...originsOf(first, a, statement)].filter(([key]) => fromB.has(key));
  const inputs = common.filter(([, source]) => source.kind === 'known');
  // Two inputs of the same values in both recordings (an address made with each account, say) cannot be told
  // apart: the bench must make its recorded inputs differ.
  if (inputs.length > 1) {
    throw new Error(
      `the checkout floor finds ${inputs.map(([key]) => key).join(' and ')} alike in both recordings`,
    );
  }
  const [origin] = inputs.length > 0 ? inputs : common;
  if (origin) return origin[1];
  if (typeof first === 'string' && ISO_TIME.test(first)) {
    return { kind: 'clock', offsetMs: Date.parse(first) - a.recordedAtMs };
  }
  if (typeof first === 'string' && HEX.test(first)) return { kind: 'fresh-hex', length: first.length };
  throw new Error(
    `the checkout floor cannot tell where parameter ${JSON.stringify(first)} of "${a.statements[statement]?.text.slice(0, 80)}" comes from`,
  );
}

/** The checkout as a replayable script: each statement's text and where each of its parameters comes from. */
export function checkoutScript(a: Recording, b: Recording) {
  const texts = (recording: Recording) => recording.statements.map((statement) => statement.text);
  if (!isDeepStrictEqual(texts(a), texts(b)))
    throw new Error('two recorded checkouts ran different statements');
  return a.statements.map((statement, index) => ({
    name: statement.name,
    text: statement.text,
    sources: statement.values.map((value, position) =>
      traced(value, b.statements[index]?.values[position], a, b, index),
    ),
  }));
}

export type CheckoutScript = ReturnType<typeof checkoutScript>;

function valueOf(source: Source, known: Known, answers: Row[][]): unknown {
  switch (source.kind) {
    case 'constant':
      return source.value;
    case 'each':
      return source.items.map((item) => valueOf(item, known, answers));
    case 'fields':
      return Object.fromEntries(source.fields.map(([key, inner]) => [key, valueOf(inner, known, answers)]));
    case 'json':
      return JSON.stringify(valueOf(source.inner, known, answers));
    case 'clock':
      return new Date(Date.now() + source.offsetMs).toISOString();
    case 'fresh-hex':
      return randomBytes(source.length / 2).toString('hex');
    case 'known':
    case 'answered': {
      const found =
        source.kind === 'known'
          ? known[source.name]
          : source.path.reduce<unknown>(
              (inner, key) => (inner as Record<string | number, unknown> | undefined)?.[key],
              answers[source.statement],
            );
      if (found === undefined) throw new Error('a replayed checkout lost a value it depends on');
      return source.asNumber ? Number(found) : found;
    }
  }
}

/**
 * One checkout replayed on the pool: each transaction (begin … commit) on one connection, a statement outside
 * one on any, named statements prepared once per connection as the server's driver does.
 */
export async function replayCheckout(pool: pg.Pool, script: CheckoutScript, inputs: CheckoutInputs) {
  const known = knownOf(inputs, randomUUID(), randomUUID());
  const answers: Row[][] = [];
  let transaction: pg.PoolClient | undefined;
  try {
    for (const statement of script) {
      if (statement.text === 'begin') transaction = await pool.connect();
      const values = statement.sources.map((source) => valueOf(source, known, answers));
      const query = { name: statement.name, text: statement.text, values };
      const answer = await (transaction ?? pool).query(query);
      answers.push(answer.rows as Row[]);
      if (statement.text === 'commit') {
        transaction?.release();
        transaction = undefined;
      }
    }
  } catch (error) {
    transaction?.release(error as Error);
    throw error;
  }
}
