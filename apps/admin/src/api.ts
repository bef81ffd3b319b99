import i18next from 'i18next';
import { createApiClient, type Params } from '@storefront/shared/client';
import { currentLanguage } from './i18n';

const TOKEN_KEY = 'console.token';

export const operatorToken = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

let onUnauthorized: () => void = () => window.location.assign('/admin/login');
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

let showFailure: (message: string) => void = () => undefined;
/** The console shows failures with antd's message, which lives in the React tree: it registers itself here. */
export const setFailureDisplay = (display: (message: string) => void) => {
  showFailure = display;
};

/** The console's client: the operator's token, the console language, failures shown, 401 back to login. */
export const { request, call } = createApiClient({
  language: () => currentLanguage().file_name,
  token: operatorToken.get,
  translate: (key, params) => i18next.t(key, params),
  showFailure: (message) => showFailure(message),
  signOut: () => {
    operatorToken.clear();
    onUnauthorized();
  },
});

export const get = <T>(path: string, query?: Params) =>
  request<T>({ url: `/api/admin${path}`, method: 'GET', ...(query ? { params: query } : {}) });
export const post = <T>(path: string, body?: Record<string, unknown> | FormData) =>
  request<T>({ url: `/api/admin${path}`, method: 'POST', data: body });

export type Page<T> = { list: T[]; total: number; page: number; limit: number };
