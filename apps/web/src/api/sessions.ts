import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Answer } from '@storefront/shared/client';
import { call } from '../lib/request';

/** One signed-in device of the shopper. */
export type SignedInSession = Answer<'GET /api/user/sessions'>[number];

const SESSIONS = queryKeys.read('GET /api/user/sessions');

/** The shopper's signed-in devices; read afresh. */
export const useSessions = () =>
  useQuery({ queryKey: SESSIONS, queryFn: () => call('GET /api/user/sessions'), staleTime: 0 });

/** Logs every other device out; the list is read again. */
export function useLogoutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/user/sessions/logout_others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS }),
  });
}
