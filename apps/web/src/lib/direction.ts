import { useTranslation } from 'react-i18next';

/** The app language's reading direction, for components that take it as a prop (antd-mobile's Tabs). */
export function useTextDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  return i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
}
