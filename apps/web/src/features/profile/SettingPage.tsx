import { Button, Dialog, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { useLogout } from '../../lib/account';
import { currentLanguage } from '../../lib/i18n';

export default function SettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: t('settings.logout_confirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await logout.mutateAsync();
    navigate('/login', { replace: true });
  };

  return (
    <div className="page">
      <TopBar />
      <List className="menu-list">
        <List.Item onClick={() => navigate('/profileEdit')} arrowIcon>
          {t('route.profileEdit')}
        </List.Item>
        <List.Item onClick={() => navigate('/language')} extra={currentLanguage().language_name} arrowIcon>
          {t('route.language')}
        </List.Item>
        <List.Item onClick={() => navigate('/passwords')} arrowIcon>
          {t('route.passwords')}
        </List.Item>
        <List.Item onClick={() => navigate('/security')} arrowIcon>
          {t('route.security')}
        </List.Item>
      </List>
      <div className="form-actions">
        <Button block color="danger" fill="outline" size="large" onClick={confirmLogout}>
          {t('common.logout')}
        </Button>
      </div>
    </div>
  );
}
