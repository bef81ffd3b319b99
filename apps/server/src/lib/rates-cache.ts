import type { Database } from '../db/client';
import { type NotifiedCache, openNotifiedCache } from './notified-cache';

/** The channel the rates table's trigger speaks on (migration 0029). */
export const RATES_CHANNEL = 'currency_rates_changed';

/**
 * The display currencies' rates, kept in memory until an operator changes one (on any instance): an order in
 * another currency than the dollar reads them from here, so its checkout keeps its statements (decision 062).
 */
export type RatesCache = NotifiedCache;

export const openRatesCache = (database: Database): Promise<RatesCache> =>
  openNotifiedCache(database, { channel: RATES_CHANNEL, maxEntries: 1 });
