import { LOGOUT_LANG } from '@storefront/shared';
import { get, post } from './request';
import { session, type UserInfo } from './session';

/** The account calls the shell itself needs (guard, logout); the screens have their own in features/. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const info = await get<UserInfo>('/api/user/getUserInfo', undefined, { showError: false });
  session.setUserInfo(info);
  return info;
}

/** Logout calls the server (in zh-cn, as the spec says) and then clears token and user info. */
export async function logout(options: { showError?: boolean } = {}): Promise<void> {
  await post(`/api/user/logout?lang=${LOGOUT_LANG}`, {}, { repeatSubmit: false, ...options });
  session.invalidate();
}
