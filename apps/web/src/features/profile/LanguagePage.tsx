import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { forgetPlatformInfo } from '../../lib/platform';
import { session, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLanguages, useStoreLanguage } from './api';

/** The 14 languages, each in its own name; the choice is kept and, when logged in, told to the server. */
export default function LanguagePage() {
  const { t } = useTranslation();
  const { token, userInfo } = useSession();
  const languages = useLanguages();
  const storeLanguage = useStoreLanguage();

  const choose = async (fileName: string) => {
    const language = await changeLanguage(fileName);
    forgetPlatformInfo();
    if (token) {
      await storeLanguage.mutateAsync(language.file_name).catch(() => undefined);
      if (userInfo) {
        session.setUserInfo({
          ...userInfo,
          language: { file_name: language.file_name, language_name: language.language_name },
        });
      }
    }
    toast.success(t('msg.setting_success'));
  };

  const current = currentLanguage().file_name;
  return (
    <div className="page">
      <TopBar />
      <List className="menu-list">
        {(languages.data ?? []).map((language) => (
          <List.Item
            key={language.file_name}
            onClick={() => choose(language.file_name)}
            extra={language.file_name === current ? <CheckOutline color="var(--adm-color-primary)" /> : null}
            data-testid={`language-${language.file_name}`}
          >
            {language.language_name}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
