import { asc, eq } from 'drizzle-orm';
import { formatCents, percentText, type taxRuleSaveSchema } from '@storefront/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { operators, taxRules } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';

/**
 * The destinations' import tax rules as operators keep them (decision 064): a country's VAT/GST rate and the
 * most a parcel's goods may be worth for it to be charged at checkout. The checkout reads them through
 * `taxRulesByCountry` (rules.ts), from memory that every write here makes every instance forget.
 */

type TaxContext = Pick<AppContext, 'db' | 'destinationRules'>;
/** The transaction a write runs in: its own, or the operators' audited one (the route's). */
type Transaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

const ruleColumns = {
  country: taxRules.country,
  rateBp: taxRules.rateBp,
  collectUpToCents: taxRules.collectUpToCents,
  updatedAt: taxRules.updatedAt,
  operator: operators.username,
};

const readRules = (db: Db) =>
  db.select(ruleColumns).from(taxRules).leftJoin(operators, eq(operators.id, taxRules.operatorId));

type RuleRow = Awaited<ReturnType<typeof readRules>>[number];

const toAnswer = (row: RuleRow) => ({
  country: row.country,
  rate: percentText(row.rateBp),
  collect_up_to: row.collectUpToCents === null ? null : formatCents(row.collectUpToCents),
  operator: row.operator,
  updated_at: row.updatedAt.toISOString(),
});

/** Every rule, by country code, with the operator who last set it. */
export async function listTaxRules(ctx: Pick<AppContext, 'db'>) {
  const rows = await readRules(ctx.db).orderBy(asc(taxRules.country));
  return rows.map(toAnswer);
}

/**
 * Sets a country's rule, whether it had one or not; it holds from now and names the operator. Answers the rule
 * as the list shows it.
 */
export async function saveTaxRule(
  ctx: TaxContext,
  operatorId: number,
  input: z.output<typeof taxRuleSaveSchema>,
  transaction: Transaction = (work) => inTransaction(ctx.db, work),
) {
  const values = {
    country: input.country,
    rateBp: input.rate,
    collectUpToCents: input.collect_up_to,
    operatorId,
    updatedAt: new Date(),
  };
  const row = await transaction(async (tx) => {
    await tx.insert(taxRules).values(values).onConflictDoUpdate({ target: taxRules.country, set: values });
    const [saved] = await readRules(tx).where(eq(taxRules.country, input.country));
    return saved;
  });
  // Every instance forgets the rules when the database tells it; this one need not wait to be told.
  ctx.destinationRules.invalidate();
  if (!row) throw new Error(`tax rule of ${input.country} not read back`);
  return toAnswer(row);
}

/** Removes a country's rule: its parcels are then priced without tax and say nothing about it. */
export async function deleteTaxRule(
  ctx: TaxContext,
  country: string,
  transaction: Transaction = (work) => inTransaction(ctx.db, work),
) {
  await transaction(async (tx) => {
    const deleted = await tx
      .delete(taxRules)
      .where(eq(taxRules.country, country))
      .returning({ country: taxRules.country });
    // Refused inside, so that the audited transaction records nothing.
    if (deleted.length === 0) throw new AppError('msg.tax_rule_not_found');
  });
  ctx.destinationRules.invalidate();
}
