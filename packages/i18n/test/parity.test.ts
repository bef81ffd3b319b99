import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@storefront/shared';
import { locales } from '../src';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// A placeholder with its format ("amount, money"): a locale must format an amount as the reference does.
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+(?:, *\w+)?)\}\}/g)].map((m) => m[1]!.replace(/, */, ', ')).sort();

const everyEnglishText = leaves(locales.en);

/**
 * A locale's texts without its plural forms ("summary_one"), which it may add to a key of the reference for the
 * plural categories of its own language only; the base key is the form for every other count.
 */
function withoutPlurals(language: (typeof LANGUAGES)[number], texts: Map<string, string>) {
  const categories = new Intl.PluralRules(language.bcp47).resolvedOptions().pluralCategories;
  const kept = new Map<string, string>();
  for (const [key, text] of texts) {
    const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    const base = plural ? everyEnglishText.get(plural[1]!) : undefined;
    if (plural && base !== undefined) {
      expect(categories, `${language.file_name} ${key}`).toContain(plural[2]);
      expect(placeholders(text), `${language.file_name} ${key}`).toEqual(placeholders(base));
      continue;
    }
    kept.set(key, text);
  }
  return kept;
}

const reference = withoutPlurals(LANGUAGES[0], everyEnglishText); // English is LANGUAGES[0]

describe('locale parity', () => {
  it('has one locale file for each of the 14 languages', () => {
    expect(Object.keys(locales).sort()).toEqual(LANGUAGES.map((l) => l.file_name).sort());
  });

  for (const language of LANGUAGES) {
    it(`${language.file_name} has every key, no extra key, the same placeholders and no empty text`, () => {
      const current = withoutPlurals(language, leaves(locales[language.file_name]));
      expect([...current.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of reference) {
        const translated = current.get(key) ?? '';
        expect(translated.trim(), `${language.file_name} ${key}`).not.toBe('');
        expect(placeholders(translated), `${language.file_name} ${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('leaves amounts to the money format: no locale writes the dollar label next to a placeholder', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of leaves(locales[language.file_name])) {
        expect(text, `${language.file_name} ${key}`).not.toMatch(/\$\s*\{\{|\}\}\s*\$/);
      }
    }
  });

  it('keeps the spec messages as written in their language', () => {
    expect(locales['zh-cn'].msg.duplicate_submit).toBe('数据正在处理，请勿重复提交');
    expect(locales.en.msg.please_login).toBe('Please login first');
  });
});
