import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DomainEvent, Pagination, WebhookSaveInput } from '@storefront/shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { JobRunner } from '../../lib/jobs';
import { pageOfQuery } from '../../lib/pagination';
import { inTransaction } from '../../lib/transaction';
import { WEBHOOK_QUEUE } from './deliver';

/** Whose endpoints: the platform's (operators) or one shop's (its owner). Every call is scoped by it. */
export type WebhookOwner = { shopId: number | null };

/** After a rotation, the previous secret still signs for a day, while the receiver is given the new one. */
const PREVIOUS_SECRET_HOURS = 24;

/** A secret as the Standard Webhooks specification writes it: `whsec_` and 24 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const ownedBy = (owner: WebhookOwner): SQL =>
  owner.shopId === null ? isNull(webhookEndpoints.shopId) : eq(webhookEndpoints.shopId, owner.shopId);

type EndpointRow = typeof webhookEndpoints.$inferSelect;
const toEndpoint = (row: EndpointRow, showSecret = false) => ({
  id: row.id,
  shop_id: row.shopId,
  url: row.url,
  events: row.events as DomainEvent[],
  enabled: row.enabled,
  secret: showSecret ? row.secret : null,
  created_at: row.createdAt.toISOString(),
});

export async function listEndpoints(db: Db, owner: WebhookOwner) {
  const rows = await db.select().from(webhookEndpoints).where(ownedBy(owner)).orderBy(webhookEndpoints.id);
  return rows.map((row) => toEndpoint(row));
}

/**
 * Adds an endpoint (with a new secret) or changes one of the owner's; `rotate_secret` makes a new secret and
 * keeps the old one signing for a day. Answers the endpoint with its secret.
 */
export async function saveEndpoint(db: Db, owner: WebhookOwner, input: WebhookSaveInput) {
  const values = { url: input.url, events: [...new Set(input.events)], enabled: input.enabled };
  return inTransaction(db, async (tx) => {
    if (input.id === undefined) {
      const [created] = await tx
        .insert(webhookEndpoints)
        .values({ ...values, shopId: owner.shopId, secret: newSecret() })
        .returning();
      return toEndpoint(created as EndpointRow, true);
    }
    const [current] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, input.id), ownedBy(owner)))
      .for('update');
    if (!current) throw new AppError('msg.webhook_not_found');
    const rotated = input.rotate_secret
      ? {
          secret: newSecret(),
          previousSecret: current.secret,
          previousSecretUntil: new Date(Date.now() + PREVIOUS_SECRET_HOURS * 3_600_000),
        }
      : {};
    const [saved] = await tx
      .update(webhookEndpoints)
      .set({ ...values, ...rotated, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    return toEndpoint(saved as EndpointRow, true);
  });
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect & { url: string };
const toDelivery = (row: DeliveryRow) => ({
  id: row.id,
  endpoint_id: row.endpointId,
  url: row.url,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  last_status_code: row.lastStatusCode,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  outboxId: webhookDeliveries.outboxId,
  event: webhookDeliveries.event,
  payload: webhookDeliveries.payload,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  url: webhookEndpoints.url,
};

/** A select of deliveries joined to their endpoint (whose owner the filters name), filtered by `where`. */
const withEndpoint = <Query extends PgSelect>(query: Query, where: SQL | undefined) =>
  query.innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId)).where(where);

/** The owner's deliveries, newest first; `status` `failed` lists those whose last retry failed. */
export async function listDeliveries(db: Db, owner: WebhookOwner, filter: Pagination & { status?: string }) {
  const where = and(ownedBy(owner), filter.status ? eq(webhookDeliveries.status, filter.status) : undefined);
  return pageOfQuery(
    withEndpoint(db.select(deliveryColumns).from(webhookDeliveries).$dynamic(), where).orderBy(
      desc(webhookDeliveries.id),
    ),
    db.$count(
      withEndpoint(db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).$dynamic(), where).as(
        'counted',
      ),
    ),
    filter,
    toDelivery,
  );
}

/** Sends one of the owner's deliveries again, as a new job with its own retries. */
export async function replayDelivery(db: Db, jobs: JobRunner, owner: WebhookOwner, deliveryId: number) {
  const [row] = await withEndpoint(
    db.select(deliveryColumns).from(webhookDeliveries).$dynamic(),
    and(eq(webhookDeliveries.id, deliveryId), ownedBy(owner)),
  );
  if (!row) throw new AppError('msg.webhook_delivery_not_found');
  if (!jobs.running) throw new AppError('msg.server_error');
  const [pending] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', deliveredAt: null })
    .where(eq(webhookDeliveries.id, row.id))
    .returning();
  await jobs.send(WEBHOOK_QUEUE, { deliveryId: row.id });
  return toDelivery({ ...(pending ?? row), url: row.url });
}
