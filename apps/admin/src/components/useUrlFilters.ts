import { useSearchParams } from 'react-router';

/**
 * Filters and page live in the address, so a reload, the back button or a shared link shows the same list. A
 * filter with a default (a queue that opens on what waits) writes "all" as an empty value, which the address
 * keeps apart from no value at all.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
  defaults: Partial<Record<K, string>> = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    keys.map((key) => {
      const value = params.get(key);
      return [key, value === null ? defaults[key] : value || undefined];
    }),
  ) as Record<K, string | undefined>;
  const page = Number(params.get('page') ?? 1) || 1;
  const set = (changes: Partial<Record<K | 'page', string | number | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      const empty = value === undefined || value === '' || value === null;
      if (!empty) next.set(key, String(value));
      else if (key in defaults) next.set(key, '');
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { filters, page, set };
}
