import type { Database } from '../db/client';
import { type NotifiedCache, openNotifiedCache } from './notified-cache';

/** The channel the zones' and tax rules' triggers speak on (migration 0031). */
export const DESTINATION_RULES_CHANNEL = 'destination_rules_changed';

/**
 * Shops' shipping zones and the tax rules, kept in memory until one changes (on any instance): the checkout
 * prices each parcel by them without a statement of its own (decision 064).
 */
export type DestinationRulesCache = NotifiedCache;

export const openDestinationRulesCache = (database: Database): Promise<DestinationRulesCache> =>
  openNotifiedCache(database, { channel: DESTINATION_RULES_CHANNEL, maxEntries: 20_000 });
