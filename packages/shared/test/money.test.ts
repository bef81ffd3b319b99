import { describe, expect, it } from 'vitest';
import { formatCents, parseCents } from '../src/money';

describe('money', () => {
  it('parses decimal text into cents without floating point', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('0.07')).toBe(7);
    expect(parseCents('19.99')).toBe(1999);
    expect(parseCents('-3')).toBe(-300);
    expect(parseCents(' 100 ')).toBe(10000);
  });

  it('refuses anything that is not a plain two-place amount', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '.5', '1,00', 'NaN', '--1', '12.']) {
      expect(parseCents(bad), bad).toBeUndefined();
    }
  });

  it('formats cents with exactly two places', () => {
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(() => formatCents(1.5)).toThrow();
  });
});
