import { Suspense, useState } from 'react';
import { GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { lazyWithComponentTexts } from './lazy-with-component-texts';

// Loaded on the first tap: Home's first load stays within its JavaScript budget.
const LanguagePicker = lazyWithComponentTexts(() => import('./LanguagePicker'));

/**
 * The globe: opens the language list in place, so a guest chooses a language without the /language route,
 * which the spec's guard keeps for logged-in shoppers.
 */
export function LanguageButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('route.language')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="language-button"
      >
        <GlobalOutline fontSize={22} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguagePicker open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
