import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { shops } from './catalog';
import { createdAt, updatedAt } from './columns';

/**
 * Where an integrator hears the storefront's events (decision 051): the platform's own endpoints (no shop: every
 * event), or a shop's (that shop's events only). Signed per the Standard Webhooks specification with `secret`;
 * after a rotation the previous secret signs too until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    url: varchar('url', { length: 500 }).notNull(),
    events: text('events').array().notNull(),
    secret: varchar('secret', { length: 80 }).notNull(),
    previousSecret: varchar('previous_secret', { length: 80 }),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_shop_idx').on(t.shopId)],
);

/** One event for one endpoint: delivered, retrying, or failed after its last retry; replayable. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The outbox row of the event: one delivery per event and endpoint. */
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    event: varchar('event', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: varchar('last_error', { length: 300 }),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.endpointId, t.outboxId),
    index('webhook_deliveries_status_idx').on(t.status, t.id),
  ],
);

/** Every try of a delivery: when, what the endpoint answered or why it could not be reached, how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    error: varchar('error', { length: 300 }),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
