import { currentLanguage } from './i18n';

const TOKEN_KEY = 'console.token';

export const operatorToken = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** A failed call: the server's translated `msg`, and its message `key` for code that decides on it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly key: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onUnauthorized: () => void = () => window.location.assign('/admin/login');
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

type Envelope<T> = { code: number; msg: string; key?: string; data: T };

/** The console's calls: operator token in the `token` header, the console language as `lang`. */
export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown> | FormData,
): Promise<T> {
  const url = new URL(`/api/admin${path}`, window.location.origin);
  if (method === 'GET' && payload && !(payload instanceof FormData)) {
    for (const [key, value] of Object.entries(payload)) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
  }
  url.searchParams.set('lang', currentLanguage().file_name);
  const headers: Record<string, string> = {};
  const token = operatorToken.get();
  if (token) headers.token = token;
  if (method === 'POST' && !(payload instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body:
      method === 'POST' ? (payload instanceof FormData ? payload : JSON.stringify(payload ?? {})) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401) {
    operatorToken.clear();
    onUnauthorized();
    throw new ApiError(body?.msg ?? 'Unauthorized', body?.key ?? null);
  }
  if (!body) throw new ApiError(`HTTP ${response.status}`);
  if (body.code !== 1) throw new ApiError(body.msg, body.key ?? null);
  return body.data;
}

export const get = <T>(path: string, query?: Record<string, unknown>) => call<T>('GET', path, query);
export const post = <T>(path: string, body?: Record<string, unknown> | FormData) =>
  call<T>('POST', path, body);

export type Page<T> = { list: T[]; total: number; page: number; limit: number };
