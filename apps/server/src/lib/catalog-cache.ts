import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';

/** The channel the catalog tables' triggers speak on (migration 0005). */
export const CATALOG_CHANNEL = 'catalog_changed';
const MAX_ENTRIES = 2_000;

export type CatalogCache = {
  /** The value for this key: remembered, or loaded and remembered if the catalog did not change meanwhile. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything: the catalog may have changed. */
  invalidate(): void;
  close(): Promise<void>;
};

/**
 * Catalog reads (product lists, categories, hot shops) kept in memory until the database says the catalog
 * changed. Correct on any number of instances: every write to the catalog tables notifies every instance,
 * and while the notification channel is down nothing is cached at all.
 */
export async function openCatalogCache(database: Database): Promise<CatalogCache> {
  const entries = new LRUCache<string, { value: unknown }>({ max: MAX_ENTRIES });
  let generation = 0;
  let listening = false;
  const invalidate = () => {
    generation += 1;
    entries.clear();
  };
  const unlisten = await database.listen(CATALOG_CHANNEL, {
    notified: invalidate,
    lost() {
      listening = false;
      invalidate();
    },
    listening() {
      invalidate();
      listening = true;
    },
  });
  return {
    async read<T>(key: string, load: () => Promise<T>) {
      const hit = listening ? entries.get(key) : undefined;
      if (hit) return hit.value as T;
      const loadedIn = generation;
      const value = await load();
      // A change committed while loading may or may not be in `value`; keeping it could serve it stale.
      if (listening && loadedIn === generation) entries.set(key, { value });
      return value;
    },
    invalidate,
    close: async () => {
      listening = false;
      invalidate();
      await unlisten();
    },
  };
}
