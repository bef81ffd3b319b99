import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';

/**
 * The shopper's live sessions, newest first, as the list of signed-in devices shows them: never the token nor
 * its hash, and `current` for the one asking.
 */
export async function listSessions(db: Db, userId: number, currentTokenHash: string | undefined) {
  const rows = await db
    .select({
      id: userTokens.id,
      tokenHash: userTokens.tokenHash,
      userAgent: userTokens.userAgent,
      ip: userTokens.ip,
      createdAt: userTokens.createdAt,
    })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), gt(userTokens.expiresAt, new Date())))
    .orderBy(desc(userTokens.createdAt), desc(userTokens.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    user_agent: row.userAgent,
    ip: row.ip,
    current: row.tokenHash === currentTokenHash,
  }));
}

/**
 * Signs the shopper out everywhere but here. This instance forgets the revoked tokens at once; the others when
 * the token table's trigger tells them.
 */
export async function logoutOtherSessions(ctx: AppContext, userId: number, currentTokenHash: string) {
  await ctx.db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), ne(userTokens.tokenHash, currentTokenHash)));
  ctx.sessions.invalidate();
}
