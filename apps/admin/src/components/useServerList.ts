import { useQuery } from '@tanstack/react-query';
import { readList as readConsoleList } from '../api';
import type { ListName, ListReader } from '../desk-client';
import { queryKeys } from '../query-keys';
import { useUrlFilters } from './useUrlFilters';

const PAGE_SIZE = 20;

/**
 * A list the server pages, its filters and page kept in the address. The query key starts with the endpoint,
 * so invalidating `queryKeys.all(endpoint)` refreshes every filtered page of it.
 */
export function useServerList<Name extends ListName, K extends string>(
  endpoint: Name,
  keys: readonly K[],
  {
    readList = readConsoleList,
    defaults,
  }: {
    /** The desk's reader: the console's unless the seller centre passes its own. */
    readList?: ListReader<Name>;
    /** The filters a list opens with when the address names none. */
    defaults?: Partial<Record<K, string>>;
  } = {},
) {
  const { filters, page, set } = useUrlFilters(keys, defaults);
  const list = useQuery({
    queryKey: queryKeys.page(endpoint, filters, page),
    queryFn: ({ signal }) => readList(endpoint, { ...filters, page, limit: PAGE_SIZE }, signal),
  });
  const answer = list.data;
  const tableProps = {
    rowKey: 'id',
    loading: list.isPending,
    dataSource: answer?.list ?? [],
    pagination: {
      current: page,
      pageSize: PAGE_SIZE,
      total: answer?.total ?? 0,
      onChange: (next: number) => set({ page: next } as Partial<Record<K | 'page', number>>),
    },
  };
  return { filters, set, tableProps };
}
