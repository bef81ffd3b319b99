import { useQuery } from '@tanstack/react-query';
import { get, type Page } from '../api';
import { useUrlFilters } from './useUrlFilters';

const PAGE_SIZE = 20;

/**
 * A list the server pages, its filters and page kept in the address. The query key starts with the path,
 * so invalidating `[path]` refreshes every filtered page of it.
 */
export function useServerList<T, K extends string>(path: string, keys: readonly K[]) {
  const { filters, page, set } = useUrlFilters(keys);
  const list = useQuery({
    queryKey: [path, filters, page],
    queryFn: () => get<Page<T>>(path, { ...filters, page, limit: PAGE_SIZE }),
  });
  const tableProps = {
    rowKey: 'id',
    loading: list.isPending,
    dataSource: list.data?.list ?? [],
    pagination: {
      current: page,
      pageSize: PAGE_SIZE,
      total: list.data?.total ?? 0,
      onChange: (next: number) => set({ page: next } as Partial<Record<K | 'page', number>>),
    },
  };
  return { filters, set, tableProps };
}
