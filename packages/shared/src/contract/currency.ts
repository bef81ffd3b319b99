import { z } from 'zod';
import { setCurrencySchema } from '../schemas/account';
import { currencyRateSaveSchema } from '../schemas/admin';
import { isoTime, type ContractTable } from './define';

/** Decimal text of a rate or an amount in another currency ("149.7555571", "1530", "3.084"). */
export const decimalText = () => z.string().regex(/^-?\d+(?:\.\d+)?$/);

/**
 * A display currency as the shopper app converts with it: `rate` is units of the currency per US dollar, null
 * when the currency has no rate or its rate is older than CURRENCY_RATE_MAX_AGE_HOURS (the app then shows the
 * dollar amount alone). The dollar itself is listed with rate "1".
 */
export const currencyAnswer = z.object({
  code: z.string(),
  minor_units: z.number().int().nonnegative(),
  rate: decimalText().nullable(),
  updated_at: isoTime().nullable(),
});

/** A rate as the console lists it: when it holds from, where it came from, and whether it is too old to use. */
export const adminCurrencyRateAnswer = z.object({
  code: z.string(),
  minor_units: z.number().int().nonnegative(),
  rate: decimalText().nullable(),
  /** The moment the rate holds from: the ECB file's date, or when an operator set it. */
  rated_at: isoTime().nullable(),
  source: z.enum(['operator', 'ecb']).nullable(),
  /** Who set or imported it last. */
  operator: z.string().nullable(),
  stale: z.boolean(),
});

/** The estimate an order was placed with: null when the shopper saw dollars alone. */
export const orderDisplayAnswer = z
  .object({ currency: z.string(), rate: decimalText(), total: decimalText() })
  .nullable();

export const currencyContract = {
  'GET /api/index/currencies': { access: 'public', answer: z.array(currencyAnswer) },
  'POST /api/user/set_currency': {
    access: 'shopper',
    failures: ['msg.currency_unsupported'],
    input: setCurrencySchema,
    answer: z.null(),
  },
  'GET /api/admin/currency_rates': { access: 'operator', answer: z.array(adminCurrencyRateAnswer) },
  'POST /api/admin/currency_rate/save': {
    access: 'operator',
    failures: ['msg.currency_unsupported'],
    input: currencyRateSaveSchema,
    answer: adminCurrencyRateAnswer,
  },
  /** The ECB's daily reference rates (`eurofxref-daily.xml`) as the multipart field `file` (decision 062). */
  'POST /api/admin/currency_rates/import': {
    access: 'operator',
    failures: ['msg.rates_file_malformed', 'msg.rates_file_missing', 'msg.rates_file_too_large'],
    upload: true,
    answer: z.object({
      rated_at: isoTime(),
      /** The currencies whose rate the file set (a rate newer than the file's is kept). */
      imported: z.array(z.string()),
      /** The currencies of the table the file has no rate for. */
      missing: z.array(z.string()),
    }),
  },
} as const satisfies ContractTable;
