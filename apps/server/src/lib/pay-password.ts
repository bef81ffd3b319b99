import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, rowsOf, type Tx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from './app-error';
import { verifySecret } from './secrets';

export const PAY_MAX_FAILURES = 5;
export const PAY_LOCK_MINUTES = 15;

/** The user columns a payment code check reads (callers may read them along with something else). */
export const payCodeColumns = sql`${users.payPasswordHash}, ${users.payLockedUntil}, ${users.payFailures}`;

export type PayCodeState = { hash: string | null; lockedUntil: Date | null; failures: number };

/** The state a row with `payCodeColumns` carries. */
export const payCodeState = (row: Record<string, unknown>): PayCodeState => ({
  hash: row.pay_password_hash === null ? null : String(row.pay_password_hash),
  lockedUntil:
    row.pay_locked_until === null
      ? null
      : (users.payLockedUntil.mapFromDriverValue(row.pay_locked_until) as Date),
  failures: Number(row.pay_failures),
});

const memoKey = randomBytes(32);
const codeDigest = (code: string) => createHmac('sha256', memoKey).update(code).digest();
/** Stored hash → digest of the code it was last seen to match, in this process only (decision 013). */
const matchedCodes = new LRUCache<string, Buffer>({ max: 50_000 });

/**
 * Whether the code matches the stored hash: argon2id the first time this process sees the hash, then an HMAC
 * under a key that never leaves the process. A stored hash carries its own salt, so it names one code; setting
 * a new code stores a new hash, which this memo has never seen.
 */
async function payCodeMatches(storedHash: string, code: string): Promise<boolean> {
  const known = matchedCodes.get(storedHash);
  if (known) return timingSafeEqual(known, codeDigest(code));
  const matches = await verifySecret(storedHash, code);
  if (matches) matchedCodes.set(storedHash, codeDigest(code));
  return matches;
}

/**
 * Judges a code against the state read with `payCodeColumns`, writing nothing: `'wrong'` is a failure for
 * `countWrongPayCode` to count; an account without a code or under a lock is refused with its message.
 */
export async function judgePayCode(state: PayCodeState | undefined, payPassword: string) {
  if (!state) throw AppError.unauthorized();
  if (!state.hash) throw new AppError('msg.pay_password_not_set');
  const lockedFor = (state.lockedUntil?.getTime() ?? 0) - Date.now();
  if (lockedFor > 0) throw new AppError('msg.pay_locked', { minutes: Math.ceil(lockedFor / 60_000) });
  return (await payCodeMatches(state.hash, payPassword)) ? 'right' : 'wrong';
}

/** A right code ends a streak of failures. */
export async function clearPayFailures(db: Db | Tx, userId: number) {
  await db.update(users).set({ payFailures: 0, payFailuresSince: null }).where(eq(users.id, userId));
}

/**
 * Counts a wrong code and answers why it was refused. Five wrong codes within 15 minutes lock payments for 15
 * minutes; the count lives in the user row so that every instance, `verify_pay` and payment alike, sees the same
 * lock. Runs on its own, never in a transaction that will be undone.
 */
export async function countWrongPayCode(db: Db, userId: number): Promise<never> {
  // A streak of failures older than the window starts again from one.
  const freshStreak = sql`(${users.payFailuresSince} is null
    or ${users.payFailuresSince} < now() - make_interval(mins => ${PAY_LOCK_MINUTES}))`;
  const failures = sql`case when ${freshStreak} then 1 else ${users.payFailures} + 1 end`;
  const [after] = await db
    .update(users)
    .set({
      payFailures: sql`case when ${failures} >= ${PAY_MAX_FAILURES} then 0 else ${failures} end`,
      payFailuresSince: sql`case when ${failures} >= ${PAY_MAX_FAILURES} then null
        when ${freshStreak} then now() else ${users.payFailuresSince} end`,
      payLockedUntil: sql`case when ${failures} >= ${PAY_MAX_FAILURES}
        then now() + make_interval(mins => ${PAY_LOCK_MINUTES}) else ${users.payLockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failures: users.payFailures, lockedUntil: users.payLockedUntil });
  if (after?.lockedUntil && after.lockedUntil.getTime() > Date.now()) {
    throw new AppError('msg.pay_locked', { minutes: PAY_LOCK_MINUTES });
  }
  throw new AppError('msg.pay_password_wrong', { remaining: PAY_MAX_FAILURES - (after?.failures ?? 0) });
}

/** Checks a payment code on its own: judged, then a failure counted or a streak of failures ended. */
export async function checkPayPassword(db: Db, userId: number, payPassword: string): Promise<void> {
  const [state] = (
    await rowsOf(db, sql`select ${payCodeColumns} from ${users} where ${users.id} = ${userId}`)
  ).map(payCodeState);
  if ((await judgePayCode(state, payPassword)) === 'wrong') await countWrongPayCode(db, userId);
  if (state && state.failures > 0) await clearPayFailures(db, userId);
}
