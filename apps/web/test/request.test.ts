import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({
  show: vi.fn(),
  success: vi.fn(),
  fail: vi.fn(),
  loading: vi.fn(),
  close: vi.fn(),
}));
vi.mock('../src/lib/toast', () => ({ toast: toastMock }));

import { chooseCurrency } from '../src/lib/currency';
import { changeLanguage, initI18n } from '../src/lib/i18n';
import {
  call,
  ignoreShownFailures,
  request,
  RequestError,
  type RequestOptions,
  setLoginRedirect,
} from '../src/lib/request';
import { session } from '../src/lib/session';

type Call = { url: string; init: RequestInit };

/** Calls to URLs outside the contract: the layer's rules do not depend on the endpoint. */
const get = (url: string, params?: RequestOptions['params']) => request({ url, method: 'GET', params });
const post = (url: string, data?: unknown, options: Partial<RequestOptions> = {}) =>
  request({ ...options, url, method: 'POST', data });
let calls: Call[] = [];

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function failFetch(error: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw error;
    }),
  );
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('zh-cn');
});

beforeEach(() => {
  calls = [];
  toastMock.fail.mockClear();
  session.invalidate();
});
afterEach(() => vi.unstubAllGlobals());

const headerOf = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string>)[name];

describe('request layer (spec sections 7 and 8)', () => {
  it('resolves with data when code is 1', async () => {
    answer({ code: 1, msg: 'ok', data: { id: 7 } });
    await expect(get('/api/a')).resolves.toEqual({ id: 7 });
  });

  it('puts lang, the display currency and the flattened GET parameters on the URL', async () => {
    answer({ code: 1, msg: '', data: null });
    await get('/api/a', { page: 1, q: { k: 'v' }, empty: '' });
    // No currency chosen: the language's (simplified Chinese: yuan).
    expect(calls[0]?.url).toBe('/api/a?page=1&q%5Bk%5D=v&lang=zh-cn&currency=CNY');
    chooseCurrency('JPY');
    await get('/api/a');
    expect(calls[1]?.url).toBe('/api/a?lang=zh-cn&currency=JPY');
    chooseCurrency('CNY');
  });

  it('calls a contract endpoint: GET input on the query, POST input as the body, lang overridable', async () => {
    answer({ code: 1, msg: '', data: [] });
    await call('GET /api/user/address', { id: 3 });
    expect(calls[0]?.url).toBe('/api/user/address?id=3&lang=zh-cn&currency=CNY');
    expect(calls[0]?.init.method).toBe('GET');
    await call('POST /api/cart/update', { id: 4, quantity: 2 });
    expect(calls[1]?.url).toBe('/api/cart/update?lang=zh-cn&currency=CNY');
    expect(calls[1]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ id: 4, quantity: 2 });
    await call('POST /api/user/logout', undefined, { lang: 'en', repeatSubmit: false });
    expect(calls[2]?.url).toBe('/api/user/logout?lang=en&currency=CNY');
  });

  it('sends the token header when logged in', async () => {
    session.login('secret-token');
    answer({ code: 1, msg: '', data: null });
    await get('/api/a');
    expect(headerOf(calls[0], 'token')).toBe('secret-token');
  });

  it('sends no token header when isToken is false', async () => {
    session.login('secret-token');
    answer({ code: 1, msg: '', data: null });
    await request({ url: '/api/a', isToken: false });
    expect(headerOf(calls[0], 'token')).toBeUndefined();
  });

  it("shows the server's msg and rejects with its key when code is not 1", async () => {
    answer({ code: 0, msg: '账号或密码错误', key: 'msg.login_failed', data: null });
    await expect(post('/api/user/login', { account: 'a' })).rejects.toMatchObject({
      message: '账号或密码错误',
      key: 'msg.login_failed',
      code: 0,
    });
    expect(toastMock.fail).toHaveBeenCalledWith('账号或密码错误');
  });

  it('refuses the same POST within 1000 ms with the spec message', async () => {
    answer({ code: 1, msg: '', data: null });
    await post('/api/dup', { a: 1 });
    await expect(post('/api/dup', { a: 1 })).rejects.toMatchObject({
      message: '数据正在处理，请勿重复提交',
      key: 'msg.duplicate_submit',
    });
    expect(calls).toHaveLength(1);
  });

  it("shows a duplicate's message after the first tap's own toast, not under it", async () => {
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        await new Promise<void>((resolve) => (release = resolve));
        return new Response(JSON.stringify({ code: 1, msg: '', data: null }));
      }),
    );
    const shown: string[] = [];
    toastMock.success.mockImplementation((text: string) => shown.push(text));
    toastMock.fail.mockImplementation((text: string) => shown.push(text));
    const first = post('/api/follow', { id: 7 }).then(() => toastMock.success('Follow Success'));
    const second = post('/api/follow', { id: 7 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await first;
    await expect(second).rejects.toThrow('数据正在处理，请勿重复提交');
    expect(shown).toEqual(['Follow Success', '数据正在处理，请勿重复提交']);
    expect(calls).toHaveLength(1);
    toastMock.success.mockReset();
    toastMock.fail.mockReset();
  });

  it('keeps failures already shown out of the uncaught errors, and only those', () => {
    const listeners: ((event: PromiseRejectionEvent) => void)[] = [];
    ignoreShownFailures({
      addEventListener: (_type: string, listener: (event: PromiseRejectionEvent) => void) =>
        listeners.push(listener),
    } as unknown as Pick<Window, 'addEventListener'>);
    const eventFor = (reason: unknown) => ({ reason, preventDefault: vi.fn() });
    const shown = eventFor(new RequestError('Pay Fail', 'msg.pay_fail', 0, 200));
    const bug = eventFor(new TypeError('x is undefined'));
    for (const event of [shown, bug]) listeners[0]?.(event as unknown as PromiseRejectionEvent);
    expect(shown.preventDefault).toHaveBeenCalled();
    expect(bug.preventDefault).not.toHaveBeenCalled();
  });

  it('lets the same POST through when repeatSubmit is false', async () => {
    answer({ code: 1, msg: '', data: null });
    await post('/api/again', { a: 1 }, { repeatSubmit: false });
    await post('/api/again', { a: 1 }, { repeatSubmit: false });
    expect(calls).toHaveLength(2);
  });

  it('says 后端接口连接异常 on a network error', async () => {
    failFetch(new TypeError('Failed to fetch'));
    await expect(get('/api/a')).rejects.toMatchObject({
      message: '后端接口连接异常',
      key: 'request.network',
    });
  });

  it('says 系统接口请求超时 on a timeout', async () => {
    failFetch(new DOMException('signal timed out', 'TimeoutError'));
    await expect(get('/api/a')).rejects.toThrow('系统接口请求超时');
  });

  it('gives up after 10 000 ms', async () => {
    answer({ code: 1, msg: '', data: null });
    await get('/api/a');
    const signal = calls[0]?.init.signal as AbortSignal;
    expect(signal).toBeInstanceOf(AbortSignal);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await get('/api/b');
    expect(timeout).toHaveBeenCalledWith(10_000);
  });

  it('says 系统接口 + status + 异常 for other HTTP statuses', async () => {
    answer({ code: 0, msg: 'boom', data: null }, 500);
    await expect(get('/api/a')).rejects.toThrow('系统接口500异常');
  });

  it('on 401 shows the msg, drops the token and goes to /login when logged in', async () => {
    const redirect = vi.fn();
    setLoginRedirect(redirect);
    session.login('expired');
    answer({ code: 401, msg: '请先登录', data: null }, 401);
    await expect(get('/api/user/getUserInfo')).rejects.toThrow('请先登录');
    expect(toastMock.fail).toHaveBeenCalledWith('请先登录');
    expect(session.get().token).toBeNull();
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('on 401 without a token only shows the msg', async () => {
    const redirect = vi.fn();
    setLoginRedirect(redirect);
    answer({ code: 401, msg: '请先登录', data: null }, 401);
    await expect(get('/api/user/getUserInfo')).rejects.toThrow('请先登录');
    expect(redirect).not.toHaveBeenCalled();
  });
});
