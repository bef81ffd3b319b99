import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCents, CURRENCIES, formatCents } from '@storefront/shared';

/**
 * An oracle written another way than `convertCents`: the exact product's decimal digits as text, cut after the
 * currency's places, and rounded up when the first digit cut is 5 or more (half away from zero).
 */
function roundedProduct(cents: number, rate: string, places: number): string {
  const [whole, fraction = ''] = rate.split('.');
  const product = (BigInt(Math.abs(cents)) * BigInt(`${whole}${fraction}`)).toString();
  const scale = fraction.length + 2;
  const digits = product.padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const decimals = digits.slice(digits.length - scale).padEnd(places + 1, '0');
  let kept = BigInt(`${integer}${decimals.slice(0, places)}`);
  if (Number(decimals[places]) >= 5) kept += BigInt(1);
  const text = kept.toString().padStart(places + 1, '0');
  const written = places ? `${text.slice(0, -places)}.${text.slice(-places)}` : text;
  return cents < 0 && kept > BigInt(0) ? `-${written}` : written;
}

/** A rate as the table keeps them: up to 10 significant digits, from 0.0001 to about a million. */
const rateText = fc
  .tuple(fc.integer({ min: 1, max: 9_999_999_999 }), fc.integer({ min: 0, max: 10 }))
  .map(([digits, scale]) => {
    const text = String(digits).padStart(scale + 1, '0');
    return scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
  })
  .filter((rate) => Number(rate) >= 0.0001);

describe('converting a dollar amount for display', () => {
  it('is the exact product rounded half up to the minor unit, and leaves the dollars as they were', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.constantFrom(...CURRENCIES),
        rateText,
        (cents, currency, rate) => {
          const before = formatCents(cents);
          const shown = convertCents(cents, rate, currency.minor_units);
          const places = currency.minor_units;
          expect(shown).toMatch(places ? new RegExp(`^-?\\d+\\.\\d{${places}}$`) : /^-?\d+$/);
          expect(shown).toBe(roundedProduct(cents, rate, places));
          // At most half a minor unit from the exact product.
          const exact = (BigInt(cents) * BigInt(rate.replace('.', ''))) as bigint;
          const exactScale = (rate.split('.')[1]?.length ?? 0) + 2;
          const shownUnits = BigInt(shown.replace('.', ''));
          const gap = shownUnits * 10n ** BigInt(exactScale) - exact * 10n ** BigInt(places);
          const half = 10n ** BigInt(exactScale) / 2n;
          expect(gap <= half && gap >= -half).toBe(true);
          // The dollar figure is what it was: conversion is display only.
          expect(formatCents(cents)).toBe(before);
          // At a rate of one, the dollar is its own money text.
          if (currency.code === 'USD') expect(convertCents(cents, '1', 2)).toBe(before);
        },
      ),
      { numRuns: 2_000, seed: 62 },
    );
  });
});
