import { useEffect } from 'react';
import { changeLanguage } from '../lib/i18n';
import { currentLanguage } from '../lib/languages';
import { refetchInNewLanguage } from '../lib/platform';
import { useSession } from '../lib/session';

/** User info that carries another language than the one on screen switches the interface to it. */
export function useAccountLanguage() {
  const { userInfo } = useSession();
  const wanted = userInfo?.language.file_name;
  useEffect(() => {
    if (wanted && wanted !== currentLanguage().file_name) {
      void changeLanguage(wanted).then(refetchInNewLanguage);
    }
  }, [wanted]);
}
