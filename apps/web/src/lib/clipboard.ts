import { t } from './i18n';
import { toast } from './toast';

/** Copy works only in a secure context (HTTPS or localhost); elsewhere it says "Copy Fail". */
export async function copyText(text: string): Promise<boolean> {
  if (!window.isSecureContext || !navigator.clipboard) {
    toast.fail(t('common.copy_fail'));
    return false;
  }
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t('common.copied'));
    return true;
  } catch {
    toast.fail(t('common.copy_fail'));
    return false;
  }
}
