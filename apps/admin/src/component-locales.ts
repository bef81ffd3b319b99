import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { LanguageFileName } from '@storefront/shared';

/** antd's own texts (tables, pickers, pagination) in each console language, fetched when it is used. */
const LOADERS: Record<LanguageFileName, () => Promise<{ default: Locale }>> = {
  en: async () => ({ default: enUS }),
  'zh-cn': () => import('antd/es/locale/zh_CN'),
  ri: () => import('antd/es/locale/ja_JP'),
  han: () => import('antd/es/locale/ko_KR'),
  tai: () => import('antd/es/locale/th_TH'),
  ar: () => import('antd/es/locale/ar_EG'),
  de: () => import('antd/es/locale/de_DE'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
  it: () => import('antd/es/locale/it_IT'),
  ru: () => import('antd/es/locale/ru_RU'),
  tr: () => import('antd/es/locale/tr_TR'),
  vit: () => import('antd/es/locale/vi_VN'),
  'zh-hant': () => import('antd/es/locale/zh_TW'),
};

let current: Locale = enUS;

/** The antd texts of the language the console speaks now (loaded before it switches). */
export const componentLocale = () => current;

export async function loadComponentLocale(fileName: LanguageFileName): Promise<void> {
  current = (await LOADERS[fileName]()).default;
}
