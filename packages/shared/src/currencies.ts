import type { LanguageFileName } from './languages';

/**
 * The currencies a shopper may see prices in besides the dollar (decision 062). The wallet, payments, refunds
 * and settlements stay in US dollar cents; these are estimates beside them. `minor_units` is ISO 4217's.
 */
export const CURRENCIES = [
  { code: 'USD', minor_units: 2 },
  { code: 'EUR', minor_units: 2 },
  { code: 'GBP', minor_units: 2 },
  { code: 'CHF', minor_units: 2 },
  { code: 'JPY', minor_units: 0 },
  { code: 'KRW', minor_units: 0 },
  { code: 'CNY', minor_units: 2 },
  { code: 'TWD', minor_units: 2 },
  { code: 'HKD', minor_units: 2 },
  { code: 'THB', minor_units: 2 },
  { code: 'VND', minor_units: 0 },
  { code: 'TRY', minor_units: 2 },
  { code: 'RUB', minor_units: 2 },
  { code: 'SAR', minor_units: 2 },
  { code: 'AED', minor_units: 2 },
  { code: 'KWD', minor_units: 3 },
] as const;

export type Currency = (typeof CURRENCIES)[number];
export type CurrencyCode = Currency['code'];

/** The wallet's currency: every figure that moves money is in its cents. */
export const BASE_CURRENCY: CurrencyCode = 'USD';

/** The currency a language's shoppers see until they choose one. */
export const DEFAULT_CURRENCY_OF_LANGUAGE: Record<LanguageFileName, CurrencyCode> = {
  en: 'USD',
  'zh-cn': 'CNY',
  ri: 'JPY',
  han: 'KRW',
  tai: 'THB',
  ar: 'SAR',
  de: 'EUR',
  es: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  ru: 'RUB',
  tr: 'TRY',
  vit: 'VND',
  'zh-hant': 'TWD',
};

/** A currency of the table by its code, case-insensitively; undefined when unknown. */
export function findCurrency(code: string | null | undefined): Currency | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  return CURRENCIES.find((currency) => currency.code === upper);
}

/** Significant digits a rate is kept with (an imported one is a quotient of two of the file's rates). */
export const RATE_SIGNIFICANT_DIGITS = 10;

/** A rate as an operator types it: units of the currency per US dollar, a positive decimal. */
export const RATE_TEXT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,12})?$/;

/** An exact decimal: `digits / 10^scale`. */
type Decimal = { digits: bigint; scale: number };

const TEN = BigInt(10);
const pow10 = (exponent: number) => TEN ** BigInt(exponent);

/** "1.0841" → 10841 / 10^4; undefined for anything but a plain non-negative decimal. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  return { digits: BigInt(whole + fraction), scale: fraction.length };
}

/** Writes `digits / 10^scale` as decimal text with exactly `scale` places (a sign for negatives). */
function writeDecimal(digits: bigint, scale: number): string {
  const negative = digits < BigInt(0);
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = scale > 0 ? `.${text.slice(text.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** `numerator / denominator` (denominator positive) rounded half away from zero to a whole number. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < BigInt(0);
  const magnitude = negative ? -numerator : numerator;
  const rounded = (BigInt(2) * magnitude + denominator) / (BigInt(2) * denominator);
  return negative ? -rounded : rounded;
}

/** Decimal text without trailing zeros after the point ("149.7500" → "149.75", "2.0" → "2"). */
export function normalizeDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * `numerator / denominator` as decimal text of RATE_SIGNIFICANT_DIGITS significant digits, rounded half up,
 * trailing zeros dropped: the ECB's rates per euro turned into rates per dollar without floating point.
 */
export function divideRates(numerator: string, denominator: string): string {
  const top = parseDecimal(numerator);
  const bottom = parseDecimal(denominator);
  if (!top || !bottom || bottom.digits === BigInt(0)) throw new RangeError('not a rate');
  if (top.digits === BigInt(0)) return '0';
  // value = (top.digits * 10^bottom.scale) / (bottom.digits * 10^top.scale); find its first digit's place.
  const num = top.digits * pow10(bottom.scale);
  const den = bottom.digits * pow10(top.scale);
  const reaches = (exponent: number) =>
    exponent >= 0 ? num >= den * pow10(exponent) : num * pow10(-exponent) >= den;
  let magnitude = num.toString().length - den.toString().length;
  if (!reaches(magnitude)) magnitude -= 1;
  // Places after the point that leave RATE_SIGNIFICANT_DIGITS significant digits.
  const scale = Math.max(0, RATE_SIGNIFICANT_DIGITS - 1 - magnitude);
  let rounded = roundHalfUp(num * pow10(scale), den);
  // Rounding 9.999… up adds a digit: keep the stated count.
  if (rounded.toString().length > RATE_SIGNIFICANT_DIGITS && scale > 0) {
    rounded = roundHalfUp(rounded, TEN);
    return normalizeDecimal(writeDecimal(rounded, scale - 1));
  }
  return normalizeDecimal(writeDecimal(rounded, scale));
}

/**
 * A dollar amount in cents shown in another currency: `cents / 100 × rate`, exact, rounded half away from zero
 * to the currency's minor unit, as decimal text with exactly that many places ("1530", "12.35", "3.084").
 * Display only: nothing that moves money is ever computed from it.
 */
export function convertCents(amountCents: number, rate: string, minorUnits: number): string {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`not a whole number of cents: ${amountCents}`);
  const parsed = parseDecimal(rate);
  if (!parsed) throw new RangeError(`not a rate: ${rate}`);
  // units of the minor unit = cents × rate × 10^minor / 100
  const numerator = BigInt(amountCents) * parsed.digits * pow10(minorUnits);
  const denominator = pow10(parsed.scale + 2);
  return writeDecimal(roundHalfUp(numerator, denominator), minorUnits);
}
