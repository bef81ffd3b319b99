import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE_DAYS, TOKEN_TTL_DAYS } from '@storefront/shared';

/** Client storage as the spec keeps it: token and language in 3-day cookies, the rest as JSON. */
const TOKEN_COOKIE = 'token';
const LANGUAGE_COOKIE = 'language';

export const tokenCookie = {
  get: () => Cookies.get(TOKEN_COOKIE) || null,
  set: (token: string) =>
    Cookies.set(TOKEN_COOKIE, token, {
      expires: TOKEN_TTL_DAYS,
      sameSite: 'strict',
      secure: location.protocol === 'https:',
    }),
  remove: () => Cookies.remove(TOKEN_COOKIE),
};

export const languageCookie = {
  get: () => Cookies.get(LANGUAGE_COOKIE) ?? null,
  set: (code: string) =>
    Cookies.set(LANGUAGE_COOKIE, code, { expires: LANGUAGE_COOKIE_DAYS, sameSite: 'lax' }),
};

function jsonStore<T>(storage: () => Storage, key: string) {
  return {
    get(): T | null {
      try {
        const raw = storage().getItem(key);
        return raw === null ? null : (JSON.parse(raw) as T);
      } catch {
        return null;
      }
    },
    set(value: T) {
      storage().setItem(key, JSON.stringify(value));
    },
    remove() {
      storage().removeItem(key);
    },
  };
}

export const localJson = <T>(key: string) => jsonStore<T>(() => localStorage, key);
export const sessionJson = <T>(key: string) => jsonStore<T>(() => sessionStorage, key);
