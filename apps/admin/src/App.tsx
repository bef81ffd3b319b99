import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { setFailureDisplay } from './api';
import { DeskShell } from './components/DeskShell';
import { ConsoleLayout } from './Layout';
import { LoginPage } from './pages/LoginPage';

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
const ShopStatementPage = lazy(() => import('./pages/ShopStatementPage'));
const ShopZonesPage = lazy(() => import('./pages/ShopZonesPage'));
const LedgerPage = lazy(() => import('./pages/LedgerPage'));
const WebhooksPage = lazy(() => import('./pages/WebhooksPage'));
const CurrencyRatesPage = lazy(() => import('./pages/CurrencyRatesPage'));
const TaxRulesPage = lazy(() => import('./pages/TaxRulesPage'));

export function App() {
  return (
    <DeskShell basename="/admin" setFailureDisplay={setFailureDisplay}>
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
          <Route path="catalog/shops/:id/statement" element={<ShopStatementPage />} />
          <Route path="catalog/shops/:id/shipping" element={<ShopZonesPage />} />
          <Route path="shoppers" element={<ShoppersPage />} />
          <Route path="audits" element={<AuditPage />} />
          <Route path="ledger" element={<LedgerPage />} />
          <Route path="webhooks" element={<WebhooksPage />} />
          <Route path="currency-rates" element={<CurrencyRatesPage />} />
          <Route path="tax-rules" element={<TaxRulesPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </DeskShell>
  );
}
