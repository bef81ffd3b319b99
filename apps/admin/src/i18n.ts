import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { findLanguage, type Language, matchLanguage, addLocaleFormats } from '@storefront/shared';
import { loadComponentLocale } from './component-locales';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../packages/i18n/locales/*.json',
);
const STORE_KEY = 'console.lang';

function startLanguage(): Language {
  const saved = findLanguage(localStorage.getItem(STORE_KEY));
  if (saved) return saved;
  for (const tag of navigator.languages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return findLanguage('zh-cn') as Language;
}

let current = startLanguage();
export const currentLanguage = () => current;

async function load(language: Language) {
  const loader = loaders[`../../../packages/i18n/locales/${language.file_name}.json`];
  if (!loader) throw new Error(`no locale ${language.file_name}`);
  return (await loader()).default;
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language.bcp47;
  document.documentElement.dir = language.dir;
}

export async function initI18n() {
  await loadComponentLocale(current.file_name);
  await i18next.use(initReactI18next).init({
    lng: current.file_name,
    resources: { [current.file_name]: { translation: await load(current) } },
    lowerCaseLng: true,
    load: 'currentOnly',
    fallbackLng: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    // i18next otherwise writes an advertisement to every shopper's browser console.
  });
  addLocaleFormats(i18next.services.formatter);
  applyToDocument(current);
}

export async function switchLanguage(fileName: string) {
  const language = findLanguage(fileName);
  if (!language) return;
  if (!i18next.hasResourceBundle(language.file_name, 'translation')) {
    i18next.addResourceBundle(language.file_name, 'translation', await load(language));
  }
  await loadComponentLocale(language.file_name);
  current = language;
  localStorage.setItem(STORE_KEY, language.code);
  applyToDocument(language);
  await i18next.changeLanguage(language.file_name);
}
