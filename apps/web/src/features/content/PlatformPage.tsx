import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '@storefront/shared';
import { ListAnchor, ListLink } from '../../components/ListRow';
import { TopBar } from '../../components/TopBar';
import { usePlatformInfo } from '../../lib/platform';
import './PlatformPage.css';

export default function PlatformPage() {
  const { t } = useTranslation();
  const platform = usePlatformInfo();
  return (
    <div className="page">
      <TopBar />
      <div className="platform-hero">
        {platform.data?.logo && (
          <img src={pictureUrl(platform.data.logo, 'thumb')} alt="" width={72} height={72} />
        )}
        <h2>{platform.data?.name}</h2>
        <p>{t('platform.tagline')}</p>
      </div>
      <List className="menu-list">
        <List.Item extra={platform.data?.currency}>{t('platform.currency')}</List.Item>
        <List.Item extra={t('platform.languages_count', { count: 14 })}>{t('route.language')}</List.Item>
        <ListLink to="/merchantApply" data-testid="platform-merchant-entry">
          {t('auth.merchant_entry')}
        </ListLink>
        <ListAnchor href="/seller" data-testid="platform-seller">
          {t('auth.platform_seller')}
        </ListAnchor>
      </List>
    </div>
  );
}
