import { type ReactNode, useEffect, useState } from 'react';
import { Button, Drawer, Layout, Menu, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COLORS } from '@storefront/shared';
import { currentLanguage } from '../i18n';
import { LanguageSelect } from './DeskShell';

type MenuItem = { key: string; label: string };

/**
 * The frame of a desk (the console, the seller centre): its menu at the side, the page's title, the language,
 * who is signed in and the way out. Without a token it sends to the desk's login, and a 401 does too.
 */
export function DeskLayout({
  titleKey,
  menu,
  menuId,
  token,
  setUnauthorizedHandler,
  logout,
  headerStart,
  user,
}: {
  /** The desk's name, as a text key. */
  titleKey: string;
  menu: readonly MenuItem[];
  /** The menu's element id, for the narrow layout's toggle. */
  menuId: string;
  token: string | null;
  setUnauthorizedHandler: (handler: () => void) => void;
  /** Ends the session on the server and forgets the token. */
  logout: () => Promise<void>;
  /** Shown at the start of the header (the seller's shop). */
  headerStart?: ReactNode;
  /** Who is signed in, beside the way out. */
  user: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // Below antd's lg breakpoint the menu folds away behind a button of the header's (antd's own trigger there is
  // a span no keyboard reaches and no screen reader can name).
  const [narrow, setNarrow] = useState(false);
  const [folded, setFolded] = useState(false);

  useEffect(
    () => setUnauthorizedHandler(() => navigate('/login', { replace: true })),
    [navigate, setUnauthorizedHandler],
  );
  // A page below a menu item's (a shop's statement under Shops) is titled and marked as that item.
  const activeItem =
    menu.find((item) => item.key === location.pathname) ??
    menu.find((item) => item.key !== '/' && location.pathname.startsWith(`${item.key}/`)) ??
    (menu[0] as MenuItem);
  const title = t(activeItem.label);
  useEffect(() => {
    document.title = `${title} · ${t(titleKey)}`;
  }, [title, titleKey, t]);

  if (!token) return <Navigate to="/login" replace />;
  const deskName = (
    <Typography.Text
      strong
      style={{ display: 'block', padding: '16px 20px', fontSize: 20, color: COLORS.brandStrong }}
    >
      {t(titleKey)}
    </Typography.Text>
  );
  const navigation = (
    <nav id={menuId}>
      <Menu
        mode="inline"
        selectedKeys={[activeItem.key]}
        items={menu.map((item) => ({ key: item.key, label: t(item.label) }))}
        onClick={({ key }) => {
          navigate(key);
          if (narrow) setFolded(true);
        }}
      />
    </nav>
  );
  const signOut = async () => {
    await logout().catch(() => undefined);
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
        collapsed={folded || narrow}
        trigger={null}
        onBreakpoint={(below) => {
          setNarrow(below);
          setFolded(below);
        }}
      >
        {!folded && !narrow && (
          <>
            {deskName}
            {navigation}
          </>
        )}
      </Layout.Sider>
      {/* Narrow (a tablet, a phone), the menu opens in a drawer over the page from its start. */}
      <Drawer
        open={narrow && !folded}
        onClose={() => setFolded(true)}
        placement={currentLanguage().dir === 'rtl' ? 'right' : 'left'}
        width={260}
        title={t(titleKey)}
        styles={{ body: { padding: 0 } }}
      >
        {navigation}
      </Drawer>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            justifyContent: narrow || headerStart ? 'space-between' : 'flex-end',
            alignItems: 'center',
            paddingInline: narrow ? 12 : 24,
            // On a phone the header's parts wrap onto a second line rather than squeeze its texts letter by letter.
            ...(narrow && {
              height: 'auto',
              minHeight: 64,
              lineHeight: 'normal',
              paddingBlock: 8,
              flexWrap: 'wrap',
              gap: 8,
            }),
          }}
        >
          {(narrow || headerStart) && (
            <Space wrap>
              {narrow && (
                <Button aria-expanded={!folded} aria-controls={menuId} onClick={() => setFolded(!folded)}>
                  {t('console.menu_toggle')}
                </Button>
              )}
              {headerStart}
            </Space>
          )}
          <Space wrap>
            <LanguageSelect />
            {user}
            <Button onClick={() => void signOut()}>{t('common.logout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: narrow ? 12 : 24 }}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
