import {
  char,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_username_key').on(t.username)],
);

/** Kept apart from shopper tokens so that neither kind can ever pass for the other. */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operator_tokens_hash_key').on(t.tokenHash),
    index('operator_tokens_operator_idx').on(t.operatorId),
  ],
);

/** Every operator action: who, what, when, and the record before and after it. */
export const operatorAudits = pgTable(
  'operator_audits',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_audits_time_idx').on(t.id),
    index('operator_audits_operator_idx').on(t.operatorId, t.id),
  ],
);
