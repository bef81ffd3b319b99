import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedStatement, type StatementValue, type Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';
import { sha256 } from './secrets';
import { inTransaction, isUndone } from './transaction';

export type IdempotencyScope =
  'order.create' | 'order.pay' | 'user.recharge' | 'user.extract' | 'seller.extract';

export type KeyedRequest = {
  userId: number;
  scope: IdempotencyScope;
  /** The request's Idempotency-Key header, if it sent one. */
  key: string | undefined;
  /** What the key must be used for: the same key with another request is refused. */
  request: unknown;
};

/** The key was stored by another request first; this one's work is undone. */
class KeyTaken extends Error {}

/** The request's key, for a use case's own last statement to store with its answer (`keyStoredWith`). */
export type RequestKey = { key: string | null; requestHash: string | null };

/**
 * What a use case's transaction answers under a key: its answer, and whether its own last statement stored the
 * key with it (saving a statement); when not, `runIdempotent` stores it.
 */
export type Answered<T> = { answer: T; keyStored: boolean };

/** The answer of a use case that leaves the key to `runIdempotent`. */
export const answered = <T>(answer: T): Answered<T> => ({ answer, keyStored: false });

/**
 * A CTE storing the key with an answer built in SQL, for the last statement of a use case: `key_stored` holds
 * the key when it stored it; nothing without a key, when `from` has no row, or when the key was taken first (the
 * statement then undoes itself with `storefront_undo`, and `runKeyed` gives the stored answer: decision 060). The
 * statement's values carry the user and `RequestKey`'s key and hash.
 */
export function keyStoredWith<
  Values extends { userId: number; key: string | null; requestHash: string | null },
>(
  value: StatementValue<Values>,
  stored: {
    scope: IdempotencyScope | Placeholder;
    answer: SQL;
    from: SQL;
    /** When the answer is not final yet, a condition on `from` leaves the key to the plain insert. */
    when?: SQL;
  },
): SQL {
  const key = sql`${value('key')}::varchar`;
  return sql`key_stored as (
      insert into ${idempotencyKeys} (user_id, scope, key, request_hash, response)
      select ${value('userId')}::int, ${stored.scope}::varchar, ${key}, ${value('requestHash')}::varchar,
        ${stored.answer}
      from ${stored.from} where ${key} is not null ${stored.when ? sql`and ${stored.when}` : sql``}
      on conflict do nothing returning key
    )`;
}

// Prepared: runs on every keyed request whose use case does not store its key itself.
const storeKey = preparedStatement<
  {
    userId: number;
    scope: IdempotencyScope;
    key: string;
    requestHash: string;
    response: string;
  },
  { key: string }
>(
  (value) => sql`with ${keyStoredWith(value, {
    scope: value('scope'),
    answer: sql`${value('response')}::jsonb`,
    from: sql`(select 1) as request`,
  })}
    select key from key_stored`,
);

/**
 * Runs a use case's transaction under the request's Idempotency-Key. The transaction's last statement stores
 * the key with the answer (the use case's own last statement, when it says it did), so the first request to
 * commit owns it, and a later one with the same key (a retry, or a duplicate sent at the same time, which waits
 * on the key's unique index) is rolled back and gets the stored answer. A duplicate whose work fails instead
 * (the order is already paid, the stock already taken) failed because of the first one's committed changes,
 * which committed with its key: that key is looked up and its answer given. A failed request stores nothing and
 * leaves the key free for a retry (decision 015). `fresh`: the answer is of a transaction that committed now,
 * not a stored one (what the use case did now, for counting it once).
 */
export async function runIdempotent<T>(
  db: Db,
  keyed: KeyedRequest,
  work: (tx: Tx, key: RequestKey) => Promise<Answered<T>>,
): Promise<{ answer: T; fresh: boolean }> {
  return runKeyed(db, keyed, (key) =>
    inTransaction(db, async (tx) => {
      const done = await work(tx, key);
      if (!done.keyStored) await storeKeyIn(tx, keyed, key, done.answer);
      return done.answer;
    }),
  );
}

/**
 * `runIdempotent` for a use case that picks its own way per request (decision 060): one statement that stores
 * the key with its answer and runs without BEGIN/COMMIT, or its own transaction ending with `storeKeyIn`.
 * Either way the key is stored with the work, or the work is undone.
 */
export async function runKeyed<T>(
  db: Db,
  keyed: KeyedRequest,
  work: (key: RequestKey) => Promise<T>,
): Promise<{ answer: T; fresh: boolean }> {
  const key: RequestKey = keyed.key
    ? { key: keyed.key, requestHash: sha256(JSON.stringify(keyed.request)) }
    : { key: null, requestHash: null };
  try {
    return { answer: await work(key), fresh: true };
  } catch (error) {
    const taken = error instanceof KeyTaken || isUndone(error);
    if (!key.key || !(error instanceof AppError || taken)) throw error;
    const stored = await storedAnswer<T>(db, keyed);
    if (!stored) throw taken ? new AppError('msg.idempotency_mismatch') : error;
    return { answer: stored.response, fresh: false };
  }
}

/**
 * Stores the request's key with the answer as the last statement of the use case's transaction; a key taken
 * first by another request undoes the transaction (`runKeyed` then gives that request's answer).
 */
export async function storeKeyIn<T>(tx: Tx, keyed: KeyedRequest, key: RequestKey, answer: T) {
  if (!key.key || !key.requestHash) return;
  const stored = await storeKey(tx, {
    userId: keyed.userId,
    scope: keyed.scope,
    key: key.key,
    requestHash: key.requestHash,
    response: JSON.stringify(answer),
  });
  if (stored.length === 0) throw new KeyTaken();
}

/**
 * The answer already stored under the request's key, for a use case that spends something its transaction
 * cannot give back before running it (a withdrawal uses up its email code): a retry then gets its answer
 * instead of a refusal of the spent code. Undefined without a key or when the key is new; the key used for
 * another request is refused.
 */
export async function storedAnswer<T>(db: Db, keyed: KeyedRequest): Promise<{ response: T } | undefined> {
  if (!keyed.key) return undefined;
  const [stored] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, keyed.userId),
        eq(idempotencyKeys.scope, keyed.scope),
        eq(idempotencyKeys.key, keyed.key),
      ),
    );
  if (!stored) return undefined;
  if (stored.requestHash !== sha256(JSON.stringify(keyed.request))) {
    throw new AppError('msg.idempotency_mismatch');
  }
  return { response: stored.response as T };
}

/** The header, when the request carries one of acceptable length. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > 255)
    throw new AppError('validation.invalid', { field: 'idempotency_key' });
  return key;
}
