import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/languages';
import { addLocaleFormats, localeFormat } from '../src/locale-format';

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
    expect(localeFormat('de').percent(98.7)).toBe('98,7\u00a0%');
    expect(localeFormat('tr').percent(100)).toBe('%100');
    const noon = '2026-11-23T12:00:00Z';
    expect(localeFormat('de').date(noon)).toBe('23.11.2026');
    for (const language of LANGUAGES) {
      const format = localeFormat(language.bcp47);
      expect(format.money('1.00'), language.code).toMatch(/1[.,]00/);
      // Thai writes the Buddhist era, as Thai readers expect.
      expect(format.dateTime(noon), language.code).toMatch(/2026|2569/);
    }
  });

  it('gives the locale files a percent format, so that no text writes its own % sign', async () => {
    const texts = await Promise.all(
      LANGUAGES.map(
        async (language) =>
          [language, await import(`../../i18n/locales/${language.file_name}.json`)] as const,
      ),
    );
    const i18next = (await import('i18next')).default.createInstance();
    await i18next.init({
      resources: Object.fromEntries(
        texts.map(([language, json]) => [language.file_name, { translation: json.default }]),
      ),
      lng: 'de',
      interpolation: { escapeValue: false },
    });
    addLocaleFormats(i18next.services.formatter);
    expect(i18next.t('common.favorable_rate', { rate: 98.7 })).toBe('98,7\u00a0% positiv');
    expect(i18next.t('common.favorable_rate', { lng: 'tr', rate: 98.7 })).toBe('%98,7 olumlu');
    for (const [language, json] of texts)
      expect(JSON.stringify(json.default), language.file_name).not.toMatch(/\{\{rate\}\}|%\{\{/);
  });
});
