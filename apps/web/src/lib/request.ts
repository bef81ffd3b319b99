import { REQUEST_TIMEOUT_MS } from '@storefront/shared';
import { currentLanguage, t } from './i18n';
import { buildUrl, DuplicateSubmitGuard, type Params } from './request-rules';
import { session } from './session';
import { toast } from './toast';

export type RequestOptions = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  data?: unknown;
  /** false: send no token header. */
  isToken?: boolean;
  /** false: allow the same POST/PUT again within 1000 ms. */
  repeatSubmit?: boolean;
  /** false: the caller shows failures itself. */
  showError?: boolean;
  headers?: Record<string, string>;
};

/**
 * A failed call: `message` is the translated text shown to the shopper, `key` its message key, the one thing
 * code decides on (`msg.insufficient_balance`), whether the server or this layer said it (null only from a
 * server too old to send one).
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly key: string | null,
    readonly code: number | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

type Envelope<T> = { code: number; msg: string; key?: string; data: T };

const duplicates = new DuplicateSubmitGuard();
/** Submissions still waiting for their answer, so a duplicate's message is not covered by the first's toast. */
const submitsInFlight = new Map<string, Promise<unknown>>();
let goToLogin: () => void = () => window.location.assign('/login');

/** The router registers how to reach /login, so a forced logout stays inside the app. */
export function setLoginRedirect(redirect: () => void) {
  goToLogin = redirect;
}

/**
 * A failed call has been shown to the shopper already; a tap handler that does not catch it must not turn it
 * into an uncaught error in the console. Anything else still is one.
 */
export function ignoreShownFailures(target: Pick<Window, 'addEventListener'>) {
  target.addEventListener('unhandledrejection', (event) => {
    if (event.reason instanceof RequestError) event.preventDefault();
  });
}

function fail(
  message: string,
  key: string | null,
  code: number | null,
  status: number | null,
  showError: boolean,
): never {
  if (showError) toast.fail(message);
  throw new RequestError(message, key, code, status);
}

function forceLogout(message: string, key: string, status: number, showError: boolean): never {
  const wasLoggedIn = session.get().token !== null;
  if (showError) toast.fail(message);
  if (wasLoggedIn) {
    session.invalidate();
    goToLogin();
  }
  throw new RequestError(message, key, 401, status);
}

/**
 * Every call of the app goes through here (spec sections 7 and 8): `lang` on every URL, GET parameters
 * flattened, the `token` header, duplicate POST/PUT refused, a 10 s timeout, and one way of turning every
 * failure into a toast and a rejected promise.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const showError = options.showError !== false;
  const url = buildUrl(options.url, options.params ?? {}, currentLanguage().file_name);
  const isSubmit = method === 'POST' || method === 'PUT';
  if (isSubmit && options.repeatSubmit !== false) {
    const key = DuplicateSubmitGuard.keyOf(url, options.data);
    if (!duplicates.admit(url, options.data)) {
      // The first one's success or failure toast would replace this message at once: it is shown after that
      // (a task later, once the first caller has shown its own).
      await submitsInFlight.get(key)?.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
      fail(t('msg.duplicate_submit'), 'msg.duplicate_submit', null, null, showError);
    }
    const sent = send<T>(url, method, options, showError);
    submitsInFlight.set(key, sent);
    return sent.finally(() => {
      if (submitsInFlight.get(key) === sent) submitsInFlight.delete(key);
    });
  }
  return send<T>(url, method, options, showError);
}

async function send<T>(url: string, method: string, options: RequestOptions, showError: boolean): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  const token = session.get().token;
  if (options.isToken !== false && token) headers.token = token;
  if (method !== 'GET' && !(options.data instanceof FormData)) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body:
        method === 'GET'
          ? undefined
          : options.data instanceof FormData
            ? options.data
            : JSON.stringify(options.data ?? {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut =
      error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const key = timedOut ? 'request.timeout' : 'request.network';
    fail(t(key), key, null, null, showError);
  }

  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401 || body?.code === 401) {
    forceLogout(
      body?.msg ?? t('msg.please_login'),
      body?.key ?? 'msg.please_login',
      response.status,
      showError,
    );
  }
  if (!response.ok || body === null) {
    const message = t('request.status', { status: response.status });
    fail(message, body?.key ?? 'request.status', body?.code ?? null, response.status, showError);
  }
  if (body.code !== 1) fail(body.msg, body.key ?? null, body.code, response.status, showError);
  return body.data;
}

export const get = <T>(url: string, params?: Params, options: Partial<RequestOptions> = {}) =>
  request<T>({ ...options, url, method: 'GET', params });

export const post = <T>(url: string, data?: unknown, options: Partial<RequestOptions> = {}) =>
  request<T>({ ...options, url, method: 'POST', data });
