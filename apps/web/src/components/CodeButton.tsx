import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EMAIL_CODE_RESEND_SECONDS } from '@storefront/shared';

/** "Send code", then a countdown until another may be sent. */
export function CodeButton({ onSend }: { onSend: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setBusy(true);
    try {
      if (await onSend()) setWait(EMAIL_CODE_RESEND_SECONDS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" color="primary" fill="none" disabled={wait > 0} loading={busy} onClick={send}>
      {wait > 0 ? t('common.resend_in', { seconds: wait }) : t('common.send_code')}
    </Button>
  );
}
