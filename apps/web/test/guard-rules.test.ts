import { describe, expect, it, vi } from 'vitest';
import { decide, isPublicPath, recoverFromUserInfoFailure } from '../src/app/guard-rules';

describe('route guard (spec section 2)', () => {
  it.each([
    '/login',
    '/register',
    '/home',
    '/shop/3',
    '/explore',
    '/detail/12/4',
    '/search',
    '/forgotPassword',
    '/changePassword',
  ])('lets a guest open %s', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(decide(path, false, false)).toEqual({ kind: 'allow' });
  });

  it.each(['/order', '/profile', '/bag', '/products', '/address', '/myPurchases/all'])(
    'sends a guest on %s to log in first',
    (path) => {
      expect(decide(path, false, false)).toEqual({ kind: 'login-required' });
    },
  );

  it('lets / redirect to /home before judging', () => {
    expect(decide('/', false, false)).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in shopper away from /login', () => {
    expect(decide('/login', true, true)).toEqual({ kind: 'leave-login' });
    expect(decide('/login', true, false)).toEqual({ kind: 'leave-login' });
  });

  it('loads the user info first when there is a token but no user info', () => {
    expect(decide('/profile', true, false)).toEqual({ kind: 'load-user' });
  });

  it('allows everything with a token and user info', () => {
    expect(decide('/profile', true, true)).toEqual({ kind: 'allow' });
  });

  it('when user info fails: logs out and goes to /login', async () => {
    const steps = { logout: vi.fn(async () => undefined), invalidate: vi.fn(), navigate: vi.fn() };
    await recoverFromUserInfoFailure(steps);
    expect(steps.logout).toHaveBeenCalled();
    expect(steps.navigate).toHaveBeenCalledWith('/login');
  });

  it('when logout fails too: drops the token locally and goes to /', async () => {
    const steps = {
      logout: vi.fn(async () => Promise.reject(new Error('down'))),
      invalidate: vi.fn(),
      navigate: vi.fn(),
    };
    await recoverFromUserInfoFailure(steps);
    expect(steps.invalidate).toHaveBeenCalled();
    expect(steps.navigate).toHaveBeenCalledWith('/');
  });
});
