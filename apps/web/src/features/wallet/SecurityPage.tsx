import { List } from 'antd-mobile';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { useSession } from '../../lib/session';
import { SessionList } from '../../components/SessionList';
import { ListLink } from '../../components/ListRow';

/** /passwords: the login password and the payment code; /security: those and the signed-in devices. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const withDevices = useLocation().pathname !== '/passwords';
  const { userInfo } = useSession();
  return (
    <div className="page">
      <TopBar />
      <List className="menu-list">
        <ListLink to="/changePassword" extra={t('security.change')}>
          {t('security.login_password')}
        </ListLink>
        <ListLink
          to="/changePayPwd"
          extra={userInfo?.has_pay_password ? t('security.change') : t('security.not_set')}
        >
          {t('security.pay_code')}
        </ListLink>
      </List>
      {withDevices && <SessionList />}
    </div>
  );
}
