import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { componentLocale } from './component-locales';

/**
 * antd-mobile's own texts in the app's language for the antd-mobile components inside, re-rendered when the
 * language changes: around every lazily loaded page or sheet (components/lazy-with-component-texts) and every
 * Dialog or Toast (lib/antd-imperative). Loaded with them, never by the first screen.
 */
export function ComponentTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = componentLocale(i18n.language);
  return <ConfigProvider {...(locale && { locale })}>{children}</ConfigProvider>;
}
