import { eq } from 'drizzle-orm';
import { BASE_CURRENCY, convertCents, type Currency, findCurrency } from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { currencyRates, operators } from '../../db/schema';

export type StoredRate = {
  code: string;
  rate: string;
  ratedAt: Date;
  source: 'operator' | 'ecb';
  operator: string | null;
};

const loadRates = (db: Db): Promise<StoredRate[]> =>
  db
    .select({
      code: currencyRates.code,
      rate: currencyRates.rate,
      ratedAt: currencyRates.ratedAt,
      source: currencyRates.source,
      operator: operators.username,
    })
    .from(currencyRates)
    .leftJoin(operators, eq(operators.id, currencyRates.operatorId));

/** Every stored rate by currency code, from the cache. */
export async function storedRates(ctx: Pick<AppContext, 'db' | 'rates'>): Promise<Map<string, StoredRate>> {
  const rows = await ctx.rates.read('rates', () => loadRates(ctx.db));
  return new Map(rows.map((row) => [row.code, row]));
}

/** Whether a rate is too old to show (CURRENCY_RATE_MAX_AGE_HOURS). */
export const isStale = (ratedAt: Date, maxAgeHours: number, now = Date.now()) =>
  now - ratedAt.getTime() > maxAgeHours * 3_600_000;

/** A currency with a rate fresh enough to show prices in. */
export type DisplayCurrency = { currency: Currency; rate: string };

/**
 * The currency a request's prices are shown in besides the dollar: none for the dollar itself, an unknown code,
 * or a currency without a fresh rate (the shopper then sees dollars alone). The dollar reads nothing.
 */
export async function displayCurrencyOf(
  ctx: Pick<AppContext, 'db' | 'rates' | 'config'>,
  code: string | null,
): Promise<DisplayCurrency | null> {
  const currency = findCurrency(code);
  if (!currency || currency.code === BASE_CURRENCY) return null;
  const stored = (await storedRates(ctx)).get(currency.code);
  if (!stored || isStale(stored.ratedAt, ctx.config.currencyRateMaxAgeHours)) return null;
  return { currency, rate: stored.rate };
}

/** An order's display columns for its total in cents: all null when the shopper saw dollars alone. */
export function displayColumns(display: DisplayCurrency | null, totalCents: number) {
  if (!display) return { displayCurrency: null, displayRate: null, displayTotal: null };
  return {
    displayCurrency: display.currency.code,
    displayRate: display.rate,
    displayTotal: convertCents(totalCents, display.rate, display.currency.minor_units),
  };
}
