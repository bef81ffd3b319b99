import { lazy, Suspense, useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { componentLocale } from './component-locales';
import { currentLanguage } from './i18n';
import { setFailureDisplay } from './api';
import { ConsoleLayout } from './Layout';
import { LoginPage } from './pages/LoginPage';
import { consoleCss, consoleTheme } from './theme';

const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const RechargesPage = lazy(() => import('./pages/RechargesPage'));
const WithdrawalsPage = lazy(() => import('./pages/WithdrawalsPage'));
const RefundsPage = lazy(() => import('./pages/RefundsPage'));
const ComplaintsPage = lazy(() => import('./pages/ComplaintsPage'));
const ConsultsPage = lazy(() => import('./pages/ConsultsPage'));
const OrdersPage = lazy(() => import('./pages/OrdersPage'));
const ProductsPage = lazy(() => import('./pages/ProductsPage'));
const CatalogPage = lazy(() => import('./pages/CatalogPage'));
const ShoppersPage = lazy(() => import('./pages/ShoppersPage'));
const AuditPage = lazy(() => import('./pages/AuditPage'));
const MerchantApplicationsPage = lazy(() => import('./pages/MerchantApplicationsPage'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Lets the client show failures with antd's message, which needs the antd App context. */
function FailureDisplay() {
  const { message } = AntApp.useApp();
  useEffect(() => setFailureDisplay((text) => void message.error(text)), [message]);
  return null;
}

export function App() {
  // Re-rendered when the language changes: antd's texts and direction follow it.
  useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={consoleTheme} locale={componentLocale()} direction={currentLanguage().dir}>
        <style>{consoleCss}</style>
        <AntApp>
          <FailureDisplay />
          <BrowserRouter basename="/admin">
            <Suspense fallback={<Spin style={{ margin: 80 }} />}>
              <Routes>
                <Route path="/login" element={<LoginPage />} />
                <Route element={<ConsoleLayout />}>
                  <Route index element={<DashboardPage />} />
                  <Route path="recharges" element={<RechargesPage />} />
                  <Route path="withdrawals" element={<WithdrawalsPage />} />
                  <Route path="refunds" element={<RefundsPage />} />
                  <Route path="merchants" element={<MerchantApplicationsPage />} />
                  <Route path="complaints" element={<ComplaintsPage />} />
                  <Route path="consults" element={<ConsultsPage />} />
                  <Route path="orders" element={<OrdersPage />} />
                  <Route path="products" element={<ProductsPage />} />
                  <Route path="catalog/:kind" element={<CatalogPage />} />
                  <Route path="shoppers" element={<ShoppersPage />} />
                  <Route path="audits" element={<AuditPage />} />
                </Route>
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
