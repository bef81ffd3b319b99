import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement, type Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';
import { sha256 } from './secrets';

export type IdempotencyScope = 'order.create' | 'order.pay' | 'user.recharge' | 'user.extract';

type KeyOf = { userId: number; scope: IdempotencyScope; key: string };

// Prepared: these two run on every checkout request.
const insertKey = preparedStatement<KeyOf & { requestHash: string }>(
  (value) => sql`insert into ${idempotencyKeys} (user_id, scope, key, request_hash)
    values (${value('userId')}, ${value('scope')}, ${value('key')}, ${value('requestHash')})
    on conflict do nothing returning key`,
);
const storeResponse = preparedStatement<KeyOf & { response: string }>(
  (value) => sql`update ${idempotencyKeys} set response = ${value('response')}::jsonb
    where user_id = ${value('userId')} and scope = ${value('scope')} and key = ${value('key')}`,
);

type Claim<T> = { replay: true; response: T } | { replay: false; finish: (response: T) => Promise<T> };

/**
 * Claims an Idempotency-Key inside the caller's transaction. The key's row is inserted first: a concurrent
 * request with the same key waits on the unique index until this transaction ends, then finds the stored
 * answer and returns it. A failed request rolls back and leaves the key free for a retry.
 */
export async function claimIdempotencyKey<T>(
  tx: Tx,
  userId: number,
  scope: IdempotencyScope,
  key: string | undefined,
  request: unknown,
): Promise<Claim<T>> {
  if (!key) return { replay: false, finish: async (response) => response };
  const requestHash = sha256(JSON.stringify(request));
  const claimed = await insertKey(tx, { userId, scope, key, requestHash });
  if (claimed.length === 0) {
    const [existing] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (!existing || existing.requestHash !== requestHash) throw new AppError('msg.idempotency_mismatch');
    return { replay: true, response: existing.response as T };
  }
  return {
    replay: false,
    finish: async (response) => {
      await storeResponse(tx, { userId, scope, key, response: JSON.stringify(response) });
      return response;
    },
  };
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
