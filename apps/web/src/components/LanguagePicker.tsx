import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LanguageList } from './LanguageList';

/** The language list in a popup from the bottom, over the page the shopper is on. */
export default function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '75vh', overflowY: 'auto' }}
    >
      <div role="dialog" aria-label={t('route.language')}>
        <LanguageList header={t('route.language')} onChosen={onClose} />
      </div>
    </Popup>
  );
}
