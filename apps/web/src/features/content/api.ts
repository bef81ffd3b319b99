import { useQuery } from '@tanstack/react-query';
import type { Answer } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type Article = Answer<'GET /api/user/law'>[number];

export const useArticles = (kind: 'help_support' | 'law', language: string) =>
  useQuery({
    queryKey: ['articles', kind, language],
    queryFn: () => call(kind === 'law' ? 'GET /api/user/law' : 'GET /api/user/help_support'),
  });
