import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Page } from './types';
import { type EndpointQueryKey } from '@storefront/shared/client';

/** The query behind a PullList: page 1 first, then the next page while the server has more. */
export const pagedQuery = <T>(queryKey: EndpointQueryKey, fetchPage: (page: number) => Promise<Page<T>>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
