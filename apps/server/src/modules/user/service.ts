import { and, eq } from 'drizzle-orm';
import { findLanguage, type Language, type ProfileInput } from '@storefront/shared';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { consumeEmailCode } from '../ems/service';
import { assertOwnUploads } from '../upload/service';
import {
  confirmLoginPassword,
  mailSecurityChange,
  type Requester,
  securityChangedNow,
} from './security-change';
import { findUser, toUserInfo, uniqueViolation } from './user-info';

export async function getUserInfo(ctx: AppContext, userId: number, language: Language) {
  return toUserInfo(await findUser(ctx.db, userId), language);
}

/**
 * Any subset of the profile. A new email needs the login password and a code sent to that email (event
 * changeemail): a stolen session alone must not move the account's mail, and with it the withdrawal codes.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: number,
  input: ProfileInput,
  requester: Requester,
) {
  const user = await findUser(ctx.db, userId);
  // The app shows the avatar to its owner: only a picture they uploaded (never another's, nor an outside address).
  if (input.avatar) await assertOwnUploads(ctx.db, userId, [input.avatar]);
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
  if (newEmail !== undefined) {
    await confirmLoginPassword(ctx.db, user, input.password, requester.client);
    await consumeEmailCode(ctx.db, newEmail, 'changeemail', input.code);
  }
  let updated: typeof users.$inferSelect | undefined;
  try {
    [updated] = await ctx.db
      .update(users)
      .set({
        ...(input.familyName !== undefined && { familyName: input.familyName }),
        ...(input.givenName !== undefined && { givenName: input.givenName }),
        ...(input.avatar !== undefined && { avatar: input.avatar }),
        ...(input.mobile !== undefined && { mobile: input.mobile }),
        ...(newEmail !== undefined && { email: newEmail, emailVerified: true, ...securityChangedNow }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  if (!updated) throw AppError.unauthorized();
  if (newEmail !== undefined) {
    await mailSecurityChange(ctx, requester, user, updated.securityChangedAt ?? new Date(), {
      kind: 'email',
      newEmail,
    });
  }
  return toUserInfo(updated, requester.language);
}

/**
 * Marks the account's own address as verified with the code mailed to it (event verifyemail); a wrong or spent
 * code changes nothing. The code is used up first, on its own, so a wrong try counts whatever follows. The
 * update names the address the code was sent to: an email changed meanwhile is not marked by an old code.
 */
export async function verifyEmail(ctx: AppContext, userId: number, code: string, language: Language) {
  const user = await findUser(ctx.db, userId);
  if (user.emailVerified) return toUserInfo(user, language);
  await consumeEmailCode(ctx.db, user.email, 'verifyemail', code);
  const [updated] = await ctx.db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, user.email)))
    .returning();
  if (!updated) throw new AppError('msg.code_invalid');
  return toUserInfo(updated, language);
}

export async function setLanguage(ctx: AppContext, userId: number, fileName: string) {
  const language = findLanguage(fileName);
  if (!language) throw new AppError('msg.language_unsupported');
  await ctx.db
    .update(users)
    .set({ language: language.file_name, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
