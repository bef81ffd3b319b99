import { useTranslation } from 'react-i18next';
import { findLanguage, localeFormat, type LocaleFormat } from '@storefront/shared';
import { currentLanguage } from './languages';

/** The formats of the app language, re-rendering the component when the language changes. */
export function useFormat(): LocaleFormat {
  const { i18n } = useTranslation();
  return localeFormat(findLanguage(i18n.language)?.bcp47 ?? currentLanguage().bcp47);
}
