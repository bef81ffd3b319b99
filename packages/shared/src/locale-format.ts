import { CURRENCY_LABEL } from './constants';
import { findLanguage } from './languages';

/**
 * The locale Intl formats in for an app language. Arabic keeps Latin digits: order numbers, codes and card
 * numbers are Latin, and one card must not mix two digit systems.
 */
export const formattingLocale = (bcp47: string) => (bcp47 === 'ar' ? 'ar-u-nu-latn' : bcp47);

/** Amounts, counts, percentages and times written the way one language writes them. */
export type LocaleFormat = {
  /** A money text of the API ("10000.50") with the spec's dollar label where the language puts it. */
  money(amount: string, options?: { sign?: boolean }): string;
  /**
   * An amount in another currency (decimal text with the currency's minor-unit places, `convertCents`), with
   * the currency's own symbol and places as the language writes them ("￥1,530", "1.234,56 €").
   */
  currency(amount: string, code: string, minorUnits: number): string;
  count(value: number): string;
  /** A ratio in basis points (700 = 7 %). */
  percentFromBasisPoints(basisPoints: number): string;
  /** A percentage as the API gives it (98.7 = 98.7 %). */
  percent(value: number): string;
  dateTime(time: string | Date): string;
  date(time: string | Date): string;
  /** Two calendar days (`YYYY-MM-DD`, UTC) as one short range ("Dec 3 – 10", "3.–10. Dez."). */
  dayRange(from: string, to: string): string;
};

const cache = new Map<string, LocaleFormat>();

/** The formats of a language (its BCP 47 tag), made once per language. */
export function localeFormat(bcp47: string): LocaleFormat {
  const known = cache.get(bcp47);
  if (known) return known;
  const locale = formattingLocale(bcp47);
  const currency = (signDisplay: 'auto' | 'exceptZero') =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      signDisplay,
    });
  const plain = currency('auto');
  const signed = currency('exceptZero');
  const count = new Intl.NumberFormat(locale);
  const currencies = new Map<string, Intl.NumberFormat>();
  const inCurrency = (code: string, minorUnits: number) => {
    let known = currencies.get(code);
    if (!known) {
      known = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: minorUnits,
        maximumFractionDigits: minorUnits,
      });
      currencies.set(code, known);
    }
    return known;
  };
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const format: LocaleFormat = {
    money: (amount, options = {}) =>
      // Intl reads the decimal text exactly (no float) and is told USD only for its places and pattern; the
      // label shown is the spec's.
      (options.sign ? signed : plain)
        .formatToParts(amount as `${number}`)
        .map((part) => (part.type === 'currency' ? CURRENCY_LABEL : part.value))
        .join(''),
    // The text is already rounded to the minor unit; Intl reads it exactly and only writes it.
    currency: (amount, code, minorUnits) => inCurrency(code, minorUnits).format(amount as `${number}`),
    count: (value) => count.format(value),
    percentFromBasisPoints: (basisPoints) => percent.format(basisPoints / 10_000),
    percent: (value) => percent.format(value / 100),
    dateTime: (time) => dateTime.format(new Date(time)),
    date: (time) => date.format(new Date(time)),
    dayRange: (from, to) => day.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)),
  };
  cache.set(bcp47, format);
  return format;
}

/**
 * The `money` format of the locale files (`{{amount, money}}`): an amount written as the language writes it,
 * between Unicode isolates so that inside a sentence of either direction it stays whole. `language` is an
 * app language name as i18next holds it ("de", "zh-cn", "ri").
 */
export function moneyInText(amount: unknown, language: string | undefined): string {
  const bcp47 = findLanguage(language)?.bcp47 ?? 'en';
  return `\u2068${localeFormat(bcp47).money(String(amount))}\u2069`;
}

/** The `count` format of the locale files (`{{count, count}}`): a count grouped as the language groups it. */
export function countInText(count: unknown, language: string | undefined): string {
  return localeFormat(findLanguage(language)?.bcp47 ?? 'en').count(Number(count));
}

/** The `percent` format of the locale files (`{{rate, percent}}`): 98.7 written "98.7%", "98,7 %" or "%98,7". */
export function percentInText(value: unknown, language: string | undefined): string {
  return localeFormat(findLanguage(language)?.bcp47 ?? 'en').percent(Number(value));
}

/** The `country` format of the locale files (`{{country, country}}`): an ISO 3166-1 code as the language names it. */
export function countryInText(code: unknown, language: string | undefined): string {
  const bcp47 = findLanguage(language)?.bcp47 ?? 'en';
  const text = String(code);
  let name = text;
  try {
    name = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'code' }).of(text) ?? text;
  } catch {
    // Not a region code (an address from before countries): shown as it is.
  }
  return `\u2068${name}\u2069`;
}

/**
 * The formats the locale files use (`{{amount, money}}`, `{{count, count}}`, `{{rate, percent}}`,
 * `{{country, country}}`), added to an i18next instance.
 */
export function addLocaleFormats(
  formatter: { add(name: string, format: typeof moneyInText): void } | undefined,
) {
  formatter?.add('money', moneyInText);
  formatter?.add('count', countInText);
  formatter?.add('percent', percentInText);
  formatter?.add('country', countryInText);
}
