import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TOKEN_TTL_DAYS } from '@storefront/shared';
import type { Db } from '../db/client';
import { operatorTokens, operators, userTokens, users } from '../db/schema';
import { AppError } from './app-error';
import { newToken, sha256 } from './secrets';

const tokenExpiry = () => new Date(Date.now() + TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 200 ? token : undefined;
}

/** Opaque tokens: the shopper keeps the token, the database keeps only its SHA-256. */
export async function issueUserToken(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(userTokens).values({ userId, tokenHash: sha256(token), expiresAt: tokenExpiry() });
  return token;
}

export async function issueOperatorToken(db: Db, operatorId: number): Promise<string> {
  const token = newToken();
  await db.insert(operatorTokens).values({ operatorId, tokenHash: sha256(token), expiresAt: tokenExpiry() });
  return token;
}

export async function revokeUserToken(db: Db, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (token) await db.delete(userTokens).where(eq(userTokens.tokenHash, sha256(token)));
}

export async function revokeOperatorToken(db: Db, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (token) await db.delete(operatorTokens).where(eq(operatorTokens.tokenHash, sha256(token)));
}

/** Resolves the shopper behind the `token` header, if any; a bad token on a public call is just a guest. */
export async function identifyUser(request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  const [row] = await request.server.ctx.db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        gt(userTokens.expiresAt, new Date()),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  request.userId = row?.userId ?? null;
}

export async function identifyOperator(request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  const [row] = await request.server.ctx.db
    .select({ operatorId: operatorTokens.operatorId })
    .from(operatorTokens)
    .innerJoin(operators, eq(operators.id, operatorTokens.operatorId))
    .where(
      and(
        eq(operatorTokens.tokenHash, sha256(token)),
        gt(operatorTokens.expiresAt, new Date()),
        eq(operators.status, 'active'),
      ),
    )
    .limit(1);
  request.operatorId = row?.operatorId ?? null;
}

/** Guard for shopper-only calls, run before validation so that a stranger learns nothing but 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.userId === null) throw AppError.unauthorized();
}

/** Guard for operator-only calls, run before validation as well. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  if (request.operatorId === null) throw AppError.unauthorized();
}

/** The logged-in shopper's id inside a handler guarded by requireUser. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw AppError.unauthorized();
  return request.userId;
}

export function currentOperatorId(request: FastifyRequest): number {
  if (request.operatorId === null) throw AppError.unauthorized();
  return request.operatorId;
}
