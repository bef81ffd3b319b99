import { eq, sql } from 'drizzle-orm';
import {
  type Language,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { issueUserToken } from '../../lib/auth';
import { hashSecret, spendVerifyTime, verifySecret } from '../../lib/secrets';
import { consumeEmailCode } from '../ems/service';
import { findUser, toUserInfo, uniqueViolation } from '../user/user-info';

async function ensureAvailable(
  db: Db,
  input: { username?: string; email?: string; mobile?: string },
  exceptId = 0,
) {
  const taken = async (condition: ReturnType<typeof eq>) =>
    (await db.select({ id: users.id }).from(users).where(condition).limit(1)).some(
      (row) => row.id !== exceptId,
    );
  if (input.username && (await taken(eq(sql`lower(${users.username})`, input.username.toLowerCase())))) {
    throw new AppError('msg.username_taken');
  }
  if (input.email && (await taken(eq(users.email, input.email)))) throw new AppError('msg.email_taken');
  if (input.mobile && (await taken(eq(users.mobile, input.mobile)))) throw new AppError('msg.mobile_taken');
}

export async function register(ctx: AppContext, input: RegisterInput, language: Language) {
  // The unique indexes decide when two registrations race; this check only gives the usual case a clear message.
  await ensureAvailable(ctx.db, input);
  if (input.code) await consumeEmailCode(ctx.db, input.email, 'register', input.code);
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        emailVerified: Boolean(input.code),
        mobile: input.mobile,
        familyName: input.familyName ?? '',
        givenName: input.givenName ?? '',
        passwordHash: await hashSecret(input.password),
        language: language.file_name,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    const token = await issueUserToken(ctx.db, user.id);
    return { userinfo: { ...toUserInfo(user, language), token } };
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/** The account may be a username, an email or a mobile number. */
function accountCondition(account: string) {
  if (account.includes('@')) return eq(users.email, account.toLowerCase());
  const digits = account.replace(/[\s()-]/g, '');
  if (/^\+?\d{6,15}$/.test(digits)) return eq(users.mobile, digits);
  return eq(sql`lower(${users.username})`, account.toLowerCase());
}

/**
 * Five wrong passwords in a row lock the account for 15 minutes; the count lives in the user row so every
 * server instance sees it. An unknown account costs the same time as a known one.
 */
export async function login(ctx: AppContext, input: LoginInput, language: Language) {
  const [user] = await ctx.db.select().from(users).where(accountCondition(input.account)).limit(1);
  if (!user) {
    await spendVerifyTime(input.password);
    throw new AppError('msg.account_or_password_wrong');
  }
  if (user.status !== 'active') throw new AppError('msg.account_disabled');
  const lockedFor = (user.loginLockedUntil?.getTime() ?? 0) - Date.now();
  if (lockedFor > 0) throw new AppError('msg.account_locked', { minutes: Math.ceil(lockedFor / 60_000) });

  if (!(await verifySecret(user.passwordHash, input.password))) {
    const [after] = await ctx.db
      .update(users)
      .set({
        loginFailures: sql`case when ${users.loginFailures} + 1 >= ${LOGIN_MAX_FAILURES} then 0 else ${users.loginFailures} + 1 end`,
        loginLockedUntil: sql`case when ${users.loginFailures} + 1 >= ${LOGIN_MAX_FAILURES}
          then now() + make_interval(mins => ${LOGIN_LOCK_MINUTES}) else null end`,
      })
      .where(eq(users.id, user.id))
      .returning({ lockedUntil: users.loginLockedUntil });
    if (after?.lockedUntil) throw new AppError('msg.account_locked', { minutes: LOGIN_LOCK_MINUTES });
    throw new AppError('msg.account_or_password_wrong');
  }
  if (user.loginFailures > 0 || user.loginLockedUntil) {
    await ctx.db.update(users).set({ loginFailures: 0, loginLockedUntil: null }).where(eq(users.id, user.id));
  }
  const token = await issueUserToken(ctx.db, user.id);
  return { userinfo: { ...toUserInfo(user, language), token } };
}

async function setPassword(ctx: AppContext, userId: number, password: string) {
  const passwordHash = await hashSecret(password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, loginFailures: 0, loginLockedUntil: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    // A changed password signs the account out everywhere.
    await tx.delete(userTokens).where(eq(userTokens.userId, userId));
  });
  ctx.sessions.invalidate();
}

/** Logged in: old and new password. Forgotten: email, emailed code and new password. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput, userId: number | null) {
  if (input.email) {
    await consumeEmailCode(ctx.db, input.email, 'resetpwd', input.code);
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (!user) throw new AppError('msg.code_invalid');
    await setPassword(ctx, user.id, input.new_password);
    return;
  }
  if (userId === null) throw AppError.unauthorized();
  if (!input.old_password) throw new AppError('validation.required', { field: 'old_password' });
  const user = await findUser(ctx.db, userId);
  if (!(await verifySecret(user.passwordHash, input.old_password)))
    throw new AppError('msg.old_password_wrong');
  await setPassword(ctx, userId, input.new_password);
}
