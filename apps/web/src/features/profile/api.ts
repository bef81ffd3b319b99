import type { Answer, Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type LanguageOption = Answer<'GET /api/user/language_list'>[number];

export const fetchLanguages = () => call('GET /api/user/language_list');

export const storeLanguage = (fileName: string) =>
  call('GET /api/user/set_language', { file_name: fileName }, { showError: false });

/** One signed-in device of the shopper. */
export type SignedInSession = Answer<'GET /api/user/sessions'>[number];

export const fetchSessions = () => call('GET /api/user/sessions');

export const logoutOtherSessions = () => call('POST /api/user/sessions/logout_others');

/** What `POST /api/user/profile` takes; a new email needs `password` and the `code` sent to it. */
export type ProfileChange = Input<'POST /api/user/profile'>;

export const saveProfile = (change: ProfileChange) => call('POST /api/user/profile', change);
