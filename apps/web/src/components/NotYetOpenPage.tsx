import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TopBar } from './TopBar';

/** Screens whose turn has not come yet say so, in the shopper's language. */
export default function NotYetOpenPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <TopBar />
      <ErrorBlock
        status="empty"
        title={t('common.not_yet_open')}
        description={t('common.not_yet_open_hint')}
        fullPage
      />
    </div>
  );
}
