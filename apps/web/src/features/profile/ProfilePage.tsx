import type { ReactNode } from 'react';
import { Avatar, Badge, Grid, List } from 'antd-mobile';
import {
  BankcardOutline,
  BellOutline,
  ClockCircleOutline,
  EnvironmentOutline,
  ExclamationCircleOutline,
  FileOutline,
  GlobalOutline,
  HeartOutline,
  MessageOutline,
  QuestionCircleOutline,
  SetOutline,
  ShopbagOutline,
  TruckOutline,
  UnorderedListOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '@storefront/shared';
import { Money } from '../../components/Money';
import { useUserInfo } from '../../lib/account';
import { useUnreadNotifications } from '../../api/notifications';
import { ListLink } from '../../components/ListRow';
import './ProfilePage.css';

const ORDER_SHORTCUTS: { status: string; label: string; icon: ReactNode }[] = [
  { status: 'unpaid', label: 'order.status.unpaid', icon: <ClockCircleOutline aria-hidden /> },
  { status: 'undelivered', label: 'order.status.undelivered', icon: <ShopbagOutline aria-hidden /> },
  { status: 'delivered', label: 'order.status.delivered', icon: <TruckOutline aria-hidden /> },
  { status: 'received', label: 'order.status.received', icon: <FileOutline aria-hidden /> },
  { status: 'refunding', label: 'order.status.refunding', icon: <BankcardOutline aria-hidden /> },
];

const MENU: { to: string; label: string; icon: ReactNode }[] = [
  { to: '/address', label: 'profile.addresses', icon: <EnvironmentOutline /> },
  { to: '/myFavourite', label: 'profile.favourites', icon: <HeartOutline /> },
  { to: '/capitalRecord', label: 'profile.fund_records', icon: <UnorderedListOutline /> },
  { to: '/cards', label: 'route.cards', icon: <BankcardOutline /> },
  { to: '/consult/list', label: 'profile.consultations', icon: <MessageOutline /> },
  { to: '/platformComplaint', label: 'profile.complaints', icon: <ExclamationCircleOutline /> },
  { to: '/notification', label: 'profile.notifications', icon: <BellOutline /> },
  { to: '/helpAndSupport', label: 'route.helpAndSupport', icon: <QuestionCircleOutline /> },
  { to: '/law', label: 'route.law', icon: <FileOutline /> },
  { to: '/service', label: 'route.service', icon: <UserContactOutline /> },
  { to: '/platform', label: 'route.platform', icon: <GlobalOutline /> },
  { to: '/setting', label: 'route.setting', icon: <SetOutline /> },
];

export default function ProfilePage() {
  const { t } = useTranslation();
  const { userInfo } = useUserInfo();
  const unread = useUnreadNotifications();
  if (!userInfo) return null;
  const name = [userInfo.givenName, userInfo.familyName].filter(Boolean).join(' ') || userInfo.username;

  return (
    <div className="page profile-page">
      <header className="profile-header">
        <Link to="/profileEdit" className="profile-header-link">
          <Avatar
            src={pictureUrl(userInfo.avatar, 'thumb')}
            className="profile-avatar"
            fallback={<span>{name.slice(0, 1).toUpperCase()}</span>}
          />
          <div>
            <h1 data-testid="profile-name">{t('profile.hello', { name })}</h1>
            <p>{userInfo.email}</p>
            <span className="visually-hidden">{t('route.profileEdit')}</span>
          </div>
        </Link>
      </header>

      <section className="wallet-card" data-testid="wallet-card">
        <div className="wallet-figures">
          <div>
            <span className="wallet-label">{t('profile.balance')}</span>
            <strong data-testid="balance">
              <Money value={userInfo.balance} />
            </strong>
          </div>
          <div>
            <span className="wallet-label">{t('profile.frozen')}</span>
            <span data-testid="frozen">
              <Money value={userInfo.frozen} />
            </span>
          </div>
          <Link to="/discount" className="wallet-figure-link" data-testid="discount-link">
            <span className="wallet-label">{t('profile.score')}</span>
            <span>
              <Money value={userInfo.score} />
            </span>
          </Link>
        </div>
        <div className="wallet-actions">
          <Link to="/topUp">{t('profile.top_up')}</Link>
          <Link to="/withDraw">{t('profile.withdraw')}</Link>
          <Link to="/topUpRecord">{t('profile.records')}</Link>
        </div>
      </section>

      <section className="card-section">
        <div className="section-title">
          <h2>
            <Link to="/order" className="section-title-link">
              {t('profile.my_orders')}
            </Link>
          </h2>
          <Link to="/myPurchases/all">{t('profile.all_orders')}</Link>
        </div>
        <Grid columns={5}>
          {ORDER_SHORTCUTS.map((shortcut) => (
            <Grid.Item key={shortcut.status}>
              <Link to={`/myPurchases/${shortcut.status}`} className="order-shortcut">
                {shortcut.icon}
                <span>{t(shortcut.label)}</span>
              </Link>
            </Grid.Item>
          ))}
        </Grid>
      </section>

      <List className="menu-list">
        {MENU.map((item) => (
          <ListLink
            key={item.to}
            prefix={item.icon}
            to={item.to}
            extra={
              item.to === '/notification' && unread > 0 ? (
                <Badge content={unread} data-testid="unread" />
              ) : undefined
            }
          >
            {t(item.label)}
          </ListLink>
        ))}
        <ListLink prefix={<ShopbagOutline />} to="/merchantApply" data-testid="merchant-entry">
          {t('auth.merchant_entry')}
        </ListLink>
      </List>
    </div>
  );
}
