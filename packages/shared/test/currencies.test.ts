import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  convertCents,
  DEFAULT_CURRENCY_OF_LANGUAGE,
  divideRates,
  findCurrency,
  LANGUAGES,
  localeFormat,
} from '../src';

describe('display currencies', () => {
  it('has the minor units of ISO 4217 and a default for every language', () => {
    expect(findCurrency('jpy')?.minor_units).toBe(0);
    expect(findCurrency('KWD')?.minor_units).toBe(3);
    expect(findCurrency('USD')?.minor_units).toBe(2);
    expect(findCurrency('EUR')?.minor_units).toBe(2);
    expect(findCurrency('XYZ')).toBeUndefined();
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(10);
    for (const language of LANGUAGES) {
      expect(
        findCurrency(DEFAULT_CURRENCY_OF_LANGUAGE[language.file_name]),
        language.file_name,
      ).toBeDefined();
    }
    expect(DEFAULT_CURRENCY_OF_LANGUAGE.ri).toBe('JPY');
    expect(DEFAULT_CURRENCY_OF_LANGUAGE.ar).toBe('SAR');
  });
});

describe('convertCents', () => {
  it('rounds yen to whole units, half away from zero', () => {
    expect(convertCents(1000, '153', 0)).toBe('1530');
    // 0.01 × 150 = 1.5 yen: half-way goes up; 0.01 × 149.99 = 1.4999 goes down.
    expect(convertCents(1, '150', 0)).toBe('2');
    expect(convertCents(1, '149.99', 0)).toBe('1');
    expect(convertCents(-1, '150', 0)).toBe('-2');
    expect(convertCents(0, '149.7555576', 0)).toBe('0');
    expect(convertCents(1850, '149.5', 0)).toBe('2766');
  });

  it('keeps three places for the Kuwaiti dinar', () => {
    // 10.00 × 0.3075 = 3.075 exactly; 0.01 × 0.30745 = 0.0030745 → 0.003; 0.01 × 0.3075 = 0.003075 → 0.003
    expect(convertCents(1000, '0.3075', 3)).toBe('3.075');
    expect(convertCents(1, '0.30745', 3)).toBe('0.003');
    // 0.05 × 0.307 = 0.01535 → 0.015; 0.15 × 0.307 = 0.04605 → 0.046; half-way 0.0005 goes up
    expect(convertCents(5, '0.307', 3)).toBe('0.015');
    expect(convertCents(15, '0.307', 3)).toBe('0.046');
    expect(convertCents(1, '0.05', 3)).toBe('0.001');
    expect(convertCents(1, '0.0499', 3)).toBe('0.000');
  });

  it('keeps two places for the dollar and the euro', () => {
    expect(convertCents(123456, '1', 2)).toBe('1234.56');
    expect(convertCents(-5, '1', 2)).toBe('-0.05');
    // 0.01 × 0.5 = 0.005 → 0.01 (half up); 0.01 × 0.4999 = 0.004999 → 0.00
    expect(convertCents(1, '0.5', 2)).toBe('0.01');
    expect(convertCents(1, '0.4999', 2)).toBe('0.00');
    expect(convertCents(1000, '0.9224241306', 2)).toBe('9.22');
    expect(convertCents(1850, '0.9224241306', 2)).toBe('17.06');
  });

  it('refuses what is not a rate or a whole number of cents', () => {
    expect(() => convertCents(1.5, '1', 2)).toThrow(RangeError);
    expect(() => convertCents(100, '1,5', 2)).toThrow(RangeError);
  });
});

describe('divideRates', () => {
  it('turns rates per euro into rates per dollar to ten significant digits, half up', () => {
    expect(divideRates('162.35', '1.0841')).toBe('149.7555576');
    expect(divideRates('1', '1.0841')).toBe('0.9224241306');
    expect(divideRates('1514.36', '1.0841')).toBe('1396.882206');
    expect(divideRates('0.83115', '1.0841')).toBe('0.7666728162');
    expect(divideRates('2', '1')).toBe('2');
    expect(divideRates('1', '3')).toBe('0.3333333333');
    expect(divideRates('2', '3')).toBe('0.6666666667');
    // 9.9999999999 rounds to 10 at ten digits, written without its trailing zeros.
    expect(divideRates('9.99999999995', '1')).toBe('10');
    expect(divideRates('0.00012345678912', '1')).toBe('0.0001234567891');
  });
});

describe('currency format', () => {
  it('writes yen without decimals and the riyal right to left with Latin digits', () => {
    expect(localeFormat('ja').currency('1530', 'JPY', 0)).toMatch(/^[¥￥]1,530$/);
    expect(localeFormat('en').currency('3.075', 'KWD', 3)).toMatch(/3\.075/);
    const riyal = localeFormat('ar').currency('1234.50', 'SAR', 2);
    expect(riyal).toMatch(/1,234\.50/);
    expect(riyal).not.toMatch(/[٠-٩]/);
  });
});
