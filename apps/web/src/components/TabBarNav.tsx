import { TabBar } from 'antd-mobile';
import { AppOutline, ShopbagOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = [
  { key: '/home', label: 'nav.home', icon: <AppOutline /> },
  { key: '/explore', label: 'nav.explore', icon: <UnorderedListOutline /> },
  { key: '/bag', label: 'nav.bag', icon: <ShopbagOutline /> },
  { key: '/profile', label: 'nav.profile', icon: <UserOutline /> },
];

export function TabBarNav() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <nav className="tab-bar">
      <TabBar activeKey={location.pathname} onChange={(key) => navigate(key)} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} icon={tab.icon} title={t(tab.label)} />
        ))}
      </TabBar>
    </nav>
  );
}
