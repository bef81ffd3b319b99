import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The transactional outbox (decision 050): what must leave the building, written in the transaction of the
 * action it follows, so that it leaves if and only if the action committed. A domain event (`kind` `event`,
 * `name` such as `order.paid`) or a mail (`kind` `mail`). `relayOutbox` hands each row to the job runner, which
 * delivers it with retries; `relayed_at` marks the rows handed over. A relay that dies keeps its claim only
 * until `claimed_until`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The shop the event is about, for the shop's own subscribers; null when none or a mail. */
    shopId: integer('shop_id'),
    createdAt: createdAt(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_waiting_idx')
      .on(t.id)
      .where(sql`${t.relayedAt} is null`),
  ],
);
