import { get, post } from '../../lib/request';
import type { UserInfo } from '../../lib/session';

export type LanguageOption = { file_name: string; language_name: string };

export const fetchLanguages = () => get<LanguageOption[]>('/api/user/language_list');

export const storeLanguage = (fileName: string) =>
  get<null>('/api/user/set_language', { file_name: fileName }, { showError: false });

/** One signed-in device of the shopper, as GET /api/user/sessions lists it. */
export type SignedInSession = {
  id: number;
  created_at: string;
  user_agent: string;
  ip: string;
  current: boolean;
};

export const fetchSessions = () => get<SignedInSession[]>('/api/user/sessions');

export const logoutOtherSessions = () => post<null>('/api/user/sessions/logout_others');

/** What `POST /api/user/profile` takes; a new email needs `password` and the `code` sent to it. */
export type ProfileChange = {
  familyName?: string;
  givenName?: string;
  mobile?: string;
  avatar?: string;
  email?: string;
  password?: string;
  code?: string;
};

export const saveProfile = (change: ProfileChange) => post<UserInfo>('/api/user/profile', change);
