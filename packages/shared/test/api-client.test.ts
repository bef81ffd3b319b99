import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/client/api-client';

/** A client whose failures are recorded instead of shown. */
function client() {
  const shown: string[] = [];
  const api = createApiClient({
    language: () => 'en',
    token: () => null,
    translate: (key) => key,
    showFailure: (message) => shown.push(message),
    signOut: () => undefined,
  });
  return { api, shown };
}

/** A server that answers only once the call is aborted, as a slow one would when the page is left. */
function answerNever() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the caller’s abort signal', () => {
  it('cancels the call without showing a failure, handing back the abort reason', async () => {
    answerNever();
    const { api, shown } = client();
    const caller = new AbortController();
    const answer = api.request({ url: '/api/index/category', signal: caller.signal });
    const reason = new DOMException('left the page', 'AbortError');
    caller.abort(reason);
    await expect(answer).rejects.toBe(reason);
    expect(shown).toEqual([]);
  });

  it('leaves the timeout in force beside it, shown as one', async () => {
    answerNever();
    const { api, shown } = client();
    const caller = new AbortController();
    await expect(
      api.request({ url: '/api/index/category', signal: caller.signal, timeoutMs: 5 }),
    ).rejects.toMatchObject({ key: 'request.timeout' });
    expect(shown).toEqual(['request.timeout']);
  });
});
