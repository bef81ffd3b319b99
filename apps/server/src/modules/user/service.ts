import { eq } from 'drizzle-orm';
import { findLanguage, type Language, type ProfileInput } from '@storefront/shared';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { consumeEmailCode } from '../ems/service';
import { findUser, toUserInfo, uniqueViolation } from './user-info';

export async function getUserInfo(ctx: AppContext, userId: number, language: Language) {
  return toUserInfo(await findUser(ctx.db, userId), language);
}

/** Any subset of the profile; a new email needs a code sent to that email (event changeemail). */
export async function updateProfile(
  ctx: AppContext,
  userId: number,
  input: ProfileInput,
  language: Language,
) {
  const user = await findUser(ctx.db, userId);
  const emailChanges = input.email !== undefined && input.email !== user.email;
  if (emailChanges) await consumeEmailCode(ctx.db, input.email as string, 'changeemail', input.code);
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({
        ...(input.familyName !== undefined && { familyName: input.familyName }),
        ...(input.givenName !== undefined && { givenName: input.givenName }),
        ...(input.avatar !== undefined && { avatar: input.avatar }),
        ...(input.mobile !== undefined && { mobile: input.mobile }),
        ...(emailChanges && { email: input.email, emailVerified: true }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw AppError.unauthorized();
    return toUserInfo(updated, language);
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function setLanguage(ctx: AppContext, userId: number, fileName: string) {
  const language = findLanguage(fileName);
  if (!language) throw new AppError('msg.language_unsupported');
  await ctx.db
    .update(users)
    .set({ language: language.file_name, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
