import { useSearchParams } from 'react-router';

/** Filters and page live in the address, so a reload (or a shared link) shows the same list. */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])) as Record<
    K,
    string | undefined
  >;
  const page = Number(params.get('page') ?? 1) || 1;
  const set = (changes: Partial<Record<K | 'page', string | number | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === null) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { filters, page, set };
}
