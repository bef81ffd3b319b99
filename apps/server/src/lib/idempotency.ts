import { and, eq, sql } from 'drizzle-orm';
import { type Db, preparedStatement, type Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';
import { sha256 } from './secrets';
import { inTransaction } from './transaction';

export type IdempotencyScope = 'order.create' | 'order.pay' | 'user.recharge' | 'user.extract';

export type KeyedRequest = {
  userId: number;
  scope: IdempotencyScope;
  /** The request's Idempotency-Key header, if it sent one. */
  key: string | undefined;
  /** What the key must be used for: the same key with another request is refused. */
  request: unknown;
};

// Prepared: runs on every checkout request.
const storeKey = preparedStatement<{
  userId: number;
  scope: IdempotencyScope;
  key: string;
  requestHash: string;
  response: string;
}>(
  (value) => sql`insert into ${idempotencyKeys} (user_id, scope, key, request_hash, response)
    values (${value('userId')}, ${value('scope')}, ${value('key')}, ${value('requestHash')},
      ${value('response')}::jsonb)
    on conflict do nothing returning key`,
);

/** The key was stored by another request first; this one's work is undone. */
class KeyTaken extends Error {}

/**
 * Runs a use case's transaction under the request's Idempotency-Key. The transaction's last statement stores
 * the key with the answer, so the first request to commit owns it, and a later one with the same key (a retry,
 * or a duplicate sent at the same time, which waits on the key's unique index) is rolled back and gets the
 * stored answer. A duplicate whose work fails instead (the order is already paid, the stock already taken)
 * failed because of the first one's committed changes, which committed with its key: that key is looked up
 * and its answer given. A failed request stores nothing and leaves the key free for a retry (decision 015).
 */
export async function runIdempotent<T>(
  db: Db,
  keyed: KeyedRequest,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { key } = keyed;
  if (!key) return inTransaction(db, work);
  const requestHash = sha256(JSON.stringify(keyed.request));
  const keyOf = { userId: keyed.userId, scope: keyed.scope, key };
  try {
    return await inTransaction(db, async (tx) => {
      const response = await work(tx);
      const stored = await storeKey(tx, { ...keyOf, requestHash, response: JSON.stringify(response) });
      if (stored.length === 0) throw new KeyTaken();
      return response;
    });
  } catch (error) {
    if (!(error instanceof AppError || error instanceof KeyTaken)) throw error;
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, keyOf.userId),
          eq(idempotencyKeys.scope, keyOf.scope),
          eq(idempotencyKeys.key, keyOf.key),
        ),
      );
    if (!stored) throw error instanceof KeyTaken ? new AppError('msg.idempotency_mismatch') : error;
    if (stored.requestHash !== requestHash) throw new AppError('msg.idempotency_mismatch');
    return stored.response as T;
  }
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
