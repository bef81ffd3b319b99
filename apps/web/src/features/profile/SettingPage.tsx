import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { useLogout } from '../../lib/account';
import { useCurrency } from '../../lib/currency';
import { currentLanguage } from '../../lib/languages';
import { ListLink } from '../../components/ListRow';
import { Dialog } from '../../lib/antd-imperative';

export default function SettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const currency = useCurrency();

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
        <ListLink to="/profileEdit">{t('route.profileEdit')}</ListLink>
        <ListLink to="/language" extra={`${currentLanguage().language_name} · ${currency}`}>
          {t('route.language')}
        </ListLink>
        <ListLink to="/passwords">{t('route.passwords')}</ListLink>
        <ListLink to="/security">{t('route.security')}</ListLink>
      </List>
      <div className="form-actions">
        <Button block color="danger" fill="outline" size="large" onClick={confirmLogout}>
          {t('common.logout')}
        </Button>
      </div>
    </div>
  );
}
