import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { findLanguage } from '@storefront/shared';
import { changeLanguage, t } from '../lib/i18n';
import { currentLanguage } from '../lib/languages';
import { refetchInNewLanguage } from '../lib/platform';
import { session, useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { useLanguages, useStoreLanguage } from '../api/languages';
import { ListButton } from './ListRow';

/**
 * The 14 languages, each in its own name. The choice is kept on the device as the spec says and, when logged
 * in, told to the server (mail and notifications follow it). `onChosen` runs once the app speaks it.
 */
export function LanguageList({ header, onChosen }: { header?: string; onChosen?: () => void }) {
  const { token, userInfo } = useSession();
  const languages = useLanguages();
  const storeLanguage = useStoreLanguage();

  const choose = async (fileName: string) => {
    const language = await changeLanguage(fileName);
    if (token) {
      await storeLanguage.mutateAsync(language.file_name).catch(() => undefined);
      if (userInfo) {
        session.setUserInfo({
          ...userInfo,
          language: { file_name: language.file_name, language_name: language.language_name },
        });
      }
    }
    // After the server knows the language, or the account's info fetched again would switch back to the old one.
    refetchInNewLanguage();
    // The module's `t`: this render's would still speak the language chosen before.
    toast.success(t('msg.setting_success'));
    onChosen?.();
  };

  const current = currentLanguage().file_name;
  return (
    <List className="menu-list" header={header}>
      {(languages.data ?? []).map((language) => (
        <ListButton
          key={language.file_name}
          onClick={() => void choose(language.file_name)}
          aria-current={language.file_name === current}
          extra={
            language.file_name === current ? (
              <CheckOutline color="var(--adm-color-primary)" aria-hidden />
            ) : null
          }
          data-testid={`language-${language.file_name}`}
        >
          <span lang={findLanguage(language.file_name)?.bcp47}>{language.language_name}</span>
        </ListButton>
      ))}
    </List>
  );
}
