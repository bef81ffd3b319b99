import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys, type Answer } from '@storefront/shared/client';
import { LANGUAGES } from '@storefront/shared';
import { call } from '../lib/request';

export type LanguageOption = Answer<'GET /api/user/language_list'>[number];

/** The 14 languages in their own names; the built-in list shows until the server's arrives. */
export const useLanguages = () =>
  useQuery({
    queryKey: queryKeys.read('GET /api/user/language_list'),
    queryFn: () => call('GET /api/user/language_list'),
    placeholderData: LANGUAGES.map(({ file_name, language_name }) => ({ file_name, language_name })),
  });

/** Tells the server the shopper's language (mail and notifications follow it). */
export const useStoreLanguage = () =>
  useMutation({
    mutationFn: (fileName: string) =>
      call('GET /api/user/set_language', { file_name: fileName }, { showError: false }),
  });
