import { Input } from 'antd-mobile';
import { PAY_CODE_MAX_LENGTH } from '@storefront/shared';
import { t } from '../lib/i18n';
import { Dialog } from '../lib/antd-imperative';

/**
 * Asks for the payment code before something secret is shown; resolves the code typed, or null when the
 * shopper cancels. The server judges it with the secret's own request, so the check cannot be skipped.
 */
export async function askPayCode(): Promise<string | null> {
  let code = '';
  const confirmed = await Dialog.confirm({
    title: t('wallet.pay_code_check'),
    content: (
      <Input
        type="password"
        inputMode="numeric"
        maxLength={PAY_CODE_MAX_LENGTH}
        autoFocus
        aria-label={t('field.pay_password')}
        onChange={(value) => (code = value)}
      />
    ),
    confirmText: t('common.confirm'),
    cancelText: t('common.cancel'),
  });
  return confirmed ? code : null;
}
