import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeskClient } from '../src/desk-client';

let signals: (AbortSignal | null | undefined)[] = [];

/** A server that answers only once the call is aborted, as a slow one would when the page is left. */
beforeEach(() => {
  signals = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init.signal);
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a desk’s reads', () => {
  const desk = createDeskClient({ tokenKey: 'test.token', loginPath: '/test/login' });

  it('are cancelled when the query is: the page left, its request is aborted', async () => {
    const queryClient = new QueryClient();
    const options = desk.query('GET /api/admin/orders', { page: 2 });
    expect(options.queryKey).toEqual(['GET /api/admin/orders', { page: 2 }]);
    void queryClient.fetchQuery(options).catch(() => undefined);
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    await queryClient.cancelQueries({ queryKey: ['GET /api/admin/orders'] });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('hand a list’s signal to fetch as well', async () => {
    const caller = new AbortController();
    const page = desk.readList('GET /api/admin/orders', { page: 1 }, caller.signal);
    caller.abort();
    await expect(page).rejects.toBeDefined();
    expect(signals[0]?.aborted).toBe(true);
  });
});
