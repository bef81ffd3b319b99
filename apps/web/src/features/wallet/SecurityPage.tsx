import { List } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { useSession } from '../../lib/session';
import { SessionList } from '../profile/SessionList';

/** /passwords: the login password and the payment code; /security: those and the signed-in devices. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withDevices = useLocation().pathname !== '/passwords';
  const { userInfo } = useSession();
  return (
    <div className="page">
      <TopBar />
      <List className="menu-list">
        <List.Item onClick={() => navigate('/changePassword')} extra={t('security.change')} arrowIcon>
          {t('security.login_password')}
        </List.Item>
        <List.Item
          onClick={() => navigate('/changePayPwd')}
          extra={userInfo?.has_pay_password ? t('security.change') : t('security.not_set')}
          arrowIcon
        >
          {t('security.pay_code')}
        </List.Item>
      </List>
      {withDevices && <SessionList />}
    </div>
  );
}
