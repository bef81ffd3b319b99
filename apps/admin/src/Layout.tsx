import { useEffect, useState } from 'react';
import { Button, Layout, Menu, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COLORS } from '@storefront/shared';
import { call, consoleQuery, operatorToken, setUnauthorizedHandler } from './api';
import { LanguageSelect } from './components/DeskShell';

const MENU = [
  { key: '/', label: 'console.menu.dashboard' },
  { key: '/recharges', label: 'console.menu.recharges' },
  { key: '/withdrawals', label: 'console.menu.withdrawals' },
  { key: '/refunds', label: 'console.menu.refunds' },
  { key: '/merchants', label: 'console.menu.merchants' },
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

  // Below antd's lg breakpoint the menu folds away behind a button of the header's (antd's own trigger there is
  // a span no keyboard reaches and no screen reader can name).
  const [narrow, setNarrow] = useState(false);
  const [folded, setFolded] = useState(false);

  useEffect(() => setUnauthorizedHandler(() => navigate('/login', { replace: true })), [navigate]);
  const activeItem =
    MENU.find((item) => item.key === location.pathname) ?? (MENU[0] as (typeof MENU)[number]);
  const active = activeItem.key;
  const title = t(activeItem.label);
  useEffect(() => {
    document.title = `${title} · ${t('console.title')}`;
  }, [title, t]);

  if (!token) return <Navigate to="/login" replace />;
  const logout = async () => {
    await call('POST /api/admin/logout').catch(() => undefined);
    operatorToken.clear();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={220}
        theme="light"
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={folded}
        trigger={null}
        onBreakpoint={(below) => {
          setNarrow(below);
          setFolded(below);
        }}
      >
        {!folded && (
          <>
            <Typography.Text
              strong
              style={{ display: 'block', padding: '16px 20px', fontSize: 20, color: COLORS.brandStrong }}
            >
              {t('console.title')}
            </Typography.Text>
            <nav id="console-menu">
              <Menu
                mode="inline"
                selectedKeys={[active]}
                items={MENU.map((item) => ({ key: item.key, label: t(item.label) }))}
                onClick={({ key }) => {
                  navigate(key);
                  if (narrow) setFolded(true);
                }}
              />
            </nav>
          </>
        )}
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            justifyContent: narrow ? 'space-between' : 'flex-end',
            alignItems: 'center',
            paddingInline: 24,
          }}
        >
          {narrow && (
            <Button aria-expanded={!folded} aria-controls="console-menu" onClick={() => setFolded(!folded)}>
              {t('console.menu_toggle')}
            </Button>
          )}
          <Space>
            <LanguageSelect />
            <Typography.Text data-testid="operator">{me.data?.username}</Typography.Text>
            <Button onClick={() => void logout()}>{t('common.logout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
