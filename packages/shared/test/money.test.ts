import { describe, expect, it } from 'vitest';
import { formatCents, parseCents, withdrawArrivalCents, withdrawFeeCents } from '../src/money';

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

describe('withdrawal fee and arrival', () => {
  // Exact reference: the fee rounded up to the cent, in integer arithmetic that cannot drift.
  const exactFee = (amountCents: number, feeRateBp: number) =>
    Number((BigInt(amountCents) * BigInt(feeRateBp) + 9_999n) / 10_000n);

  it('is exact for every amount from 0.01 to 1,000.00 at the seeded 1 % and at 7 %', () => {
    for (const feeRateBp of [100, 700]) {
      for (let amountCents = 1; amountCents <= 100_000; amountCents += 1) {
        const fee = withdrawFeeCents(amountCents, feeRateBp);
        if (fee !== exactFee(amountCents, feeRateBp))
          throw new Error(`${amountCents} at ${feeRateBp} bp: ${fee}`);
        if (withdrawArrivalCents(amountCents, feeRateBp) + fee !== amountCents)
          throw new Error(`${amountCents}`);
      }
    }
  });

  it('differs from the float rate the app used to multiply by, which overcharged by a cent', () => {
    let overcharged = 0;
    for (let amountCents = 1; amountCents <= 100_000; amountCents += 1) {
      if (Math.ceil(amountCents * 0.07) !== withdrawFeeCents(amountCents, 700)) overcharged += 1;
    }
    expect(overcharged).toBeGreaterThan(500);
  });

  it('refuses an amount too large to work out exactly', () => {
    expect(() => withdrawFeeCents(Number.MAX_SAFE_INTEGER, 700)).toThrow(RangeError);
  });
});
