import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { componentLocale } from '../lib/component-locales';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './router';

export function App() {
  // Re-rendered when the language changes, with antd-mobile's texts of that language.
  useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={componentLocale()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
