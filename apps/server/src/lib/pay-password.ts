import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, type DriverTime, preparedStatement } from '../db/client';
import { users } from '../db/schema';
import { AppError } from './app-error';
import { verifySecret } from './secrets';

export const PAY_MAX_FAILURES = 5;
export const PAY_LOCK_MINUTES = 15;

const memoKey = randomBytes(32);
const codeDigest = (code: string) => createHmac('sha256', memoKey).update(code).digest();
/**
 * Account → its stored payment code hash and the digest of the code last seen to match that hash, in this process
 * only (decision 013). A stored hash carries its own salt, so it names one code; setting a new code stores a new
 * hash, which the memo has never seen.
 */
const matchedCodes = new LRUCache<number, { hash: string; digest: Buffer }>({ max: 50_000 });

/**
 * Whether the code matches the account's stored hash: argon2id the first time this process sees the hash, then an
 * HMAC under a key that never leaves the process.
 */
async function payCodeMatches(userId: number, storedHash: string, code: string): Promise<boolean> {
  const known = matchedCodes.get(userId);
  if (known?.hash === storedHash) return timingSafeEqual(known.digest, codeDigest(code));
  const matches = await verifySecret(storedHash, code);
  if (matches) matchedCodes.set(userId, { hash: storedHash, digest: codeDigest(code) });
  return matches;
}

/**
 * The stored hash this code was last judged right against, when this process has judged it: the payment may then
 * skip the claim and check in its own statement that an attempt could be claimed now (`payAttemptClaimable`,
 * decision 065). Undefined for any other code, which must be claimed and judged.
 */
export function knownPayCodeHash(userId: number, code: string): string | undefined {
  const known = matchedCodes.get(userId);
  return known && timingSafeEqual(known.digest, codeDigest(code)) ? known.hash : undefined;
}

/** A granted attempt: whose, the code to judge against, and its place in the streak (1 to PAY_MAX_FAILURES). */
export type PayAttempt = { userId: number; hash: string; failures: number };

/**
 * Claims one attempt at the account's payment code before it is judged (decision 018), in one statement: granted
 * only while payments are not locked and fewer than PAY_MAX_FAILURES attempts of the streak are taken (judged
 * wrong, or being judged). A streak older than the window, or ended by a lock that ran out, starts again at
 * one. Answers the granted attempt, or, when there is none, whether a code is set and until when payments are
 * locked.
 */
/** The claim's row: the granted attempt's code hash and count (null when none was granted). */
type ClaimRow = {
  hash: string | null;
  failures: number | null;
  code_set: boolean;
  locked_until: DriverTime | null;
};

/** A streak whose first attempt is older than the window, or that ended in a lock, starts again at one. */
const streakRestarts = sql`(${users.payFailuresSince} is null
    or ${users.payFailuresSince} < now() - make_interval(mins => ${PAY_LOCK_MINUTES})
    or ${users.payLockedUntil} is not null)`;

/** The users row would grant an attempt now: payments not locked, and the streak restarts or has one left. */
export const payAttemptClaimable: SQL = sql`(${users.payLockedUntil} is null or ${users.payLockedUntil} <= now())
    and (${streakRestarts} or ${users.payFailures} < ${PAY_MAX_FAILURES})`;

const claim = preparedStatement<{ userId: number }, ClaimRow>(
  (value) => sql`
    with claimed as (
      update ${users} set pay_failures = case when ${streakRestarts} then 1 else ${users.payFailures} + 1 end,
        pay_failures_since = case when ${streakRestarts} then now() else ${users.payFailuresSince} end,
        pay_locked_until = null
      where ${users.id} = ${value('userId')} and ${users.payPasswordHash} is not null and ${payAttemptClaimable}
      returning pay_password_hash, pay_failures
    )
    select claimed.pay_password_hash as hash, claimed.pay_failures as failures,
      users.pay_password_hash is not null as code_set, users.pay_locked_until as locked_until
    from ${users} left join claimed on true
    where ${users.id} = ${value('userId')}`,
);

