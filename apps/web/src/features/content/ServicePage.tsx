import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { copyText } from '../../lib/clipboard';
import { usePlatformInfo } from '../../lib/platform';

export default function ServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const platform = usePlatformInfo();
  return (
    <div className="page">
      <TopBar />
      <p className="page-intro">{t('service.intro')}</p>
      <List className="menu-list">
        {(platform.data?.service ?? []).map((contact) => (
          <List.Item
            key={contact.type}
            description={contact.value}
            extra={
              <Button size="mini" color="primary" fill="outline" onClick={() => void copyText(contact.value)}>
                {t('common.copy')}
              </Button>
            }
          >
            {contact.label}
          </List.Item>
        ))}
        <List.Item onClick={() => navigate('/platformComplaint')} arrowIcon>
          {t('service.complain')}
        </List.Item>
      </List>
    </div>
  );
}
