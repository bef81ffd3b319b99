import { and, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '@storefront/shared';
import { type Db, type DriverTime, preparedStatement } from '../db/client';
import { loginAttempts } from '../db/schema';
import { AppError } from './app-error';

/** What a granted attempt means for the answer: whether a wrong password now leaves the pair locked. */
export type LoginAttempt = { lockedIfWrong: boolean };

// Column lengths of login_attempts: a longer typed account or address is cut, never refused by the database.
const ACCOUNT_KEY_LENGTH = 254;
const CLIENT_LENGTH = 64;

/**
 * Claims one attempt of the (account, client) pair before its password is judged (decision 018): counted only
 * while the pair is not locked, the lock set by the claim that reaches the maximum. A streak older than the
 * window, or ended by a lock that has run out, starts again at one. No row: the pair is locked.
 */
const claim = preparedStatement<{ accountKey: string; client: string }, { locked_until: DriverTime | null }>(
  (value) => {
    const restarts = sql`(${loginAttempts.since} < now() - make_interval(mins => ${LOGIN_LOCK_MINUTES})
    or ${loginAttempts.lockedUntil} is not null)`;
    const failures = sql`case when ${restarts} then 1 else ${loginAttempts.failures} + 1 end`;
    const lockWhen = (count: SQL) =>
      sql`case when ${count} >= ${LOGIN_MAX_FAILURES} then now() + make_interval(mins => ${LOGIN_LOCK_MINUTES}) end`;
    return sql`
    insert into ${loginAttempts} as login_attempts (account_key, client, failures, since, locked_until)
    values (${value('accountKey')}, ${value('client')}, 1, now(), ${lockWhen(sql`1`)})
    on conflict (account_key, client) do update set
      failures = ${failures},
      since = case when ${restarts} then now() else ${loginAttempts.since} end,
      locked_until = ${lockWhen(failures)}
    where ${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} <= now()
    returning locked_until`;
  },
);

/** The pair's lock, for the message of a refused claim. */
async function lockedMinutes(db: Db, accountKey: string, client: string): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.accountKey, accountKey), eq(loginAttempts.client, client)));
  const lockedFor = (row?.lockedUntil?.getTime() ?? 0) - Date.now();
  // Unlocked between the claim and this read: the usual duration, which the next attempt will not wait for.
  return lockedFor > 0 ? Math.ceil(lockedFor / 60_000) : LOGIN_LOCK_MINUTES;
}

const keyOf = (accountKey: string, client: string) => ({
  accountKey: accountKey.slice(0, ACCOUNT_KEY_LENGTH),
  client: client.slice(0, CLIENT_LENGTH),
});

/**
 * Claims one password attempt of an account from a client, before the password is judged: at most
 * LOGIN_MAX_FAILURES judgements of the pair per LOGIN_LOCK_MINUTES, whatever the concurrency and the number of
 * instances. Throws msg.account_locked while the pair is locked. A right password must then call
 * `clearLoginAttempts`; a wrong one needs nothing more, it was counted here.
 */
export async function claimLoginAttempt(db: Db, accountKey: string, client: string): Promise<LoginAttempt> {
  const pair = keyOf(accountKey, client);
  const [claimed] = await claim(db, pair);
  if (!claimed) {
    throw new AppError('msg.account_locked', {
      minutes: await lockedMinutes(db, pair.accountKey, pair.client),
    });
  }
  return { lockedIfWrong: claimed.locked_until !== null };
}

/** A right password ends the pair's streak (and a lock its last attempt set). */
export async function clearLoginAttempts(db: Db, accountKey: string, client: string): Promise<void> {
  const pair = keyOf(accountKey, client);
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.accountKey, pair.accountKey), eq(loginAttempts.client, pair.client)));
}

/**
 * Deletes pairs whose streak and lock have both run out: a next claim would restart them anyway. Without it,
 * guesses at ever new account names would leave rows behind forever. Safe on several instances at once.
 */
export async function forgetStaleLoginAttempts(db: Db): Promise<number> {
  const deleted = await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.since, sql`now() - make_interval(mins => ${LOGIN_LOCK_MINUTES})`),
        or(sql`${loginAttempts.lockedUntil} is null`, lt(loginAttempts.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ client: loginAttempts.client });
  return deleted.length;
}

/**
 * A new password ends every login streak and lock of the account, however it was typed and from wherever: the
 * shopper who locked themselves out and reset the password by mail logs in at once.
 */
export async function forgetLoginAttemptsOf(
  db: Db,
  user: { id: number; username: string; email: string; mobile: string },
): Promise<void> {
  const keys = [user.username.toLowerCase(), user.email.toLowerCase(), user.mobile, `user:${user.id}`];
  await db.delete(loginAttempts).where(inArray(loginAttempts.accountKey, keys));
}
