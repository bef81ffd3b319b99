import { useEffect } from 'react';
import { Button, Layout, Menu, Select, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@storefront/shared';
import { call, consoleQuery, operatorToken, setUnauthorizedHandler } from './api';
import { currentLanguage, switchLanguage } from './i18n';

const MENU = [
  { key: '/', label: 'console.menu.dashboard' },
  { key: '/recharges', label: 'console.menu.recharges' },
  { key: '/withdrawals', label: 'console.menu.withdrawals' },
  { key: '/refunds', label: 'console.menu.refunds' },
  { key: '/complaints', label: 'console.menu.complaints' },
  { key: '/consults', label: 'console.menu.consults' },
  { key: '/orders', label: 'console.menu.orders' },
  { key: '/products', label: 'console.menu.products' },
  { key: '/catalog/shops', label: 'console.menu.shops' },
  { key: '/catalog/categories', label: 'console.menu.categories' },
  { key: '/catalog/promos', label: 'console.menu.promos' },
  { key: '/catalog/networks', label: 'console.menu.networks' },
  { key: '/catalog/accounts', label: 'console.menu.recharge_accounts' },
  { key: '/catalog/articles', label: 'console.menu.articles' },
  { key: '/shoppers', label: 'console.menu.shoppers' },
  { key: '/audits', label: 'console.menu.audits' },
];

export function ConsoleLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const token = operatorToken.get();
  const me = useQuery({
    ...consoleQuery('GET /api/admin/me'),
    enabled: token !== null,
  });

  useEffect(() => setUnauthorizedHandler(() => navigate('/login', { replace: true })), [navigate]);
  const active = MENU.find((item) => item.key === location.pathname)?.key ?? '/';
  useEffect(() => {
    document.title = `${t(MENU.find((item) => item.key === active)?.label ?? 'console.title')} · ${t('console.title')}`;
  }, [active, t]);

  if (!token) return <Navigate to="/login" replace />;
  const logout = async () => {
    await call('POST /api/admin/logout').catch(() => undefined);
    operatorToken.clear();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={0}>
        <Typography.Title level={4} style={{ padding: '16px 20px', margin: 0, color: '#ff5b2e' }}>
          {t('console.title')}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={[active]}
          items={MENU.map((item) => ({ key: item.key, label: t(item.label) }))}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            paddingInline: 24,
          }}
        >
          <Space>
            <Select
              size="small"
              value={currentLanguage().file_name}
              style={{ width: 130 }}
              options={LANGUAGES.map((language) => ({
                value: language.file_name,
                label: language.language_name,
              }))}
              onChange={(value) => void switchLanguage(value)}
              aria-label={t('route.language')}
            />
            <Typography.Text data-testid="operator">{me.data?.username}</Typography.Text>
            <Button onClick={() => void logout()}>{t('common.logout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