/**
 * A claim refused because every attempt is taken while none was judged wrong enough to lock yet waits for the
 * judgements under way: a right code gives the attempts back, the last wrong one locks. Those take milliseconds;
 * the limit only matters when the request judging one died.
 */
const CLAIM_WAIT = { stepMs: 20, totalMs: 5_000 };

const minutesUntil = (lockedUntil: Date | null) => {
  const lockedFor = (lockedUntil?.getTime() ?? 0) - Date.now();
  return lockedFor > 0 ? Math.ceil(lockedFor / 60_000) : PAY_LOCK_MINUTES;
};

/**
 * Claims an attempt of the account's payment code (`claim`); refused while payments are locked, and for an
 * account without a code. Runs on its own: the claim stays counted whatever happens next.
 */
export async function claimPayAttempt(db: Db, userId: number): Promise<PayAttempt> {
  for (let waitedMs = 0; ; waitedMs += CLAIM_WAIT.stepMs) {
    const [row] = await claim(db, { userId });
    if (!row) throw AppError.unauthorized();
    if (row.hash !== null) return { userId, hash: row.hash, failures: Number(row.failures) };
    if (!row.code_set) throw new AppError('msg.pay_password_not_set');
    const lockedUntil =
      row.locked_until === null ? null : (users.payLockedUntil.mapFromDriverValue(row.locked_until) as Date);
    if ((lockedUntil && lockedUntil.getTime() > Date.now()) || waitedMs >= CLAIM_WAIT.totalMs) {
      throw new AppError('msg.pay_locked', { minutes: minutesUntil(lockedUntil) });
    }
    await new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT.stepMs));
  }
}

/**
 * The lock, set by a wrong code that finds every attempt of the streak taken. Whichever wrong judgement ends
 * last sets it; a right one ends the streak and the lock with it.
 */
const lockWhenFull = preparedStatement<{ userId: number }>(
  (value) => sql`
    update ${users} set pay_locked_until = coalesce(${users.payLockedUntil},
        now() + make_interval(mins => ${PAY_LOCK_MINUTES}))
    where ${users.id} = ${value('userId')} and ${users.payFailures} >= ${PAY_MAX_FAILURES}`,
);

/**
 * Judges the code of a claimed attempt. A wrong one was counted by its claim: it is refused with the attempts
 * left, or with the lock when it was the last. A right one must then end the streak (`payStreakEnded`).
 */
export async function judgePayCode(db: Db, attempt: PayAttempt, payPassword: string): Promise<void> {
  if (await payCodeMatches(attempt.userId, attempt.hash, payPassword)) return;
  await lockWhenFull(db, { userId: attempt.userId });
  if (attempt.failures >= PAY_MAX_FAILURES) {
    throw new AppError('msg.pay_locked', { minutes: PAY_LOCK_MINUTES });
  }
  throw new AppError('msg.pay_password_wrong', { remaining: PAY_MAX_FAILURES - attempt.failures });
}

/**
 * A right code ends the streak of failures, giving back the attempts it took, and any lock: the users row's
 * assignments, for a statement that updates the row anyway (payment's debit).
 */
export const payStreakEnded: SQL = sql`pay_failures = 0, pay_failures_since = null, pay_locked_until = null`;

const endStreak = preparedStatement<{ userId: number }>(
  (value) => sql`update ${users} set ${payStreakEnded} where ${users.id} = ${value('userId')}`,
);

/** `payStreakEnded` on its own. */
export async function endPayStreak(db: Db, userId: number): Promise<void> {
  await endStreak(db, { userId });
}

/** Checks a payment code on its own: an attempt claimed, judged, and a right code ends the streak. */
export async function checkPayPassword(db: Db, userId: number, payPassword: string): Promise<void> {
  await judgePayCode(db, await claimPayAttempt(db, userId), payPassword);
  await endPayStreak(db, userId);
}
