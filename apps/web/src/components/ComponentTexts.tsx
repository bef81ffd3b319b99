import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { componentLocale } from '../lib/component-locales';

/**
 * antd-mobile's own texts in the app's language for the antd-mobile components inside, re-rendered when the
 * language changes. Loaded with them (see lazy-with-component-texts), never by the first screen.
 */
export function ComponentTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = componentLocale(i18n.language);
  return <ConfigProvider {...(locale && { locale })}>{children}</ConfigProvider>;
}
