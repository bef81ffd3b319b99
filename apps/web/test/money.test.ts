import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@storefront/shared/client';
import { Money } from '../src/components/Money';
import { chooseCurrency } from '../src/lib/currency';
import { changeLanguage, initI18n } from '../src/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RATES = [
  { code: 'USD', minor_units: 2, rate: '1', updated_at: null },
  { code: 'JPY', minor_units: 0, rate: '153', updated_at: '2026-11-27T14:00:00.000Z' },
  { code: 'SAR', minor_units: 2, rate: '3.75', updated_at: '2026-11-27T14:00:00.000Z' },
  // Stale or never set: the server gives no rate.
  { code: 'EUR', minor_units: 2, rate: null, updated_at: null },
];
let root: Root | undefined;

/**
 * Money with the currencies' answer already read, as the app holds it once `/api/index/currencies` answered
 * (`read: false`: nothing read yet, the client asks the server).
 */
function mount(value: string | string[], { read = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (read) client.setQueryData(queryKeys.read('GET /api/index/currencies'), RATES);
  act(() => root?.unmount());
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  const amounts = [value].flat().map((amount, index) => createElement(Money, { key: index, value: amount }));
  act(() => root?.render(createElement(QueryClientProvider, { client }, amounts)));
  return container;
}

beforeAll(() => initI18n());
afterEach(() => {
  act(() => root?.unmount());
  vi.unstubAllGlobals();
});

describe('Money beside the display currency', () => {
  it('shows "≈" and yen without decimals in Japanese', async () => {
    await changeLanguage('ri');
    act(() => chooseCurrency('JPY'));
    const money = mount('10.00').querySelector('[data-money]');
    expect(money?.textContent).toMatch(/^\$10\.00 ≈ [¥￥]1,530$/);
    expect(money?.querySelector('bdi[data-estimate="JPY"]')?.textContent).toMatch(/^≈ [¥￥]1,530$/);
  });

  it('rounds by the minor unit: 0.01 dollar at 153 yen is 2 yen (1.53 rounds up)', async () => {
    await changeLanguage('ri');
    act(() => chooseCurrency('JPY'));
    expect(mount('0.01').querySelector('[data-estimate]')?.textContent).toMatch(/^≈ [¥￥]2$/);
  });

  it('isolates the estimate right to left in Arabic, with Latin digits and the riyal', async () => {
    await changeLanguage('ar');
    act(() => chooseCurrency('SAR'));
    const container = mount('10.00');
    expect(document.documentElement.dir).toBe('rtl');
    const money = container.querySelector('bdi[data-money]');
    const estimate = money?.querySelector('bdi[data-estimate="SAR"]');
    expect(estimate?.tagName).toBe('BDI');
    expect(estimate?.textContent).toContain('37.50');
    expect(estimate?.textContent).toContain('≈');
    expect(estimate?.textContent).not.toMatch(/[٠-٩]/);
    // The dollar amount comes first, whole, before the isolated estimate.
    expect(money?.firstChild?.textContent).toContain('10.00');
  });

  it('shows the dollars alone for the dollar and for a currency without a fresh rate', async () => {
    await changeLanguage('en');
    act(() => chooseCurrency('USD'));
    expect(mount('10.00').querySelector('[data-money]')?.textContent).toBe('$10.00');
    act(() => chooseCurrency('EUR'));
    const container = mount('10.00');
    expect(container.querySelector('[data-estimate]')).toBeNull();
    expect(container.querySelector('[data-money]')?.textContent).toBe('$10.00');
  });

  it('reads the rates only for another currency than the dollar, once for every amount on the screen', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(new URL(url, 'http://app.test').pathname);
        return new Response(JSON.stringify({ code: 1, msg: '', time: 0, data: RATES }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await changeLanguage('en');
    act(() => chooseCurrency('USD'));
    mount(['1.00', '2.00', '3.00'], { read: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toEqual([]);
    act(() => root?.unmount());
    act(() => chooseCurrency('JPY'));
    const container = mount(['1.00', '2.00', '3.00'], { read: false });
    // The answer arrives and each amount draws its estimate inside act, as React asks of tests.
    await act(async () => {
      await vi.waitFor(() => expect(fetched).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.querySelectorAll('[data-estimate="JPY"]')).toHaveLength(3);
    expect(fetched).toEqual(['/api/index/currencies']);
  });
});
