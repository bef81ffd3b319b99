import { useTranslation } from 'react-i18next';
import { findLanguage, localeFormat } from '@storefront/shared';

/** The formats of the console language, re-rendering the component when the language changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  return localeFormat(findLanguage(i18n.language)?.bcp47 ?? 'en');
}

/** An amount of the API's money text as the console language writes it, isolated for right to left. */
export function Money({ value }: { value: string | null | undefined }) {
  const format = useFormat();
  if (value === null || value === undefined) return <>—</>;
  return <bdi data-money={value}>{format.money(value)}</bdi>;
}
