import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
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
    /** The display currency the shopper chose (decision 062); null: their language's default. */
    currency: varchar('currency', { length: 3 }),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    payFailures: integer('pay_failures').notNull().default(0),
    payFailuresSince: timestamp('pay_failures_since', { withTimezone: true }),
    payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
    /** Last change of the email, the password or the payment code: withdrawals wait 24 hours after it. */
    securityChangedAt: timestamp('security_changed_at', { withTimezone: true }),
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
    /** What the shopper's sessions list shows of the device that logged in. */
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

/**
 * Failed logins counted per typed account and client address, so that a stranger's guesses never lock the
 * shopper out of their own device, and an unknown account is counted exactly like a real one (nothing tells
 * them apart). A login claims an attempt here before its password is judged (decision 018).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    accountKey: varchar('account_key', { length: 254 }).notNull(),
    client: varchar('client', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.client] })],
);

/** Every stored upload and who sent it: a shopper may only cite their own pictures as evidence. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    url: varchar('url', { length: 255 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_url_key').on(t.url), index('uploads_user_idx').on(t.userId)],
);
