import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer } from '@storefront/shared/client';
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

/** Banner titles are in the language they were fetched in, so a new language fetches again. */
export const forgetPlatformInfo = () => cache.remove();

export const platformQuery = queryOptions({
  queryKey: ['platform'],
  queryFn: loadPlatformInfo,
  staleTime: Infinity,
});

export const usePlatformInfo = () => useQuery(platformQuery);
