/** The route guard of spec section 2 as a pure decision, so that each rule can be tested on its own. */
export const PUBLIC_PATH_PARTS = [
  '/login',
  '/register',
  '/home',
  '/shop',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
] as const;

/** A guest may open a path equal to or containing one of the public parts. */
export const isPublicPath = (path: string) => PUBLIC_PATH_PARTS.some((part) => path.includes(part));

export type GuardDecision =
  { kind: 'allow' } | { kind: 'login-required' } | { kind: 'leave-login' } | { kind: 'load-user' };

export function decide(path: string, hasToken: boolean, hasUserInfo: boolean): GuardDecision {
  // "/" only redirects to /home, which is judged in turn.
  if (path === '/') return { kind: 'allow' };
  if (!hasToken) return isPublicPath(path) ? { kind: 'allow' } : { kind: 'login-required' };
  if (path === '/login') return { kind: 'leave-login' };
  if (!hasUserInfo) return { kind: 'load-user' };
  return { kind: 'allow' };
}

/**
 * When user info cannot be loaded: log out through the server and go to /login; if even that fails,
 * drop the token locally and go to /.
 */
export async function recoverFromUserInfoFailure(steps: {
  logout: () => Promise<unknown>;
  invalidate: () => void;
  navigate: (path: string) => void;
}): Promise<void> {
  try {
    await steps.logout();
    steps.invalidate();
    steps.navigate('/login');
  } catch {
    steps.invalidate();
    steps.navigate('/');
  }
}
