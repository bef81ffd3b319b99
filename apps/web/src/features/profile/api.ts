import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, Input } from '@storefront/shared/client';
import { LANGUAGES } from '@storefront/shared';
import { call } from '../../lib/request';
import { session } from '../../lib/session';

export type LanguageOption = Answer<'GET /api/user/language_list'>[number];

/** The 14 languages in their own names; the built-in list shows until the server's arrives. */
export const useLanguages = () =>
  useQuery({
    queryKey: ['languages'],
    queryFn: () => call('GET /api/user/language_list'),
    placeholderData: LANGUAGES.map(({ file_name, language_name }) => ({ file_name, language_name })),
  });

/** Tells the server the shopper's language (mail and notifications follow it). */
export const useStoreLanguage = () =>
  useMutation({
    mutationFn: (fileName: string) =>
      call('GET /api/user/set_language', { file_name: fileName }, { showError: false }),
  });

/** One signed-in device of the shopper. */
export type SignedInSession = Answer<'GET /api/user/sessions'>[number];

const SESSIONS = ['sessions'];

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

/** What `POST /api/user/profile` takes; a new email needs `password` and the `code` sent to it. */
export type ProfileChange = Input<'POST /api/user/profile'>;

/** Saves names, mobile, avatar or a new email; the answer is the shopper's info, kept at once. */
export const useSaveProfile = () =>
  useMutation({
    mutationFn: (change: ProfileChange) => call('POST /api/user/profile', change),
    onSuccess: (updated) => session.setUserInfo(updated),
  });
