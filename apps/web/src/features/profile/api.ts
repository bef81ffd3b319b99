import { get } from '../../lib/request';

export type LanguageOption = { file_name: string; language_name: string };

export const fetchLanguages = () => get<LanguageOption[]>('/api/user/language_list');

export const storeLanguage = (fileName: string) =>
  get<null>('/api/user/set_language', { file_name: fileName }, { showError: false });
