import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/request';

export type Article = { id: number; slug: string; title: string; content: string };

export const useArticles = (kind: 'help_support' | 'law', language: string) =>
  useQuery({ queryKey: ['articles', kind, language], queryFn: () => get<Article[]>(`/api/user/${kind}`) });
