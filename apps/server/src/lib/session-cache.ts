import type { ShopRole } from '@storefront/shared';
import type { Database } from '../db/client';
import { type NotifiedCache, openNotifiedCache } from './notified-cache';

/** The channel the token and account tables' triggers speak on (migration 0008). */
export const SESSIONS_CHANNEL = 'sessions_changed';

/**
 * Whose a token is, as long as it lasts: one lookup per token instead of one per request. A seller session also
 * says which shop the member runs and as what.
 */
export type Session = { accountId: number; expiresAt: number; shopId?: number; role?: ShopRole };

/** Token lookups (`user:`, `operator:` or `seller:` and the token's hash → Session), kept until a session changes. */
export type SessionCache = NotifiedCache;

export const openSessionCache = (database: Database): Promise<SessionCache> =>
  openNotifiedCache(database, { channel: SESSIONS_CHANNEL, maxEntries: 50_000 });
