import { lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeskLayout } from '../components/DeskLayout';
import { DeskShell } from '../components/DeskShell';
import { call, sellerQuery, sellerToken, setSellerFailureDisplay, setSellerUnauthorizedHandler } from './api';
import { SellerLoginPage } from './SellerLoginPage';

const SellerDashboardPage = lazy(() => import('./SellerDashboardPage'));
const SellerOrdersPage = lazy(() => import('./SellerOrdersPage'));
const SellerRefundsPage = lazy(() => import('./SellerRefundsPage'));
const SellerReviewsPage = lazy(() => import('./SellerReviewsPage'));
const SellerStaffPage = lazy(() => import('./SellerStaffPage'));
const SellerShopPage = lazy(() => import('./SellerShopPage'));
const SellerMoneyPage = lazy(() => import('./SellerMoneyPage'));
const SellerProductsPage = lazy(() => import('./SellerProductsPage'));
const SellerConsultsPage = lazy(() => import('./SellerConsultsPage'));
const SellerPackingSlip = lazy(() => import('./SellerPackingSlip'));
const SellerWebhooksPage = lazy(() => import('./SellerWebhooksPage'));
const SellerShippingPage = lazy(() => import('./SellerShippingPage'));

const MENU = [
  { key: '/', label: 'console.menu.dashboard' },
  { key: '/orders', label: 'seller.menu.orders' },
  { key: '/products', label: 'console.menu.products' },
  { key: '/refunds', label: 'console.menu.refunds' },
  { key: '/consults', label: 'console.menu.consults' },
  { key: '/reviews', label: 'seller.menu.reviews' },
  { key: '/money', label: 'seller.menu.money' },
  { key: '/staff', label: 'seller.menu.staff' },
  { key: '/shop', label: 'seller.menu.shop' },
  { key: '/shipping', label: 'seller.menu.shipping' },
  { key: '/webhooks', label: 'console.menu.webhooks' },
] as const;

/** What only the shop's owner sees in the menu (the pages say so to anyone else). */
const OWNER_ONLY = new Set<string>(['/webhooks']);

/**
 * The seller centre at /seller: a shop member's desktop app, with the console's theme, languages and
 * components, and its own token. Every call answers for the member's own shop only.
 */
export function SellerApp() {
  return (
    <DeskShell basename="/seller" setFailureDisplay={setSellerFailureDisplay}>
      <Routes>
        <Route path="/login" element={<SellerLoginPage />} />
        <Route path="/orders/:id/slip" element={<SellerPackingSlip />} />
        <Route element={<SellerLayout />}>
          <Route index element={<SellerDashboardPage />} />
          <Route path="orders" element={<SellerOrdersPage />} />
          <Route path="products" element={<SellerProductsPage />} />
          <Route path="refunds" element={<SellerRefundsPage />} />
          <Route path="consults" element={<SellerConsultsPage />} />
          <Route path="reviews" element={<SellerReviewsPage />} />
          <Route path="money" element={<SellerMoneyPage />} />
          <Route path="staff" element={<SellerStaffPage />} />
          <Route path="shop" element={<SellerShopPage />} />
          <Route path="shipping" element={<SellerShippingPage />} />
          <Route path="webhooks" element={<SellerWebhooksPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </DeskShell>
  );
}

function SellerLayout() {
  const { t } = useTranslation();
  const token = sellerToken.get();
  const me = useQuery({ ...sellerQuery('GET /api/seller/me'), enabled: token !== null });
  return (
    <DeskLayout
      titleKey="seller.title"
      menu={me.data?.role === 'owner' ? MENU : MENU.filter((item) => !OWNER_ONLY.has(item.key))}
      menuId="seller-menu"
      token={token}
      setUnauthorizedHandler={setSellerUnauthorizedHandler}
      logout={async () => {
        await call('POST /api/seller/logout').catch(() => undefined);
        sellerToken.clear();
      }}
      headerStart={
        <>
          {/* One line, cut with an ellipsis when the header is narrow (a phone), never a letter a line. */}
          <Typography.Text
            strong
            data-testid="seller-shop"
            style={{ display: 'block', maxWidth: 'min(60vw, 360px)', whiteSpace: 'nowrap' }}
            ellipsis={{ tooltip: me.data?.shop.name }}
          >
            {me.data?.shop.name}
          </Typography.Text>
          {me.data && <Tag>{t(`seller.role.${me.data.role}`)}</Tag>}
        </>
      }
      user={<Typography.Text>{me.data?.username}</Typography.Text>}
    />
  );
}
