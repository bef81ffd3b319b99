import { AppOutline, ShopbagOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = [
  { to: '/home', label: 'nav.home', icon: <AppOutline aria-hidden /> },
  { to: '/explore', label: 'nav.explore', icon: <UnorderedListOutline aria-hidden /> },
  { to: '/bag', label: 'nav.bag', icon: <ShopbagOutline aria-hidden /> },
  { to: '/profile', label: 'nav.profile', icon: <UserOutline aria-hidden /> },
];

/**
 * The bottom tab bar: a navigation of real links, the current page marked with `aria-current` (NavLink).
 * Our own markup instead of antd-mobile's TabBar, whose items are `div`s a keyboard cannot reach
 * (decision 030); it keeps TabBar's look.
 */
export function TabBarNav() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('nav.label')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="tab-bar-item">
          <span className="tab-bar-icon">{tab.icon}</span>
          <span className="tab-bar-title">{t(tab.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
