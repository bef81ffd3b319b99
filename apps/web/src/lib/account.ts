import { useMutation, useQuery } from '@tanstack/react-query';
import { LOGOUT_LANG } from '@storefront/shared';
import { call } from './request';
import { session, type UserInfo, useSession } from './session';
import { queryKeys } from '@storefront/shared/client';

/** The account calls the shell itself needs (guard, logout); the screens have their own in features/. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const info = await call('GET /api/user/getUserInfo', undefined, { showError: false });
  session.setUserInfo(info);
  return info;
}

/**
 * The shopper as the app knows them. There is one copy, the session's userInfo (kept in localStorage, as the spec
 * asks); a page that shows money or the payment code reads it afresh from the server, which updates that copy.
 * `fresh` is false until the server has answered this visit, for pages that must not decide on an old copy.
 */
export function useUserInfo() {
  const { token, userInfo } = useSession();
  const read = useQuery({
    queryKey: queryKeys.read('GET /api/user/getUserInfo'),
    queryFn: fetchUserInfo,
    staleTime: 0,
    enabled: token !== null,
  });
  return { userInfo, fresh: read.isSuccess && !read.isFetching, failed: read.isError };
}

/** Logout calls the server (in zh-cn, as the spec says) and then clears token and user info. */
export async function logout(options: { showError?: boolean } = {}): Promise<void> {
  await call('POST /api/user/logout', undefined, { lang: LOGOUT_LANG, repeatSubmit: false, ...options });
  session.invalidate();
}

/** Logging out from the settings: the local session ends even when the server cannot be told. */
export const useLogout = () => useMutation({ mutationFn: () => logout().catch(() => session.invalidate()) });
