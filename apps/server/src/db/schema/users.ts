import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 32 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    familyName: varchar('family_name', { length: 50 }).notNull().default(''),
    givenName: varchar('given_name', { length: 50 }).notNull().default(''),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    payPasswordHash: varchar('pay_password_hash', { length: 255 }),
    balanceCents: cents('balance_cents').notNull().default(0),
    frozenCents: cents('frozen_cents').notNull().default(0),
    scoreCents: cents('score_cents').notNull().default(0),
    language: varchar('language', { length: 10 }),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    loginFailures: integer('login_failures').notNull().default(0),
    loginLockedUntil: timestamp('login_locked_until', { withTimezone: true }),
    payFailures: integer('pay_failures').notNull().default(0),
    payFailuresSince: timestamp('pay_failures_since', { withTimezone: true }),
    payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile),
    check('users_balance_not_negative', sql`${t.balanceCents} >= 0`),
    check('users_frozen_not_negative', sql`${t.frozenCents} >= 0`),
    check('users_score_not_negative', sql`${t.scoreCents} >= 0`),
  ],
);

export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);
