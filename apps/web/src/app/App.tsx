import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './router';

/**
 * The app's providers. antd-mobile's texts are not among them: they come with the lazily loaded code that draws
 * its components (components/lazy-with-component-texts), so that the first screen loads none of antd-mobile.
 */
export function App() {
  // The whole app re-renders when the language changes, what reads the language outside React included.
  useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
