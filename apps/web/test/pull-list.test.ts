import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PullList } from '../src/components/PullList';
import { initI18n } from '../src/lib/i18n';
import type { Page } from '../src/lib/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** IntersectionObserver as the test says: each one reports once when it starts observing, then on `move`. */
class Observer {
  static all: Observer[] = [];
  static near = false;
  observing = false;
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    Observer.all.push(this);
  }
  observe() {
    this.observing = true;
    this.report([{ isIntersecting: Observer.near }]);
  }
  disconnect() {
    this.observing = false;
  }
  /** The foot comes near the screen or leaves it. */
  static move(near: boolean) {
    Observer.near = near;
    for (const observer of Observer.all.filter((one) => one.observing))
      observer.report([{ isIntersecting: near }]);
  }
}

const LAST_PAGE = 3;
const page = (number: number): Page<number> => ({
  list: [number * 10 + 1, number * 10 + 2],
  page: number,
  limit: 2,
  total: LAST_PAGE * 2,
});
let root: Root | undefined;

function mount(fetchPage: (number: number) => Promise<Page<number>>) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const list = createElement(PullList<number>, {
    queryKey: ['GET /api/index/product', { probe: Math.random() }] as never,
    fetchPage,
    children: (items: number[]) => createElement('p', null, items.join(',')),
  });
  act(() => root?.render(createElement(QueryClientProvider, { client }, list)));
  return container;
}

/** A page arrives (or fails) a few milliseconds after it is asked for, as over the network. */
const later = <T>(answer: () => T) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(answer());
      } catch (error) {
        reject(error as Error);
      }
    }, 5),
  );
/** Lets the pages asked for arrive and the list draw them. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 40)));

beforeAll(() => initI18n());
beforeEach(() => {
  Observer.all = [];
  Observer.near = false;
  vi.stubGlobal('IntersectionObserver', Observer);
});
afterEach(() => {
  act(() => root?.unmount());
  vi.unstubAllGlobals();
});

describe('the list loads its next page at its foot (as antd-mobile InfiniteScroll did)', () => {
  it('loads while the foot is near the screen, page after page, then says there is no more', async () => {
    const fetchPage = vi.fn((number: number) => later(() => page(number)));
    const container = mount(fetchPage);
    await settle();
    expect(fetchPage.mock.calls).toEqual([[1]]);
    expect(container.querySelector('.pull-list-foot')?.textContent).toContain('Loading');

    // Near: the next page, and the one after it, since the foot is still near once the first has arrived.
    Observer.move(true);
    await settle();
    await settle();
    expect(fetchPage.mock.calls).toEqual([[1], [2], [3]]);
    expect(container.querySelector('p')?.textContent).toBe('11,12,21,22,31,32');
    expect(container.querySelector('.pull-list-foot')?.textContent).toBe('No more');
  });

  it('asks nothing while the foot is far, and tries a failed page again only when the foot comes back', async () => {
    let failing = true;
    const fetchPage = vi.fn((number: number) =>
      later(() => {
        if (number > 1 && failing) throw new Error('network');
        return page(number);
      }),
    );
    mount(fetchPage);
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(1);

    Observer.move(true);
    await settle();
    await settle();
    // The failed page is not asked for again and again while the foot stays near.
    expect(fetchPage.mock.calls).toEqual([[1], [2]]);

    failing = false;
    Observer.move(false);
    Observer.move(true);
    await settle();
    expect(fetchPage.mock.calls.slice(2, 3)).toEqual([[2]]);
  });
});
