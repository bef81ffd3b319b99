import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, formattingLocale } from '@storefront/shared';
import { useStoreCurrency } from '../api/currencies';
import { chooseCurrency, useCurrency } from '../lib/currency';
import { t as translate } from '../lib/i18n';
import { currentLanguage } from '../lib/languages';
import { session, useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { ListButton } from './ListRow';

/**
 * The display currencies, beside the language list (decision 062): each by its code and its name in the app
 * language. The choice is kept on the device and, when signed in, on the account. Payments stay in dollars.
 */
export function CurrencyList({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const current = useCurrency();
  const { token, userInfo } = useSession();
  const storeCurrency = useStoreCurrency();
  const names = new Intl.DisplayNames([formattingLocale(currentLanguage().bcp47)], { type: 'currency' });

  const choose = async (code: string) => {
    chooseCurrency(code);
    if (token) {
      await storeCurrency.mutateAsync(code).catch(() => undefined);
      if (userInfo) session.setUserInfo({ ...userInfo, currency: code });
    }
    toast.success(translate('msg.setting_success'));
    onChosen?.();
  };

  return (
    <List className="menu-list" header={t('currency.title')}>
      <List.Item>{t('currency.hint')}</List.Item>
      {CURRENCIES.map(({ code }) => (
        <ListButton
          key={code}
          onClick={() => void choose(code)}
          aria-current={code === current}
          extra={code === current ? <CheckOutline color="var(--adm-color-primary)" aria-hidden /> : null}
          data-testid={`currency-${code}`}
        >
          <bdi>{code}</bdi> · {names.of(code)}
        </ListButton>
      ))}
    </List>
  );
}
