import type { LanguageFileName } from '@storefront/shared';
import type { Locale } from 'antd-mobile/es/locales/base';

/**
 * antd-mobile's own texts (empty lists, steppers, pickers, search, a mask's label) in each app language. Home's
 * first screen has no antd-mobile component, so none is in the first load: a language's texts are fetched
 * with the first antd-mobile page, sheet or toast (components/lazy-with-component-texts, lib/toast) and before
 * the app switches to another language (lib/i18n).
 */
const LOADERS: Record<LanguageFileName, () => Promise<{ default: Locale }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  'zh-cn': () => import('antd-mobile/es/locales/zh-CN'),
  ri: () => import('antd-mobile/es/locales/ja-JP'),
  han: () => import('antd-mobile/es/locales/ko-KR'),
  tai: () => import('antd-mobile/es/locales/th-TH'),
  ar: () => import('antd-mobile/es/locales/ar-SA'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  it: () => import('antd-mobile/es/locales/it-IT'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  vit: () => import('antd-mobile/es/locales/vi-VN'),
  'zh-hant': () => import('antd-mobile/es/locales/zh-TW'),
};

const requested = new Map<LanguageFileName, Promise<void>>();
// By language rather than "the current one": a page waiting for one language's texts while the shopper switches
// to another cannot leave the app with the wrong ones.
const loaded = new Map<string, Locale>();

/** The component texts of a language (its file name, as i18next's language), once they have been loaded. */
export const componentLocale = (fileName: string): Locale | undefined => loaded.get(fileName);

/** Fetches a language's component texts, once however often it is asked for. */
export function loadComponentLocale(fileName: LanguageFileName): Promise<void> {
  let request = requested.get(fileName);
  if (!request) {
    request = LOADERS[fileName]().then(
      ({ default: locale }) => void loaded.set(fileName, locale),
      (error: unknown) => {
        // A later page may try again (the network came back).
        requested.delete(fileName);
        throw error;
      },
    );
    requested.set(fileName, request);
  }
  return request;
}
