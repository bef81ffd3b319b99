import { Dialog, Input } from 'antd-mobile';
import { t } from '../../lib/i18n';
import { verifyPayCode } from './api';

/**
 * Asks for the payment code and checks it with the server before something secret is shown. Resolves true
 * when the code was right; a wrong one was told by the request layer (and counts towards the lock).
 */
export async function confirmWithPayCode(): Promise<boolean> {
  let code = '';
  const confirmed = await Dialog.confirm({
    title: t('wallet.pay_code_check'),
    content: (
      <Input
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        aria-label={t('field.pay_password')}
        onChange={(value) => (code = value)}
      />
    ),
    confirmText: t('common.confirm'),
    cancelText: t('common.cancel'),
  });
  if (!confirmed) return false;
  try {
    await verifyPayCode(code);
    return true;
  } catch {
    return false;
  }
}
