import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type Answer } from '@storefront/shared/client';
import { queryClient } from './query-client';
import { call } from './request';
import { localJson } from './storage';

export type PlatformInfo = Answer<'GET /api/index/index'>;

const cache = localJson<PlatformInfo>('platform');

/** Fetched once and reused while the cached copy is not empty (spec section 4). */
export async function loadPlatformInfo(): Promise<PlatformInfo> {
  const cached = cache.get();
  if (cached && Object.keys(cached).length > 0) return cached;
  const info = await call('GET /api/index/index');
  if (info && Object.keys(info).length > 0) cache.set(info);
  return info;
}

/**
 * Everything read so far is in the language it was fetched in (banner titles, shop and product names, statuses
 * the server words): after a switch the kept platform info is dropped and every query is fetched again at once,
 * the screens keeping what they show until the new words arrive.
 */
export function refetchInNewLanguage() {
  cache.remove();
  void queryClient.invalidateQueries();
}

export const platformQuery = queryOptions({
  queryKey: queryKeys.read('GET /api/index/index'),
  queryFn: loadPlatformInfo,
  staleTime: Infinity,
});

export const usePlatformInfo = () => useQuery(platformQuery);
