import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { findLanguage, type Language, addLocaleFormats } from '@storefront/shared';
import { currentLanguage, saveLanguage, setCurrentLanguage } from './languages';
import { loadComponentLocale } from './component-locales';
import { loadLocale } from './locale-files';

function applyToDocument(language: Language) {
  document.documentElement.lang = language.bcp47;
  document.documentElement.dir = language.dir;
}

export async function initI18n() {
  await i18next.use(initReactI18next).init({
    lng: currentLanguage().file_name,
    resources: { [currentLanguage().file_name]: { translation: await loadLocale(currentLanguage()) } },
    // Keep "zh-cn" as it is; by default i18next would look for "zh-CN" and miss the bundle.
    lowerCaseLng: true,
    load: 'currentOnly',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    nsSeparator: false,
    returnNull: false,
    // i18next otherwise writes an advertisement to every shopper's browser console.
  });
  addLocaleFormats(i18next.services.formatter);
  applyToDocument(currentLanguage());
}

/** Switches the interface language and remembers it (setting and 3-day cookie). */
export async function changeLanguage(name: string): Promise<Language> {
  const language = findLanguage(name);
  if (!language) throw new Error(`unknown language ${name}`);
  if (!i18next.hasResourceBundle(language.file_name, 'translation')) {
    i18next.addResourceBundle(language.file_name, 'translation', await loadLocale(language));
  }
  // antd-mobile's components get their texts before the app re-renders in the new language.
  await loadComponentLocale(language.file_name);
  await i18next.changeLanguage(language.file_name);
  setCurrentLanguage(language);
  saveLanguage(language);
  applyToDocument(language);
  return language;
}

export const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options ?? {});
