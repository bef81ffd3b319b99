import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { copyText } from '../../lib/clipboard';
import { usePlatformInfo } from '../../lib/platform';
import { ListLink } from '../../components/ListRow';

export default function ServicePage() {
  const { t } = useTranslation();
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
        <ListLink to="/platformComplaint">{t('service.complain')}</ListLink>
      </List>
    </div>
  );
}
