import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type ShopRole, TOKEN_TTL_DAYS } from '@storefront/shared';
import type { Db } from '../db/client';
import { operatorTokens, operators, sellerTokens, shopMembers, shops, userTokens, users } from '../db/schema';
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

/** A seller token is a shop member's session in the seller centre, for the one shop the member belongs to. */
export async function issueSellerToken(db: Db, userId: number, shopId: number): Promise<string> {
  const token = newToken();
  await db
    .insert(sellerTokens)
    .values({ userId, shopId, tokenHash: sha256(token), expiresAt: tokenExpiry() });
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

export const revokeSellerToken = (request: FastifyRequest) =>
  revokeToken(request, (db, tokenHash) =>
    db.delete(sellerTokens).where(eq(sellerTokens.tokenHash, tokenHash)),
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

/** The shop member behind a seller call, with the shop and the role the member has in it now. */
export type Seller = { userId: number; shopId: number; role: ShopRole };

/**
 * Resolves the shop member behind the `token` header on seller calls, through the session cache. The token
 * holds while its account is active, the member still belongs to the token's shop and the shop is open; a
 * member removed, a role changed or a shop closed is forgotten by every instance (the tables' triggers).
 */
export async function identifySeller(request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  const { db, sessions } = request.server.ctx;
  const tokenHash = sha256(token);
  const session = await sessions.read(`seller:${tokenHash}`, async (): Promise<Session | undefined> => {
    const [row] = await db
      .select({
        userId: sellerTokens.userId,
        shopId: sellerTokens.shopId,
        role: shopMembers.role,
        expiresAt: sellerTokens.expiresAt,
      })
      .from(sellerTokens)
      .innerJoin(users, eq(users.id, sellerTokens.userId))
      .innerJoin(
        shopMembers,
        and(eq(shopMembers.userId, sellerTokens.userId), eq(shopMembers.shopId, sellerTokens.shopId)),
      )
      .innerJoin(shops, eq(shops.id, sellerTokens.shopId))
      .where(
        and(
          eq(sellerTokens.tokenHash, tokenHash),
          gt(sellerTokens.expiresAt, new Date()),
          eq(users.status, 'active'),
          eq(shops.status, 'open'),
        ),
      )
      .limit(1);
    return (
      row && {
        accountId: row.userId,
        expiresAt: row.expiresAt.getTime(),
        shopId: row.shopId,
        role: row.role,
      }
    );
  });
  if (session && session.expiresAt > Date.now() && session.shopId !== undefined && session.role) {
    request.seller = { userId: session.accountId, shopId: session.shopId, role: session.role };
  }
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

/** Guard for seller calls: a shop member's token. */
export async function requireSeller(request: FastifyRequest): Promise<void> {
  if (request.seller === null) throw AppError.unauthorized();
}

/** The shop member inside a handler guarded by requireSeller. */
export function currentSeller(request: FastifyRequest): Seller {
  if (request.seller === null) throw AppError.unauthorized();
  return request.seller;
}

/** The seller, who must be the shop's owner: staff run the catalogue and orders, not the money or the team. */
export function currentOwner(request: FastifyRequest): Seller {
  const seller = currentSeller(request);
  if (seller.role !== 'owner') throw new AppError('msg.owner_only');
  return seller;
}

export function currentOperatorId(request: FastifyRequest): number {
  if (request.operatorId === null) throw AppError.unauthorized();
  return request.operatorId;
}
