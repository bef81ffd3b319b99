import { useQuery } from '@tanstack/react-query';
import { queryKeys, type Answer } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type Article = Answer<'GET /api/user/law'>[number];

export function useArticles(kind: 'help_support' | 'law', language: string) {
  const endpoint = kind === 'law' ? 'GET /api/user/law' : 'GET /api/user/help_support';
  return useQuery({ queryKey: queryKeys.translated(endpoint, language), queryFn: () => call(endpoint) });
}
