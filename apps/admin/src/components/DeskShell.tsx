import { type ReactNode, Suspense, useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Select, Spin } from 'antd';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@storefront/shared';
import { componentLocale } from '../component-locales';
import { currentLanguage, switchLanguage } from '../i18n';
import { consoleCss, consoleTheme } from '../theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Lets a client show failures with antd's message, which needs the antd App context. */
function FailureDisplay({ register }: { register: (display: (message: string) => void) => void }) {
  const { message } = AntApp.useApp();
  useEffect(() => register((text) => void message.error(text)), [message, register]);
  return null;
}

/**
 * What the console and the seller centre are drawn in: their queries, antd's theme, texts and direction in the
 * interface language, failures shown with antd's message, and the router under the app's base path.
 */
export function DeskShell({
  basename,
  setFailureDisplay,
  children,
}: {
  basename: string;
  setFailureDisplay: (display: (message: string) => void) => void;
  children: ReactNode;
}) {
  // Re-rendered when the language changes: antd's texts and direction follow it.
  useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={consoleTheme} locale={componentLocale()} direction={currentLanguage().dir}>
        <style>{consoleCss}</style>
        <AntApp>
          <FailureDisplay register={setFailureDisplay} />
          <BrowserRouter basename={basename}>
            <Suspense fallback={<Spin style={{ margin: 80 }} />}>{children}</Suspense>
          </BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/** The interface language of the desktop apps, each language named in itself. */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <Select
      size="small"
      value={currentLanguage().file_name}
      style={{ width: 130 }}
      options={LANGUAGES.map((language) => ({
        value: language.file_name,
        label: <span lang={language.bcp47}>{language.language_name}</span>,
      }))}
      onChange={(value) => void switchLanguage(value)}
      aria-label={t('route.language')}
    />
  );
}
