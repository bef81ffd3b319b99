import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pagination } from '@storefront/shared';
import type { Db } from '../../db/client';
import {
  blockchainNetworks,
  categories,
  complaints,
  consultations,
  operatorAudits,
  operators,
  orders,
  products,
  promoCodes,
  recharges,
  refunds,
  shops,
  users,
  withdrawals,
  articles,
} from '../../db/schema';
import { offsetOf, pageOf } from '../../lib/pagination';

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
  article: articles,
} as const;
export type AuditTarget = keyof typeof TABLES;

export type AuditConfig = {
  action: string;
  target: AuditTarget;
  idOf: (body: Record<string, unknown>) => unknown;
};

/** Route option that makes the audit hooks record this operator action. */
export const audited = (action: string, target: AuditTarget, idField = 'id'): { audit: AuditConfig } => ({
  audit: { action, target, idOf: (body) => body[idField] },
});

async function snapshot(db: Db, target: AuditTarget, id: number | undefined) {
  if (id === undefined) return null;
  const table = TABLES[target];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) return null;
  const { passwordHash: _password, payPasswordHash: _pay, ...safe } = row as Record<string, unknown>;
  return safe;
}

const auditState = new WeakMap<
  FastifyRequest,
  { config: AuditConfig; id: number | undefined; before: unknown }
>();

/**
 * Hooks for the operator scope: before an audited action the record is read, after a successful answer it is
 * read again and both are written with the operator and the time. Services stay free of bookkeeping.
 */
export function registerAuditHooks(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const config = (request.routeOptions.config as { audit?: AuditConfig }).audit;
    if (!config || request.operatorId === null) return;
    const raw = Number(config.idOf((request.body ?? {}) as Record<string, unknown>));
    const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
    auditState.set(request, { config, id, before: await snapshot(app.ctx.db, config.target, id) });
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const state = auditState.get(request);
    if (!state || request.operatorId === null || typeof payload !== 'string') return payload;
    const answer = JSON.parse(payload) as {
      code?: number;
      data?: { id?: number; order_id?: number; user_id?: number };
    };
    if (answer.code !== 1) return payload;
    const id = state.id ?? answer.data?.id ?? undefined;
    await app.ctx.db.insert(operatorAudits).values({
      operatorId: request.operatorId,
      action: state.config.action,
      targetType: state.config.target,
      targetId: id ?? null,
      before: state.before,
      after: await snapshot(app.ctx.db, state.config.target, id),
    });
    return payload;
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
  const rows = await db
    .select({ audit: operatorAudits, operator: operators.username })
    .from(operatorAudits)
    .innerJoin(operators, eq(operators.id, operatorAudits.operatorId))
    .where(where)
    .orderBy(desc(operatorAudits.id))
    .limit(filter.limit)
    .offset(offsetOf(filter));
  return pageOf(
    rows.map(({ audit, operator }) => ({
      id: audit.id,
      operator,
      operator_id: audit.operatorId,
      action: audit.action,
      target_type: audit.targetType,
      target_id: audit.targetId,
      before: audit.before,
      after: audit.after,
      created_at: audit.createdAt.toISOString(),
    })),
    await db.$count(operatorAudits, where),
    filter,
  );
}
