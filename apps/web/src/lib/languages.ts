import { FALLBACK_FILE_NAME, findLanguage, LANGUAGES, type Language } from '@storefront/shared';
import { languageCookie, localJson } from './storage';

type Setting = { lang?: string };
export const settingStore = localJson<Setting>('setting');

/** A browser language tag ("ja-JP", "zh-TW", "pt") to one of the 14 languages, if any fits. */
export function matchBrowserLanguage(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  if (/^zh-(tw|hk|mo|hant)/.test(lower)) return findLanguage('zh-hant');
  if (lower.startsWith('zh')) return findLanguage('zh-cn');
  const base = lower.split('-')[0];
  return LANGUAGES.find((language) => language.bcp47.toLowerCase().split('-')[0] === base);
}

/** Start-up language: the saved choice, else the first browser language we speak, else simplified Chinese. */
export function startLanguage(
  saved: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  const chosen = findLanguage(saved);
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag);
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
