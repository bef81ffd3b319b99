import type { LanguageFileName } from '@storefront/shared';
import enUS from 'antd-mobile/es/locales/en-US';

type ComponentLocale = typeof enUS;

/**
 * antd-mobile's own texts (empty lists, steppers, pickers, search) in each app language, fetched only when the
 * language is used; English is in the first bundle as the one every shopper could read until the other loads.
 */
const LOADERS: Record<LanguageFileName, () => Promise<{ default: ComponentLocale }>> = {
  en: async () => ({ default: enUS }),
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

let current: ComponentLocale = enUS;

/** The component texts of the language the app speaks now (set before the app switches to it). */
export const componentLocale = () => current;

export async function loadComponentLocale(fileName: LanguageFileName): Promise<void> {
  current = (await LOADERS[fileName]()).default;
}
