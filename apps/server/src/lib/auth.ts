import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TOKEN_TTL_DAYS } from '@storefront/shared';
import type { Db } from '../db/client';
import { operatorTokens, operators, userTokens, users } from '../db/schema';
import { AppError } from './app-error';
import { newToken, sha256 } from './secrets';
import type { Session } from './session-cache';

const tokenExpiry = () => new Date(Date.now() + TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 200 ? token : undefined;
}

/** The SHA-256 the database keeps of the request's token, if it carries one: which session is this one. */
export function tokenHashOf(request: FastifyRequest): string | undefined {
  const token = tokenOf(request);
  return token === undefined ? undefined : sha256(token);
}

/** The device a session was opened from, as the shopper's list of signed-in devices shows it. */
export type Device = { userAgent: string; ip: string };

export const deviceOf = (request: FastifyRequest): Device => {
  const agent = request.headers['user-agent'];
  return { userAgent: (typeof agent === 'string' ? agent : '').slice(0, 255), ip: request.ip.slice(0, 64) };
};

/** Opaque tokens: the shopper keeps the token, the database keeps only its SHA-256. */
export async function issueUserToken(db: Db, userId: number, device: Device): Promise<string> {
  const token = newToken();
  await db
    .insert(userTokens)
    .values({ userId, tokenHash: sha256(token), expiresAt: tokenExpiry(), ...device });
  return token;
}

export async function issueOperatorToken(db: Db, operatorId: number): Promise<string> {
  const token = newToken();
  await db.insert(operatorTokens).values({ operatorId, tokenHash: sha256(token), expiresAt: tokenExpiry() });
  return token;
}

/** Signs this token out; this instance forgets it at once, the others when the database tells them. */
async function revokeToken(request: FastifyRequest, remove: (db: Db, tokenHash: string) => Promise<unknown>) {
  const token = tokenOf(request);
  if (!token) return;
  const { db, sessions } = request.server.ctx;
  await remove(db, sha256(token));
  sessions.invalidate();
}

export const revokeUserToken = (request: FastifyRequest) =>
  revokeToken(request, (db, tokenHash) => db.delete(userTokens).where(eq(userTokens.tokenHash, tokenHash)));

export const revokeOperatorToken = (request: FastifyRequest) =>
  revokeToken(request, (db, tokenHash) =>
    db.delete(operatorTokens).where(eq(operatorTokens.tokenHash, tokenHash)),
  );

type SessionRow = { accountId: number; expiresAt: Date };

/**
 * Whose the `token` header is (null: nobody's, or expired), through the session cache: a checkout's two
 * requests cost no token query after the first. `undefined` when the request carries no token.
 */
async function accountOf(
  request: FastifyRequest,
  kind: 'user' | 'operator',
  lookup: (db: Db, tokenHash: string) => Promise<SessionRow[]>,
): Promise<number | null | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  const { db, sessions } = request.server.ctx;
  const tokenHash = sha256(token);
  const session = await sessions.read(`${kind}:${tokenHash}`, async (): Promise<Session | undefined> => {
    const [row] = await lookup(db, tokenHash);
    return row && { accountId: row.accountId, expiresAt: row.expiresAt.getTime() };
  });
  return session && session.expiresAt > Date.now() ? session.accountId : null;
}

/** Resolves the shopper behind the `token` header, if any; a bad token on a public call is just a guest. */
export async function identifyUser(request: FastifyRequest): Promise<void> {
  const userId = await accountOf(request, 'user', (db, tokenHash) =>
    db
      .select({ accountId: userTokens.userId, expiresAt: userTokens.expiresAt })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .where(
        and(
          eq(userTokens.tokenHash, tokenHash),
          gt(userTokens.expiresAt, new Date()),
          eq(users.status, 'active'),
        ),
      )
      .limit(1),
  );
  if (userId !== undefined) request.userId = userId;
}

export async function identifyOperator(request: FastifyRequest): Promise<void> {
  const operatorId = await accountOf(request, 'operator', (db, tokenHash) =>
    db
      .select({ accountId: operatorTokens.operatorId, expiresAt: operatorTokens.expiresAt })
      .from(operatorTokens)
      .innerJoin(operators, eq(operators.id, operatorTokens.operatorId))
      .where(
        and(
          eq(operatorTokens.tokenHash, tokenHash),
          gt(operatorTokens.expiresAt, new Date()),
          eq(operators.status, 'active'),
        ),
      )
      .limit(1),
  );
  if (operatorId !== undefined) request.operatorId = operatorId;
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
