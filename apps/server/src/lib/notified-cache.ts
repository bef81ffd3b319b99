import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';

export type NotifiedCache = {
  /**
   * The value for this key: remembered, or loaded and remembered if nothing changed meanwhile. `undefined` is
   * never remembered (a lookup that found nothing is asked again next time).
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything: what it holds may have changed. */
  invalidate(): void;
  close(): Promise<void>;
};

/**
 * Reads kept in memory until the database says on `channel` that their tables changed (triggers notify it,
 * migrations 0005 and 0008). Correct on any number of instances: every write to those tables notifies every
 * instance, and while the notification channel is down nothing is cached at all.
 */
export async function openNotifiedCache(
  database: Database,
  options: {
    channel: string;
    maxEntries: number;
    /** How long an answer may be kept at most, for columns whose changes are not announced. */
    maxAgeMs?: number;
  },
): Promise<NotifiedCache> {
  const entries = new LRUCache<string, { value: unknown }>({
    max: options.maxEntries,
    ...(options.maxAgeMs ? { ttl: options.maxAgeMs } : {}),
  });
  // Loads under way, shared by every read of the same key meanwhile: when a change empties the cache under
  // load, one query per key reloads it instead of one per waiting request.
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;
  let listening = false;
  const invalidate = () => {
    generation += 1;
    entries.clear();
    loading.clear();
  };
  const unlisten = await database.listen(options.channel, {
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
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!listening) return load();
      const hit = entries.get(key);
      if (hit) return Promise.resolve(hit.value as T);
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const loadedIn = generation;
      const loaded = load().then((value) => {
        // A change committed while loading may or may not be in `value`; keeping it could serve it stale.
        if (listening && loadedIn === generation && value !== undefined) entries.set(key, { value });
        return value;
      });
      loading.set(key, loaded);
      const forget = () => {
        if (loading.get(key) === loaded) loading.delete(key);
      };
      loaded.then(forget, forget);
      return loaded;
    },
    invalidate,
    close: async () => {
      listening = false;
      invalidate();
      await unlisten();
    },
  };
}
