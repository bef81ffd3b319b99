import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchUserInfo, logout } from '../lib/account';
import { t } from '../lib/i18n';
import { session, useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { decide, recoverFromUserInfoFailure } from './guard-rules';

/** Applies the guard to every navigation; true when the current path may be shown. */
export function useRouteGuard(): boolean {
  const { token, userInfo } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const decision = decide(location.pathname, token !== null, userInfo !== null);

  useEffect(() => {
    switch (decision.kind) {
      case 'login-required':
        toast.show(t('msg.please_login'));
        navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
        break;
      case 'leave-login':
        // Back to the page that asked for a login, else "/" as the spec says.
        navigate((location.state as { from?: string } | null)?.from ?? '/', { replace: true });
        break;
      case 'load-user':
        // Once the user info is in the session the decision becomes "allow" and the page shows.
        fetchUserInfo().catch(() =>
          recoverFromUserInfoFailure({
            logout: () => logout({ showError: false }),
            invalidate: session.invalidate,
            navigate: (path) => navigate(path, { replace: true }),
          }),
        );
        break;
      case 'allow':
        break;
    }
  }, [decision.kind, location.pathname, location.search, location.state, navigate]);

  return decision.kind === 'allow';
}
