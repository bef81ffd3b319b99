import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CurrencyRatesPage from '../src/pages/CurrencyRatesPage';
import {
  cleanUp,
  click,
  errors,
  fakeServer,
  field,
  inEnglish,
  invalid,
  mount,
  openWith,
  sends,
  type,
} from './desk-forms';

const RATES = [
  {
    code: 'SAR',
    minor_units: 2,
    rate: null,
    rated_at: null,
    source: null,
    operator: null,
    stale: true,
  },
  {
    code: 'JPY',
    minor_units: 0,
    rate: '140',
    rated_at: '2026-11-20T14:00:00.000Z',
    source: 'ecb',
    operator: 'admin',
    stale: true,
  },
];

beforeAll(inEnglish);
afterEach(cleanUp);

describe('the exchange rates page', () => {
  it('flags a stale rate and names one without a rate', async () => {
    fakeServer({ 'GET /api/admin/currency_rates': RATES });
    const page = await mount(<CurrencyRatesPage />);
    await expect
      .poll(() => page.querySelector('[data-testid="stale-JPY"]')?.textContent)
      .toBe(i18next.t('console.rate_stale'));
    expect(page.textContent).toContain(i18next.t('console.rate_none'));
    expect(page.textContent).toContain(`${i18next.t('console.source_ecb')} · admin`);
  });

  it('refuses a rate that is not a positive decimal, then sends the corrected one for its currency', async () => {
    const sent = fakeServer({ 'GET /api/admin/currency_rates': RATES });
    await mount(<CurrencyRatesPage />);
    await openWith(i18next.t('console.rate_edit'), i18next.t('common.save'));
    const rate = () => field(i18next.t('console.rate_per_dollar'));
    await expect.poll(() => (rate() as HTMLInputElement).value).toBe('140');
    type(rate(), '1,5');
    click(i18next.t('common.save'));
    await expect.poll(() => errors()).toEqual([invalid('rate')]);
    expect(sent).toEqual([]);
    type(rate(), '149.5');
    click(i18next.t('common.save'));
    await sends(sent, '/api/admin/currency_rate/save', { code: 'JPY', rate: '149.5' });
  });
});
