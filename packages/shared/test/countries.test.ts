import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from '../src';
import { COUNTRY_FORMATS } from '../src/address/all';

describe('the countries a shipping zone can name', () => {
  it('are the countries an address can be in, once each, in order', () => {
    expect(COUNTRY_CODES).toEqual(Object.keys(COUNTRY_FORMATS).sort());
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });

  it('are known by their upper-case code only', () => {
    expect(isCountryCode('JP')).toBe(true);
    expect(isCountryCode('jp')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('')).toBe(false);
  });
});
