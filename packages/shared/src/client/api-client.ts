import { REQUEST_TIMEOUT_MS } from '../constants';
import type { AnswerOf, InputOf } from '../contract/define';
import type { Contract } from '../contract/index';
import { buildUrl, DuplicateSubmitGuard, type Params } from './request-rules';

/**
 * A failed call: `message` is the translated text shown to the person, `key` its message key, the one thing code
 * decides on (`msg.insufficient_balance`), whether the server or this layer said it (null only from a server too
 * old to send one).
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

/** What an app tells its client: where its language, token and messages come from, and what 401 does. */
export type ClientSettings = {
  language(): string;
  /** The shopper's display currency, sent as `currency` beside `lang` (the shopper app's; the desks send none). */
  currency?(): string | null;
  token(): string | null;
  translate(key: string, params?: Record<string, unknown>): string;
  /** Shows a failure (a toast); called unless the caller shows failures itself. */
  showFailure(message: string): void;
  /** The token was refused: forget it and go to the login page. Called only when a token was sent. */
  signOut(): void;
};

export type RequestOptions = {
  url: string;
  method?: 'GET' | 'POST';
  params?: Params;
  data?: unknown;
  /** false: send no token header. */
  isToken?: boolean;
  /** false: allow the same POST again within 1000 ms. */
  repeatSubmit?: boolean;
  /** false: the caller shows failures itself. */
  showError?: boolean;
  headers?: Record<string, string>;
  /** How long the call may take; REQUEST_TIMEOUT_MS unless the work is known to be long (a catalogue import). */
  timeoutMs?: number;
  /** Aborts the call when its caller no longer wants the answer (a page left); no failure is shown then. */
  signal?: AbortSignal;
};

export type CallOptions = Omit<RequestOptions, 'url' | 'method' | 'params' | 'data'> & {
  /** The language of this call's message when it is not the app's (the spec logs out in zh-cn). */
  lang?: string;
};

type Envelope<T> = { code: number; msg: string; key?: string; data: T };

export type EndpointName = keyof Contract;
/** What a call sends: its request schema's input, or a multipart form for an upload. */
export type Input<Name extends EndpointName> = Contract[Name] extends { upload: true }
  ? FormData
  : InputOf<Contract[Name]>;
export type Answer<Name extends EndpointName> = AnswerOf<Contract[Name]>;

/**
 * The one HTTP client of both apps (spec sections 7 and 8): `lang` on every URL, GET parameters flattened, the
 * `token` header, the same POST refused within a second, a 10 s timeout, and one way of turning every failure
 * into a shown message and a rejected promise. `call` takes an endpoint of the contract and infers what it
 * sends and answers.
 */
export function createApiClient(settings: ClientSettings) {
  const duplicates = new DuplicateSubmitGuard();
  /** Submissions still waiting for their answer, so a duplicate's message is not covered by the first's. */
  const submitsInFlight = new Map<string, Promise<unknown>>();

  function fail(
    message: string,
    key: string | null,
    code: number | null,
    status: number | null,
    show: boolean,
  ): never {
    if (show) settings.showFailure(message);
    throw new RequestError(message, key, code, status);
  }

  async function send<T>(url: string, method: string, options: RequestOptions, show: boolean): Promise<T> {
    const headers: Record<string, string> = { ...options.headers };
    const token = settings.token();
    const isForm = options.data instanceof FormData;
    if (options.isToken !== false && token) headers.token = token;
    if (method !== 'GET' && !isForm) headers['content-type'] = 'application/json';

    const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    /** The caller gave up on the answer: that is no failure to show, only the reason to hand back. */
    const throwIfCallerAborted = () => {
      if (options.signal?.aborted) throw options.signal.reason;
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body:
          method === 'GET'
            ? undefined
            : isForm
              ? (options.data as FormData)
              : JSON.stringify(options.data ?? {}),
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      });
    } catch (error) {
      throwIfCallerAborted();
      const timedOut =
        error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const key = timedOut ? 'request.timeout' : 'request.network';
      fail(settings.translate(key), key, null, null, show);
    }

    // A file the server answers itself (a statement's CSV) is handed over as its text; its failures are envelopes.
    if (response.ok && response.headers.get('content-type')?.startsWith('text/csv')) {
      return (await response.text()) as T;
    }
    const body = (await response.json().catch(() => null)) as Envelope<T> | null;
    throwIfCallerAborted();
    if (response.status === 401 || body?.code === 401) {
      const wasSignedIn = settings.token() !== null;
      const message = body?.msg ?? settings.translate('msg.please_login');
      if (show) settings.showFailure(message);
      if (wasSignedIn) settings.signOut();
      throw new RequestError(message, body?.key ?? 'msg.please_login', 401, response.status);
    }
    if (!response.ok || body === null) {
      const message = settings.translate('request.status', { status: response.status });
      fail(message, body?.key ?? 'request.status', body?.code ?? null, response.status, show);
    }
    if (body.code !== 1) fail(body.msg, body.key ?? null, body.code, response.status, show);
    return body.data;
  }

  async function request<T>(options: RequestOptions): Promise<T> {
    const method = options.method ?? 'GET';
    const show = options.showError !== false;
    const url = buildUrl(options.url, options.params ?? {}, settings.language(), settings.currency?.());
    if (method !== 'POST' || options.repeatSubmit === false) return send<T>(url, method, options, show);
    const key = DuplicateSubmitGuard.keyOf(url, options.data);
    if (!duplicates.admit(url, options.data)) {
      // The first one's success or failure message would replace this one at once: it is shown after that
      // (a task later, once the first caller has shown its own).
      await submitsInFlight.get(key)?.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
      fail(settings.translate('msg.duplicate_submit'), 'msg.duplicate_submit', null, null, show);
    }
    const sent = send<T>(url, method, options, show);
    submitsInFlight.set(key, sent);
    return sent.finally(() => {
      if (submitsInFlight.get(key) === sent) submitsInFlight.delete(key);
    });
  }

  /** Calls an endpoint of the contract: `call('GET /api/user/address_list')`. */
  function call<Name extends EndpointName>(
    name: Name,
    ...[input, options]: Input<Name> extends undefined
      ? [input?: undefined, options?: CallOptions]
      : [input: Input<Name>, options?: CallOptions]
  ): Promise<Answer<Name>> {
    const [method, url] = name.split(' ') as ['GET' | 'POST', string];
    const { lang, ...rest } = options ?? {};
    const query = { ...(method === 'GET' ? (input as Params | undefined) : {}), ...(lang ? { lang } : {}) };
    return request<Answer<Name>>({
      ...rest,
      url,
      method,
      params: query,
      ...(method === 'POST' ? { data: input } : {}),
    });
  }

  return { request, call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
