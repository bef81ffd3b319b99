import { describe, expect, it } from 'vitest';
import { COUNTRY_FORMATS } from '../src/address/all';
import { COUNTRY_CODES, isCountryCode } from '../src/countries';
import {
  DEFAULT_SHIPPING_ZONE,
  deliveryWindow,
  type ShippingZone,
  shippingCents,
  type TaxRule,
  taxOf,
  zoneForCountry,
} from '../src/destination';
import { FREE_FREIGHT_FROM_CENTS, FREIGHT_CENTS } from '../src/order-status';
import { taxRuleSaveSchema } from '../src/schemas/destination';

const zone = (fields: Partial<ShippingZone>): ShippingZone => ({ ...DEFAULT_SHIPPING_ZONE, ...fields });

describe('taxOf: the import tax of one parcel', () => {
  const germany: TaxRule = { country: 'DE', rateBp: 1900, collectUpToCents: 16_000 };
  const parcel = (goodsCents: number, discountCents = 0, freightCents = 0) => ({
    goodsCents,
    discountCents,
    freightCents,
  });

  it('charges the rate at checkout (DDP) on goods and shipping while the goods are within the amount', () => {
    // (100.00 + 10.00) × 19 % = 20.90
    expect(taxOf(germany, parcel(10_000, 0, 1_000))).toEqual({ taxCents: 2_090, mode: 'ddp' });
    // Exactly at the amount is still within it.
    expect(taxOf(germany, parcel(16_000, 0, 1_000))).toEqual({ taxCents: 3_230, mode: 'ddp' });
  });

  it('leaves it to the carrier (DAP) a cent above the amount: nothing charged now', () => {
    expect(taxOf(germany, parcel(16_001))).toEqual({ taxCents: 0, mode: 'dap' });
    // Shipping does not count towards the amount, only the goods.
    expect(taxOf(germany, parcel(16_000, 0, 5_000)).mode).toBe('ddp');
  });

  it('weighs the goods after their discount: a discount can bring a parcel under the amount', () => {
    expect(taxOf(germany, parcel(17_000)).mode).toBe('dap');
    // (170.00 − 20.00 + 5.00) × 19 % = 29.45
    expect(taxOf(germany, parcel(17_000, 2_000, 500))).toEqual({ taxCents: 2_945, mode: 'ddp' });
  });

  it('always charges at checkout without an amount, and never with an amount of 0', () => {
    const always: TaxRule = { country: 'JP', rateBp: 1000, collectUpToCents: null };
    expect(taxOf(always, parcel(5_000_000))).toEqual({ taxCents: 500_000, mode: 'ddp' });
    const never: TaxRule = { country: 'NO', rateBp: 2500, collectUpToCents: 0 };
    expect(taxOf(never, parcel(1))).toEqual({ taxCents: 0, mode: 'dap' });
    expect(taxOf(never, parcel(5_000))).toEqual({ taxCents: 0, mode: 'dap' });
  });

  it('rounds half a cent up, and less than half down', () => {
    const rule: TaxRule = { country: 'CH', rateBp: 770, collectUpToCents: null };
    // 50 × 7.7 % = 3.85 cents → 4; 10 × 7.7 % = 0.77 → 1; 6 × 7.7 % = 0.462 → 0.
    expect(taxOf(rule, parcel(50)).taxCents).toBe(4);
    expect(taxOf(rule, parcel(10)).taxCents).toBe(1);
    expect(taxOf(rule, parcel(6)).taxCents).toBe(0);
    // Exactly half: 25 × 10 % = 2.5 → 3; 15 × 10 % = 1.5 → 2.
    const ten: TaxRule = { country: 'AU', rateBp: 1000, collectUpToCents: null };
    expect(taxOf(ten, parcel(25)).taxCents).toBe(3);
    expect(taxOf(ten, parcel(15)).taxCents).toBe(2);
  });

  it('says nothing for a country without a rule, and charges nothing at a rate of 0', () => {
    expect(taxOf(undefined, parcel(10_000, 0, 1_000))).toEqual({ taxCents: 0, mode: null });
    expect(taxOf({ country: 'HK', rateBp: 0, collectUpToCents: null }, parcel(10_000))).toEqual({
      taxCents: 0,
      mode: 'ddp',
    });
  });
});

