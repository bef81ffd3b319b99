import { eq, sql, type Table } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { type Db, preparedStatement, type Tx } from '../db/client';
import { users } from '../db/schema';
import { databaseErrorOf, isConnectionLoss } from './database-error';

// deadlock_detected and serialization_failure: PostgreSQL undid the whole transaction, nothing was written.
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;
// Before running again, give the transaction that survived time to take the rows the undone one released: a
// retry sent at once can take them first and make the very same deadlock (seen in a loaded test run, three
// times in a row). Random, so that two undone transactions do not come back in step.
const RETRY_PAUSE_MS = { least: 10, spread: 40 };

const pause = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, attempt * (RETRY_PAUSE_MS.least + Math.random() * RETRY_PAUSE_MS.spread)),
  );

/**
 * A transaction that is run again when PostgreSQL undid it as a whole, so that the shopper never reads "system
 * busy" for a request that is safe to repeat:
 * - to break a deadlock. Checkouts lock product rows from two sides (an order reserves stock in product order, a
 *   payment counts sales set-based), so two of them can, rarely, wait on each other, and the database kills one;
 * - when its connection was lost (a failover, a restart, a killed backend) while its work was still running:
 *   without COMMIT PostgreSQL keeps nothing of it. Lost at or after COMMIT, the outcome is unknown, so it is
 *   never run again here: the failure reaches the client, whose retry with the same Idempotency-Key finds the
 *   stored answer if it did commit.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    let committing = false;
    try {
      return await db.transaction(async (tx) => {
        const result = await work(tx);
        committing = true;
        return result;
      }, config);
    } catch (error) {
      const undone =
        RETRYABLE.has(databaseErrorOf(error).code ?? '') || (!committing && isConnectionLoss(error));
      if (attempt >= ATTEMPTS || !undone) throw error;
      await pause(attempt);
    }
  }
}

/**
 * One statement that is a whole use case, run without BEGIN/COMMIT (decision 060): PostgreSQL makes it atomic,
 * and it refuses from inside SQL with `storefront_undo`, which undoes everything it did. Run again when the
 * database undid it to break a deadlock; never when the connection was lost, since it may have committed.
 */
export async function inOneStatement<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(databaseErrorOf(error).code ?? '')) throw error;
      await pause(attempt);
    }
  }
}

/** The statement refused itself through `storefront_undo` (migration 0028): nothing of it was written. */
export const isUndone = (error: unknown) => databaseErrorOf(error).code === 'SF001';

/**
 * Locks rows of a table in id order, the order every writer of product and shop rows takes them in, so that two
 * transactions locking some of the same rows never wait for each other in a circle.
 */
export const idOrderLock = (table: Table) =>
  preparedStatement<{ ids: number[] }>(
    (value) => sql`select id from ${table} where id = any(${value('ids')}::int[]) order by id for update`,
  );

/**
 * Locks the account's row for the rest of the transaction: the changes of one account that must see each other
 * (its addresses, its limited orders, applying for a shop or joining one) run one at a time. Taken first, before
 * the checks it protects.
 */
export async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
