import { LOGOUT_LANG } from '@storefront/shared';
import { call } from './request';
import { session, type UserInfo } from './session';

/** The account calls the shell itself needs (guard, logout); the screens have their own in features/. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const info = await call('GET /api/user/getUserInfo', undefined, { showError: false });
  session.setUserInfo(info);
  return info;
}

/** Logout calls the server (in zh-cn, as the spec says) and then clears token and user info. */
export async function logout(options: { showError?: boolean } = {}): Promise<void> {
  await call('POST /api/user/logout', undefined, { lang: LOGOUT_LANG, repeatSubmit: false, ...options });
  session.invalidate();
}
