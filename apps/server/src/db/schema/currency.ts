import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { operators } from './operators';

/**
 * The display currencies' rates against the US dollar, kept by operators (decision 062): one row per currency
 * of `CURRENCIES` that has a rate. The dollar has none (it is 1).
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    /** Units of the currency per US dollar, as decimal text (10 significant digits when imported). */
    rate: varchar('rate', { length: 32 }).notNull(),
    /** The moment the rate holds from: the ECB file's date, or when an operator typed it. */
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
    source: varchar('source', { length: 16 }).$type<'operator' | 'ecb'>().notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('currency_rates_rate_decimal', sql`${t.rate} ~ '^[0-9]+(\\.[0-9]+)?$' and ${t.rate} ~ '[1-9]'`),
  ],
);
