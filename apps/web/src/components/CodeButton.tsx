import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EMAIL_CODE_RESEND_SECONDS } from '@storefront/shared';

/**
 * "Send code", then a countdown until another may be sent. `sending` is the sending mutation's own state
 * (`isPending`): the button waits with it rather than keeping a flag of its own.
 */
export function CodeButton({ onSend, sending }: { onSend: () => Promise<boolean>; sending: boolean }) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    if (await onSend()) setWait(EMAIL_CODE_RESEND_SECONDS);
  };

  return (
    <Button size="small" color="primary" fill="none" disabled={wait > 0} loading={sending} onClick={send}>
      {wait > 0 ? t('common.resend_in', { seconds: wait }) : t('common.send_code')}
    </Button>
  );
}
