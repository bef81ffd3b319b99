import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import SellerShippingPage from '../src/seller/SellerShippingPage';
import { arrivalSummary, ruleSummary } from '../src/components/ShippingZonesEditor';
import {
  cleanUp,
  click,
  errors,
  fakeServer,
  field,
  inEnglish,
  mount,
  openWith,
  sends,
  type,
} from './desk-forms';

const DEFAULT_ZONE = {
  countries: [],
  rule: 'flat' as const,
  base: '6.00',
  per_kg: '0.00',
  percent: '0',
  free_from: '49.00',
  handling_days: 2,
  transit_days_min: 5,
  transit_days_max: 12,
};
const JAPAN = {
  ...DEFAULT_ZONE,
  id: 7,
  name: 'Japan',
  countries: ['JP'],
  base: '8.00',
  free_from: null,
  handling_days: 3,
  transit_days_min: 4,
  transit_days_max: 7,
  updated_at: '2026-11-28T00:00:00.000Z',
};
const OWNER = { role: 'owner', username: 'merchant', shop: { id: 1, name: 'Northwind' } };

/** Isolates kept out: what a reader sees. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

beforeAll(inEnglish);
afterEach(cleanUp);

describe('a rule in words', () => {
  it('says the price, the free amount and the days as the language writes them', () => {
    const t = i18next.t.bind(i18next);
    expect(plain(ruleSummary(t, DEFAULT_ZONE))).toBe('$6.00 flat, free from $49.00');
    expect(plain(ruleSummary(t, { ...DEFAULT_ZONE, rule: 'weight', base: '5.00', per_kg: '2.50' }))).toBe(
      '$5.00 + $2.50 per kg, free from $49.00',
    );
    expect(
      plain(
        ruleSummary(t, { ...DEFAULT_ZONE, rule: 'amount', base: '2.00', percent: '7.5', free_from: null }),
      ),
    ).toBe('$2.00 + 7.5% of the goods');
    expect(ruleSummary(t, { ...DEFAULT_ZONE, base: '0.00', free_from: null })).toBe('Free shipping');
    expect(arrivalSummary(t, DEFAULT_ZONE)).toBe('Arrives in 2 + 5–12 days');
    expect(arrivalSummary(t, { ...DEFAULT_ZONE, transit_days_max: 5 })).toBe('Arrives in 2 + 5 days');
  });
});

describe('the seller centre’s shipping page', () => {
  it('explains the platform’s rule while the shop has no zone', async () => {
    fakeServer({
      'GET /api/seller/me': OWNER,
      'GET /api/seller/shipping_zones': { zones: [], default_zone: DEFAULT_ZONE },
    });
    await mount(<SellerShippingPage />);
    await expect
      .poll(() => plain(document.querySelector('[data-testid=default-zone]')?.textContent))
      .toContain('$6.00 flat, free from $49.00 · Arrives in 2 + 5–12 days');
  });

  it('checks a zone with the save call’s schema before sending it, then sends it as typed', async () => {
    const sent = fakeServer({
      'GET /api/seller/me': OWNER,
      'GET /api/seller/shipping_zones': { zones: [JAPAN], default_zone: DEFAULT_ZONE },
    });
    await mount(<SellerShippingPage />);
    await openWith(i18next.t('common.edit'), i18next.t('common.save'));
    type(field(i18next.t('field.transit_days_min')), '9');
    click(i18next.t('common.save'));
    await expect.poll(() => errors()).toEqual([i18next.t('validation.transit_order')]);
    expect(sent).toEqual([]);

    type(field(i18next.t('field.transit_days_min')), '5');
    click(i18next.t('common.save'));
    await sends(sent, '/api/seller/shipping_zone/save', {
      id: 7,
      name: 'Japan',
      countries: ['JP'],
      rule: 'flat',
      base: '8.00',
      free_from: null,
      handling_days: 3,
      transit_days_min: 5,
      transit_days_max: 7,
    });
  });
});
