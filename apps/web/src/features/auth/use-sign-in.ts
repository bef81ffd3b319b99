import { useLocation, useNavigate } from 'react-router';
import { t } from '../../lib/i18n';
import { session, type UserInfo } from '../../lib/session';
import { toast } from '../../lib/toast';

/**
 * After login or registration: keep the token and user info (its language then applies). On /login the
 * route guard takes the shopper on; a new account goes to its profile.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return async ({ token, ...userInfo }: UserInfo & { token: string }, successKey: string) => {
    session.login(token);
    session.setUserInfo(userInfo);
    toast.success(t(successKey));
    if (location.pathname !== '/login') navigate('/profile', { replace: true });
  };
}
