import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Pagination } from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import {
  blockchainNetworks,
  categories,
  complaints,
  consultations,
  merchantApplications,
  operatorAudits,
  operators,
  orders,
  productTranslations,
  products,
  promoCodes,
  rechargeAccounts,
  recharges,
  refunds,
  shopTranslations,
  shippingZones,
  shops,
  taxRules,
  users,
  withdrawals,
  articles,
} from '../../db/schema';
import { currentOperatorId } from '../../lib/auth';
import { pageOfQuery } from '../../lib/pagination';
import { inTransaction } from '../../lib/transaction';

/** Tables an audited action can touch, by the name the audit log uses. */
const TABLES = {
  order: orders,
  product: products,
  recharge: recharges,
  withdrawal: withdrawals,
  refund: refunds,
  complaint: complaints,
  consultation: consultations,
  user: users,
  category: categories,
  shop: shops,
  promo_code: promoCodes,
  network: blockchainNetworks,
  recharge_account: rechargeAccounts,
  article: articles,
  merchant_application: merchantApplications,
  shipping_zone: shippingZones,
} as const;

/** Translation tables, whose rows are named by the product's or shop's id and a language. */
const TRANSLATION_TABLES = {
  product_translation: { table: productTranslations, owner: productTranslations.productId },
  shop_translation: { table: shopTranslations, owner: shopTranslations.shopId },
} as const;

/** Tables whose rows are named by a code rather than a number: the log's `target_id` stays empty for them. */
const CODED_TABLES = {
  tax_rule: { table: taxRules, code: taxRules.country },
} as const;
export type AuditTarget = keyof typeof TABLES | keyof typeof TRANSLATION_TABLES | keyof typeof CODED_TABLES;

/**
 * What an operator action records: its name, the kind of record it touches and that record's id (for a
 * translation, the id of the product or shop it translates, and its language; for a record named by a code,
 * such as a country's tax rule, that code).
 */
export type AuditEntry =
  | { action: string; target: keyof typeof TABLES; id?: number }
  | { action: string; target: keyof typeof TRANSLATION_TABLES; id: number; lang: string }
  | { action: string; target: keyof typeof CODED_TABLES; code: string };

/** The record as the log keeps it; locked when read before the action, so that `before` is what it changed. */
async function snapshot(tx: Tx, entry: AuditEntry, id: number | undefined, lock: boolean) {
  if ('code' in entry) {
    const { table, code } = CODED_TABLES[entry.target];
    const select = tx.select().from(table).where(eq(code, entry.code));
    const [row] = lock ? await select.for('update') : await select;
    return row ?? null;
  }
  if (id === undefined) return null;
  const select =
    entry.target === 'product_translation' || entry.target === 'shop_translation'
      ? tx
          .select()
          .from(TRANSLATION_TABLES[entry.target].table)
          .where(
            and(
              eq(TRANSLATION_TABLES[entry.target].owner, id),
              eq(TRANSLATION_TABLES[entry.target].table.lang, entry.lang),
            ),
          )
      : tx.select().from(TABLES[entry.target]).where(eq(TABLES[entry.target].id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) return null;
  const { passwordHash: _password, payPasswordHash: _pay, ...safe } = row as Record<string, unknown>;
  return safe;
}

const createdId = (result: unknown) => {
  const id = (result as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
};

/**
 * Runs an operator action and writes its audit row (operator, action, target, before and after, time) in one
 * transaction, so that a decision and its record commit together or not at all: written after the commit, a
 * crash in between left decisions unrecorded. The action's own transaction runs inside as a savepoint; one
 * that fails writes no row. A created record (no `id` given) is named by the `id` of the action's answer.
 */
export async function audited<T>(
  request: FastifyRequest,
  entry: AuditEntry,
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  const operatorId = currentOperatorId(request);
  return inTransaction(request.server.ctx.db, async (tx) => {
    const named = 'code' in entry;
    const before = await snapshot(tx, entry, named ? undefined : entry.id, true);
    const result = await action(tx);
    const id = named ? undefined : (entry.id ?? createdId(result));
    await tx.insert(operatorAudits).values({
      operatorId,
      action: entry.action,
      targetType: entry.target,
      targetId: id ?? null,
      before,
      after: await snapshot(tx, entry, id, false),
    });
    return result;
  });
}

export async function listAudits(
  db: Db,
  filter: Pagination & { operator_id?: number; action?: string; target_type?: string },
) {
  const conditions: SQL[] = [];
  if (filter.operator_id) conditions.push(eq(operatorAudits.operatorId, filter.operator_id));
  if (filter.action) conditions.push(eq(operatorAudits.action, filter.action));
  if (filter.target_type) conditions.push(eq(operatorAudits.targetType, filter.target_type));
  const where = conditions.length ? and(...conditions) : undefined;
  return pageOfQuery(
    db
      .select({ audit: operatorAudits, operator: operators.username })
      .from(operatorAudits)
      .innerJoin(operators, eq(operators.id, operatorAudits.operatorId))
      .where(where)
      .orderBy(desc(operatorAudits.id)),
    db.$count(operatorAudits, where),
    filter,
    ({ audit, operator }) => ({
      id: audit.id,
      operator,
      operator_id: audit.operatorId,
      action: audit.action,
      target_type: audit.targetType,
      target_id: audit.targetId,
      before: audit.before,
      after: audit.after,
      created_at: audit.createdAt.toISOString(),
    }),
  );
}
