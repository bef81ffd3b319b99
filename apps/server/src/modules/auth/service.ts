import { eq, type SQL, sql } from 'drizzle-orm';
import {
  type Language,
  LOGIN_LOCK_MINUTES,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { sellerTokens, users, userTokens } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Device, issueUserToken } from '../../lib/auth';
import { claimLoginAttempt, clearLoginAttempts, forgetLoginAttemptsOf } from '../../lib/login-attempts';
import { inTransaction } from '../../lib/transaction';
import { hashSecret, spendVerifyTime, verifySecret } from '../../lib/secrets';
import { consumeEmailCode } from '../ems/service';
import {
  confirmLoginPassword,
  mailSecurityChange,
  type Requester,
  securityChangedNow,
} from '../user/security-change';
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

export async function register(ctx: AppContext, input: RegisterInput, language: Language, device: Device) {
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
    const token = await issueUserToken(ctx.db, user.id, device);
    return { userinfo: { ...toUserInfo(user, language), token } };
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/**
 * The account as typed, normalized as it is looked up: a username or an email in lower case, a mobile number's
 * digits. Login attempts are counted under this key, found or not.
 */
function typedAccount(account: string): { key: string; condition: SQL } {
  if (account.includes('@')) {
    const key = account.toLowerCase();
    return { key, condition: eq(users.email, key) };
  }
  const digits = account.replace(/[\s()-]/g, '');
  if (/^\+?\d{6,15}$/.test(digits)) return { key: digits, condition: eq(users.mobile, digits) };
  const key = account.toLowerCase();
  return { key, condition: eq(sql`lower(${users.username})`, key) };
}

/**
 * Five wrong passwords within 15 minutes lock the typed account for 15 minutes from this client address only:
 * a stranger's guesses never lock the shopper out of their own device. The attempt is claimed before the
 * password is judged (decision 018), so bursts on any number of instances get five judgements, no more. An
 * unknown account is counted, timed and answered exactly like a real one, and a disabled account is only
 * told once its password was right.
 */
/**
 * The active account an account name and password open, counted against the login locks (decision 018): the
 * shopper app's login and the seller centre's check the same way, with the same attempts.
 */
export async function authenticate(ctx: AppContext, input: LoginInput, device: Device) {
  const account = typedAccount(input.account);
  const attempt = await claimLoginAttempt(ctx.db, account.key, device.ip);
  const [user] = await ctx.db.select().from(users).where(account.condition).limit(1);
  const right = user !== undefined && (await verifySecret(user.passwordHash, input.password));
  if (!user) await spendVerifyTime(input.password);
  if (!user || !right) {
    if (attempt.lockedIfWrong) throw new AppError('msg.account_locked', { minutes: LOGIN_LOCK_MINUTES });
    throw new AppError('msg.account_or_password_wrong');
  }
  await clearLoginAttempts(ctx.db, account.key, device.ip);
  if (user.status !== 'active') throw new AppError('msg.account_disabled');
  return user;
}

export async function login(ctx: AppContext, input: LoginInput, language: Language, device: Device) {
  const user = await authenticate(ctx, input, device);
  const token = await issueUserToken(ctx.db, user.id, device);
  return { userinfo: { ...toUserInfo(user, language), token } };
}

/**
 * Stores a new password with its security change, signs the account out everywhere and ends its login locks, in
 * one transaction; the account's address is told once it committed.
 */
async function setPassword(
  ctx: AppContext,
  user: { id: number; email: string; username: string; mobile: string; language: string | null },
  password: string,
  requester: Requester,
) {
  const passwordHash = await hashSecret(password);
  const changedAt = await inTransaction(ctx.db, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, ...securityChangedNow, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning({ securityChangedAt: users.securityChangedAt });
    // A changed password signs the account out everywhere, and ends its login locks.
    await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
    await tx.delete(sellerTokens).where(eq(sellerTokens.userId, user.id));
    await forgetLoginAttemptsOf(tx, user);
    return updated?.securityChangedAt ?? new Date();
  });
  ctx.sessions.invalidate();
  await mailSecurityChange(ctx, requester, user, changedAt, { kind: 'password' });
}

/** Logged in: old and new password. Forgotten: email, emailed code and new password. */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordInput,
  userId: number | null,
  requester: Requester,
) {
  if (input.email) {
    await consumeEmailCode(ctx.db, input.email, 'resetpwd', input.code);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
    if (!user) throw new AppError('msg.code_invalid');
    await setPassword(ctx, user, input.new_password, requester);
    return;
  }
  if (userId === null) throw AppError.unauthorized();
  if (!input.old_password) throw new AppError('validation.required', { field: 'old_password' });
  const user = await findUser(ctx.db, userId);
  await confirmLoginPassword(ctx.db, user, input.old_password, requester.client, 'msg.old_password_wrong');
  await setPassword(ctx, user, input.new_password, requester);
}
