import { useSyncExternalStore } from 'react';
import type { Answer } from '@storefront/shared/client';
import { localJson, tokenCookie } from './storage';

/** The shopper as the server describes them (GET /api/user/getUserInfo). */
export type UserInfo = Answer<'GET /api/user/getUserInfo'>;

type Session = { token: string | null; userInfo: UserInfo | null };

const userInfoStore = localJson<UserInfo>('userInfo');
const extraStore = localJson<Record<string, unknown>>('extra');

let state: Session = { token: tokenCookie.get(), userInfo: tokenCookie.get() ? userInfoStore.get() : null };
const listeners = new Set<() => void>();

function update(next: Partial<Session>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** The shopper's session: the token in its cookie, userInfo and merged extra data as JSON. */
export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  login(token: string) {
    tokenCookie.set(token);
    update({ token });
  },
  setUserInfo(userInfo: UserInfo) {
    userInfoStore.set(userInfo);
    update({ userInfo });
  },
  mergeExtra(extra: Record<string, unknown>) {
    extraStore.set({ ...(extraStore.get() ?? {}), ...extra });
  },
  /** Clears token and user info locally, without calling the server. */
  invalidate() {
    tokenCookie.remove();
    userInfoStore.remove();
    extraStore.remove();
    update({ token: null, userInfo: null });
  },
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get);
}
