import { t } from './i18n';
import { session } from './session';
import { toast } from './toast';

/** For actions on public pages (add to bag, follow): a guest is told to log in first. */
export function loggedIn(goToLogin: () => void): boolean {
  if (session.get().token) return true;
  toast.show(t('msg.please_login'));
  goToLogin();
  return false;
}