describe('shippingCents: a parcel’s shipping by its zone', () => {
  it('charges the flat price whatever the parcel weighs or is worth', () => {
    const flat = zone({ rule: 'flat', baseCents: 800, freeFromCents: null });
    expect(shippingCents(flat, { goodsCents: 100, weightGrams: 0 })).toBe(800);
    expect(shippingCents(flat, { goodsCents: 1_000_000, weightGrams: 50_000 })).toBe(800);
  });

  it('charges by weight for every started kilogram, on top of the base', () => {
    const byWeight = zone({ rule: 'weight', baseCents: 500, perKgCents: 300, freeFromCents: null });
    const at = (weightGrams: number) => shippingCents(byWeight, { goodsCents: 1_000, weightGrams });
    expect(at(0)).toBe(500);
    expect(at(1)).toBe(800);
    expect(at(1_000)).toBe(800);
    expect(at(1_001)).toBe(1_100);
    expect(at(2_500)).toBe(1_400);
    // A weight below zero (never stored) counts as none.
    expect(at(-200)).toBe(500);
  });

  it('charges a share of the goods’ value by amount, rounded half up to the cent', () => {
    const byAmount = zone({ rule: 'amount', baseCents: 200, percentBp: 750, freeFromCents: null });
    // 200 + 100.00 × 7.5 % = 9.50
    expect(shippingCents(byAmount, { goodsCents: 10_000, weightGrams: 0 })).toBe(950);
    // 200 + 0.10 × 7.5 % = 200 + 0.75 → 201
    expect(shippingCents(byAmount, { goodsCents: 10, weightGrams: 0 })).toBe(201);
    // 200 + 0.02 × 7.5 % = 200 + 0.15 → 200
    expect(shippingCents(byAmount, { goodsCents: 2, weightGrams: 0 })).toBe(200);
  });

  it('ships free from the free amount on, not a cent below it', () => {
    const freeFrom = zone({ rule: 'weight', baseCents: 500, perKgCents: 300, freeFromCents: 5_000 });
    expect(shippingCents(freeFrom, { goodsCents: 4_999, weightGrams: 3_000 })).toBe(1_400);
    expect(shippingCents(freeFrom, { goodsCents: 5_000, weightGrams: 3_000 })).toBe(0);
    expect(shippingCents(freeFrom, { goodsCents: 9_000, weightGrams: 3_000 })).toBe(0);
  });

  it('keeps the platform’s rule in the default zone', () => {
    const below = FREE_FREIGHT_FROM_CENTS - 1;
    expect(shippingCents(DEFAULT_SHIPPING_ZONE, { goodsCents: below, weightGrams: 9_000 })).toBe(
      FREIGHT_CENTS,
    );
    expect(
      shippingCents(DEFAULT_SHIPPING_ZONE, { goodsCents: FREE_FREIGHT_FROM_CENTS, weightGrams: 0 }),
    ).toBe(0);
  });
});

describe('zoneForCountry: the zone that carries a parcel', () => {
  const europe = { ...zone({ countries: ['DE', 'FR'], baseCents: 900 }), id: 1 };
  const japan = { ...zone({ countries: ['JP'], baseCents: 700 }), id: 2 };
  const rest = { ...zone({ countries: [], baseCents: 2_000 }), id: 3 };

  it('is the zone that names the country', () => {
    expect(zoneForCountry([europe, japan, rest], 'FR')).toBe(europe);
    expect(zoneForCountry([europe, japan, rest], 'JP')).toBe(japan);
  });

  it('is the rest-of-the-world zone for a country no zone names, and for an address without a country', () => {
    expect(zoneForCountry([europe, japan, rest], 'BR')).toBe(rest);
    expect(zoneForCountry([rest, europe], null)).toBe(rest);
  });

  it('is none where the shop does not ship: no zone names the country and there is no rest of the world', () => {
    expect(zoneForCountry([europe, japan], 'BR')).toBeNull();
    expect(zoneForCountry([europe], null)).toBeNull();
  });

  it('is the platform’s default zone for a shop without zones, whatever the country', () => {
    expect(zoneForCountry([], 'BR')).toBe(DEFAULT_SHIPPING_ZONE);
    expect(zoneForCountry([], null)).toBe(DEFAULT_SHIPPING_ZONE);
  });
});

describe('deliveryWindow', () => {
  it('counts the handling days, then the fewest and most transit days, in UTC days', () => {
    const from = new Date('2026-11-28T23:30:00Z');
    expect(deliveryWindow(zone({ handlingDays: 2, transitDaysMin: 3, transitDaysMax: 7 }), from)).toEqual({
      from: '2026-12-03',
      to: '2026-12-07',
    });
  });

  it('is one day when the transit days agree, and today when nothing takes a day', () => {
    const from = new Date('2027-02-27T08:00:00Z');
    expect(deliveryWindow(zone({ handlingDays: 1, transitDaysMin: 1, transitDaysMax: 1 }), from)).toEqual({
      from: '2027-03-01',
      to: '2027-03-01',
    });
    expect(deliveryWindow(zone({ handlingDays: 0, transitDaysMin: 0, transitDaysMax: 0 }), from)).toEqual({
      from: '2027-02-27',
      to: '2027-02-27',
    });
  });
});

describe('the countries a tax rule can name', () => {
  it('are the countries an address can be in, no more and no fewer', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(Object.keys(COUNTRY_FORMATS).sort());
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(['DE', 'GB', 'JP', 'AU', 'XK'].every(isCountryCode)).toBe(true);
    expect(['ZZ', 'UK', 'EU', 'de', ''].some(isCountryCode)).toBe(false);
  });
});

describe('taxRuleSaveSchema', () => {
  const parsed = (input: Record<string, unknown>) => taxRuleSaveSchema.safeParse(input);
  const problem = (input: Record<string, unknown>) => parsed(input).error?.issues[0]?.message;

  it('reads the percent into basis points and the amount into cents, empty meaning always', () => {
    expect(parsed({ country: ' de ', rate: '19', collect_up_to: '160' }).data).toEqual({
      country: 'DE',
      rate: 1_900,
      collect_up_to: 16_000,
    });
    expect(parsed({ country: 'CH', rate: '7.7', collect_up_to: '' }).data).toMatchObject({
      rate: 770,
      collect_up_to: null,
    });
    expect(parsed({ country: 'JP', rate: 10 }).data).toMatchObject({ rate: 1_000, collect_up_to: null });
    expect(parsed({ country: 'NO', rate: '100', collect_up_to: '0' }).data).toMatchObject({
      rate: 10_000,
      collect_up_to: 0,
    });
  });

  it('names the field of each problem, as the console form shows it', () => {
    expect(problem({ country: 'ZZ', rate: '20' })).toBe('validation.invalid|country');
    expect(problem({ country: 'DE', rate: '101' })).toBe('validation.invalid|tax_rate');
    expect(problem({ country: 'DE', rate: 'abc' })).toBe('validation.invalid|tax_rate');
    expect(problem({ country: 'DE', rate: '20', collect_up_to: '-1' })).toBe(
      'validation.amount|collect_up_to',
    );
  });
});
