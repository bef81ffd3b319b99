import { FALLBACK_FILE_NAME, findLanguage, type Language, matchLanguage } from '@storefront/shared';
import { languageCookie, localJson } from './storage';

/** What the device keeps of the shopper's choices: the language, and the display currency (decision 062). */
type Setting = { lang?: string; currency?: string };
export const settingStore = localJson<Setting>('setting');

/** Start-up language: the saved choice, else the first browser language we speak, else simplified Chinese. */
export function startLanguage(
  saved: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  const chosen = findLanguage(saved);
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return findLanguage(FALLBACK_FILE_NAME) as Language;
}

export function savedLanguage(): string | null {
  return settingStore.get()?.lang ?? languageCookie.get();
}

export function saveLanguage(language: Language) {
  settingStore.set({ ...(settingStore.get() ?? {}), lang: language.code });
  languageCookie.set(language.code);
}

let current: Language = startLanguage(
  savedLanguage(),
  typeof navigator === 'undefined' ? [] : navigator.languages,
);

/**
 * The language the app speaks now. Kept here, apart from i18next, so that the page's preload entry (preload.ts)
 * can ask for its texts before i18next has even arrived.
 */
export const currentLanguage = () => current;

/** The app now speaks this language (i18n's `changeLanguage`, once its texts are in). */
export function setCurrentLanguage(language: Language) {
  current = language;
}
