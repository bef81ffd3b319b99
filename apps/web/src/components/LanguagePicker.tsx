import { useTranslation } from 'react-i18next';
import { BottomSheet } from './BottomSheet';
import { CurrencyList } from './CurrencyList';
import { LanguageList } from './LanguageList';

/** The language list and the display currencies in a popup from the bottom, over the page the shopper is on. */
export default function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={onClose}>
      <div role="dialog" aria-label={t('route.language')}>
        <LanguageList header={t('route.language')} onChosen={onClose} />
        <CurrencyList onChosen={onClose} />
      </div>
    </BottomSheet>
  );
}
