import { eq, sql } from 'drizzle-orm';
import {
  BASE_CURRENCY,
  CURRENCIES,
  type CurrencyRateSaveInput,
  findCurrency,
  normalizeDecimal,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { currencyRates, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { MalformedRates, ratesPerDollar, readEcbFile } from './ecb-file';
import { isStale, storedRates } from './rates';

type RatesContext = Pick<AppContext, 'db' | 'rates' | 'config'>;

/**
 * The display currencies as the shopper app converts with them: the dollar at 1, every other currency with its
 * rate, or `rate: null` when it has none or it is stale (decision 062: stale rates are listed, without a rate).
 */
export async function listCurrencies(ctx: RatesContext) {
  const stored = await storedRates(ctx);
  return CURRENCIES.map(({ code, minor_units }) => {
    if (code === BASE_CURRENCY) return { code, minor_units, rate: '1', updated_at: null };
    const rate = stored.get(code);
    const fresh = rate && !isStale(rate.ratedAt, ctx.config.currencyRateMaxAgeHours);
    return {
      code,
      minor_units,
      rate: fresh ? rate.rate : null,
      updated_at: fresh ? rate.ratedAt.toISOString() : null,
    };
  });
}

/** Every currency but the dollar with its rate, when it holds from, its source and whether it is stale. */
export async function listAdminRates(ctx: RatesContext) {
  const stored = await storedRates(ctx);
  return CURRENCIES.filter(({ code }) => code !== BASE_CURRENCY).map(({ code, minor_units }) => {
    const rate = stored.get(code);
    return {
      code,
      minor_units,
      rate: rate?.rate ?? null,
      rated_at: rate?.ratedAt.toISOString() ?? null,
      source: rate?.source ?? null,
      operator: rate?.operator ?? null,
      stale: !rate || isStale(rate.ratedAt, ctx.config.currencyRateMaxAgeHours),
    };
  });
}

/** The table's currency for a code an operator or shopper sent; the dollar only where `dollar` allows it. */
function knownCurrency(code: string, dollar: boolean) {
  const currency = findCurrency(code);
  if (!currency || (!dollar && currency.code === BASE_CURRENCY))
    throw new AppError('msg.currency_unsupported');
  return currency;
}

/** An operator sets one currency's rate by hand: it holds from now. */
export async function saveRate(ctx: RatesContext, operatorId: number, input: CurrencyRateSaveInput) {
  const { code } = knownCurrency(input.code, false);
  const now = new Date();
  const values = {
    code,
    rate: normalizeDecimal(input.rate),
    ratedAt: now,
    source: 'operator' as const,
    operatorId,
    updatedAt: now,
  };
  await ctx.db
    .insert(currencyRates)
    .values(values)
    .onConflictDoUpdate({ target: currencyRates.code, set: values });
  // This instance's cache is told by the database like every other; the answer must not wait for it.
  ctx.rates.invalidate();
  const row = (await listAdminRates(ctx)).find((rate) => rate.code === code);
  if (!row) throw new Error(`rate of ${code} not listed`);
  return row;
}

/**
 * Imports the ECB's daily file in one statement: every currency of the table it prices gets its rate per dollar,
 * unless the stored one is newer (a late upload of an old file changes nothing). A malformed file changes
 * nothing and is refused with `msg.rates_file_malformed`.
 */
export async function importEcbRates(ctx: RatesContext, operatorId: number, bytes: Buffer) {
  const file = readOrRefuse(bytes);
  const { rates, missing } = ratesPerDollar(file);
  const codes = [...rates.keys()];
  const imported = await rowsOf<{ code: string }>(
    ctx.db,
    sql`
    insert into ${currencyRates} (code, rate, rated_at, source, operator_id, updated_at)
    select code, rate, ${file.ratedAt.toISOString()}::timestamptz, 'ecb', ${operatorId}::int, now()
    from unnest(${sql.param(codes)}::varchar[], ${sql.param([...rates.values()])}::varchar[])
      as given(code, rate)
    on conflict (code) do update set rate = excluded.rate, rated_at = excluded.rated_at,
      source = excluded.source, operator_id = excluded.operator_id, updated_at = excluded.updated_at
    where ${currencyRates.ratedAt} <= excluded.rated_at
    returning code`,
  );
  ctx.rates.invalidate();
  const done = new Set(imported.map((row) => row.code));
  return {
    rated_at: file.ratedAt.toISOString(),
    imported: codes.filter((code) => done.has(code)),
    missing,
  };
}

function readOrRefuse(bytes: Buffer) {
  try {
    return readEcbFile(bytes);
  } catch (error) {
    if (error instanceof MalformedRates) throw new AppError('msg.rates_file_malformed');
    throw error;
  }
}

/** Stores the shopper's display currency on the account (the app keeps a guest's on the device). */
export async function setCurrency(ctx: Pick<AppContext, 'db'>, userId: number, code: string) {
  const currency = knownCurrency(code, true);
  await ctx.db
    .update(users)
    .set({ currency: currency.code, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
