import type { Database } from '../db/client';
import { type NotifiedCache, openNotifiedCache } from './notified-cache';

/** The channel the catalog tables' triggers speak on (migrations 0005 and 0011). */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * Stock and sales change with every order and are not announced (migration 0011, decision 016): a list shows
 * them at most this old. Sales are counted about once a second anyway (decision 014).
 */
export const CATALOG_MAX_AGE_MS = 1_000;

/** Catalog reads (product lists, categories, hot shops), kept until the catalog changes, counters a second. */
export type CatalogCache = NotifiedCache;

export const openCatalogCache = (database: Database): Promise<CatalogCache> =>
  openNotifiedCache(database, {
    channel: CATALOG_CHANNEL,
    maxEntries: 2_000,
    maxAgeMs: CATALOG_MAX_AGE_MS,
  });
