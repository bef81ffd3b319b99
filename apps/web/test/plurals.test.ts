import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, t } from '../src/lib/i18n';

describe('counts in texts', () => {
  it('take the plural form of the language and its digit grouping', async () => {
    await initI18n();
    await changeLanguage('en');
    expect(t('order.summary', { count: 1 })).toBe('1 item, total');
    expect(t('order.summary', { count: 3 })).toBe('3 items, total');
    expect(t('shop.followers', { count: 25000 })).toBe('25,000 followers');
    await changeLanguage('fr');
    expect(t('shop.followers', { count: 1 })).toBe('1 abonné');
    await changeLanguage('de');
    expect(t('shop.followers', { count: 25000 })).toBe('25.000 Follower');
    // An amount inside a sentence is the language's writing of it, isolated.
    expect(t('payment.pay', { amount: '1234.50' })).toBe('\u20681.234,50\u00a0$\u2069 bezahlen');
    await changeLanguage('en');
  });
});
