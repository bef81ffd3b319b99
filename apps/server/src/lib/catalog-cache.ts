import type { Database } from '../db/client';
import { type NotifiedCache, openNotifiedCache } from './notified-cache';

/** The channel the catalog tables' triggers speak on (migration 0005). */
export const CATALOG_CHANNEL = 'catalog_changed';

/** Catalog reads (product lists, categories, hot shops), kept until the catalog changes. */
export type CatalogCache = NotifiedCache;

export const openCatalogCache = (database: Database): Promise<CatalogCache> =>
  openNotifiedCache(database, { channel: CATALOG_CHANNEL, maxEntries: 2_000 });
