import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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

/** Money with the currencies' answer already read, as the app holds it once `/api/index/currencies` answered. */
function mount(value: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.read('GET /api/index/currencies'), RATES);
  act(() => root?.unmount());
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  act(() => root?.render(createElement(QueryClientProvider, { client }, createElement(Money, { value }))));
  return container;
}

beforeAll(() => initI18n());
afterEach(() => act(() => root?.unmount()));

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
});
