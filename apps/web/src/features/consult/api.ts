import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Answer, type Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type ConsultMessage = Answer<'POST /api/consult/reply'>;
export type Consultation = Answer<'GET /api/consult/list'>['list'][number];

/** The list of the shopper's threads, kept whole as it loads more. */
export const CONSULTATION_LIST = queryKeys.pages('GET /api/consult/list');
const CONSULTATIONS = queryKeys.all('GET /api/consult/list');
const threadKey = (id: number) => queryKeys.read('GET /api/consult/detail', { id });

export const fetchConsultations = (page: number) => call('GET /api/consult/list', { page, limit: 20 });

/** One thread with its messages; read afresh, the shop may have answered. */
export const useThread = (id: number) =>
  useQuery({
    queryKey: threadKey(id),
    queryFn: () => call('GET /api/consult/detail', { id }),
    staleTime: 0,
  });

/** Asks the shop about a product, opening a thread; the list of threads is read again. */
export function useAskShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Input<'POST /api/consult/add'>) => call('POST /api/consult/add', data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSULTATIONS }),
  });
}

/** Replies in a thread; the thread and the list (last message, status) are read again. */
export function useReplyInThread(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call('POST /api/consult/reply', { id, content }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: threadKey(id) });
      await queryClient.invalidateQueries({ queryKey: CONSULTATIONS });
    },
  });
}
