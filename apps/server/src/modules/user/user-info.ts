import { eq } from 'drizzle-orm';
import { findLanguage, formatCents, type Language } from '@storefront/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../../lib/database-error';

type UserRow = typeof users.$inferSelect;

/**
 * What the app keeps as userInfo. A user who never chose a language is shown the one they are using,
 * so that the app never switches language on its own.
 */
export function toUserInfo(user: UserRow, requestLanguage: Language) {
  const language = findLanguage(user.language) ?? requestLanguage;
  return {
    id: user.id,
    username: user.username,
    familyName: user.familyName,
    givenName: user.givenName,
    email: user.email,
    mobile: user.mobile,
    avatar: user.avatar,
    balance: formatCents(user.balanceCents),
    frozen: formatCents(user.frozenCents),
    score: formatCents(user.scoreCents),
    has_pay_password: user.payPasswordHash !== null,
    email_verified: user.emailVerified,
    language: { file_name: language.file_name, language_name: language.language_name },
    currency: user.currency,
    created_at: user.createdAt.toISOString(),
  };
}
export type UserInfo = ReturnType<typeof toUserInfo>;

export async function findUser(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.unauthorized();
  return user;
}

/** Maps a unique-index violation on users to the message the shopper should read. */
export function uniqueViolation(error: unknown): AppError | undefined {
  const { code, constraint } = databaseErrorOf(error);
  if (code !== UNIQUE_VIOLATION) return undefined;
  if (constraint === 'users_email_key') return new AppError('msg.email_taken');
  if (constraint === 'users_mobile_key') return new AppError('msg.mobile_taken');
  if (constraint === 'users_username_lower_key') return new AppError('msg.username_taken');
  return undefined;
}
