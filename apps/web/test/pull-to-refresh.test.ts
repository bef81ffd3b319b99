import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from '../src/components/PullToRefresh';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const texts = { pulling: 'pull', canRelease: 'release', refreshing: 'busy', complete: 'done' };
let root: Root | undefined;

function mount(onRefresh: () => Promise<unknown>) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  const list = createElement('p', null, 'list');
  act(() => root?.render(createElement(PullToRefresh, { onRefresh, texts, children: list })));
  const head = container.querySelector<HTMLElement>('.pull-refresh-head')!;
  return { container, list: container.querySelector('p')!, head };
}

function touch(target: Element, type: string, x = 0, y = 0) {
  const touches = type === 'touchend' ? [] : [new Touch({ identifier: 1, target, clientX: x, clientY: y })];
  act(() => {
    target.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches }));
  });
}

/** A finger put down on the list and moved by (dx, dy) in ten steps, not yet lifted. */
function drag(target: Element, dx: number, dy: number) {
  touch(target, 'touchstart', 100, 100);
  for (let step = 1; step <= 10; step += 1)
    touch(target, 'touchmove', 100 + (dx * step) / 10, 100 + (dy * step) / 10);
}

afterEach(() => act(() => root?.unmount()));

describe('pull to refresh (the look and behaviour of antd-mobile PullToRefresh)', () => {
  it('refreshes when pulled down past the threshold at the top of the page', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { list, head } = mount(onRefresh);

    drag(list, 0, 100);
    expect(head.textContent).toBe('pull');
    drag(list, 0, 200);
    expect(head.textContent).toBe('release');
    expect(parseFloat(head.style.height)).toBeGreaterThan(60);

    touch(list, 'touchend');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(head.textContent).toBe('busy');
    expect(head.style.height).toBe('40px');
    await act(async () => finish());
    expect(head.textContent).toBe('done');
    await act(() => new Promise((resolve) => setTimeout(resolve, 550)));
    expect(head.style.height).toBe('0px');
  });

  it('closes the head when the refresh fails, leaving the message to the request layer', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    process.on('unhandledRejection', unhandled);
    try {
      const { list, head } = mount(onRefresh);
      drag(list, 0, 200);
      touch(list, 'touchend');
      expect(head.textContent).toBe('busy');
      await act(async () => fail(new Error('network')));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(head.style.height).toBe('0px');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('unhandledrejection', unhandled);
      process.off('unhandledRejection', unhandled);
    }
  });

  it('springs back without refreshing when let go before the threshold', () => {
    const onRefresh = vi.fn(async () => undefined);
    const { list, head } = mount(onRefresh);
    drag(list, 0, 100);
    expect(parseFloat(head.style.height)).toBeGreaterThan(0);
    touch(list, 'touchend');
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('0px');
  });

  it('leaves sideways swipes and a scrolled list alone', () => {
    const { container, list, head } = mount(vi.fn(async () => undefined));
    drag(list, 200, 30);
    expect(head.style.height).toBe('0px');
    touch(list, 'touchend');

    container.scrollTop = 50;
    drag(list, 0, 200);
    expect(head.style.height).toBe('0px');
  });
});
