import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/languages';
import { localeFormat } from '../src/locale-format';

describe('locale formats', () => {
  it('writes amounts as each language does, with the spec’s dollar label, to the cent', () => {
    expect(localeFormat('en').money('10000.00')).toBe('$10,000.00');
    expect(localeFormat('de').money('10000.00')).toBe('10.000,00\u00a0$');
    expect(localeFormat('fr').money('1234.56')).toBe('1\u202f234,56\u00a0$');
    expect(localeFormat('ja').money('0.05')).toBe('$0.05');
    // Decimal text is read exactly, beyond what a float holds.
    expect(localeFormat('en').money('90071992547409.99')).toBe('$90,071,992,547,409.99');
  });

  it('signs amounts that are money in or out, and Arabic keeps Latin digits and the label', () => {
    expect(localeFormat('en').money('25.00', { sign: true })).toBe('+$25.00');
    expect(localeFormat('en').money('-25.00', { sign: true })).toBe('-$25.00');
    expect(localeFormat('en').money('0.00', { sign: true })).toBe('$0.00');
    const arabic = localeFormat('ar').money('10000.00', { sign: true });
    expect(arabic).toContain('10,000.00');
    expect(arabic).toContain('$');
    expect(arabic).not.toContain('US');
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });

  it('writes counts, percentages and times in the language, for each of the 14', () => {
    expect(localeFormat('de').count(12345)).toBe('12.345');
    expect(localeFormat('en').percentFromBasisPoints(700)).toBe('7%');
    expect(localeFormat('de').percentFromBasisPoints(750)).toBe('7,5\u00a0%');
    const noon = '2026-11-23T12:00:00Z';
    expect(localeFormat('de').date(noon)).toBe('23.11.2026');
    for (const language of LANGUAGES) {
      const format = localeFormat(language.bcp47);
      expect(format.money('1.00'), language.code).toMatch(/1[.,]00/);
      // Thai writes the Buddhist era, as Thai readers expect.
      expect(format.dateTime(noon), language.code).toMatch(/2026|2569/);
    }
  });
});
