import { sql } from 'drizzle-orm';
import type { AuditStatus, InvitationStatus, ShopRole } from '@storefront/shared';
import {
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories, shops } from './catalog';
import { cents, createdAt } from './columns';
import { operators } from './operators';
import { users } from './users';

/** Who runs a shop: a user account belongs to one shop at most, as its owner or as staff. */
export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).$type<ShopRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId] }),
    uniqueIndex('shop_members_user_key').on(t.userId),
    check('shop_members_role_known', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * A shop's money, apart from its catalogue row (which the catalogue cache watches): what settled orders
 * credited it, what its withdrawals froze, and its own commission rate when operators set one.
 */
export const shopAccounts = pgTable(
  'shop_accounts',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    balanceCents: cents('balance_cents').notNull().default(0),
    frozenCents: cents('frozen_cents').notNull().default(0),
    /** Basis points; null: the rate of each line's category. */
    commissionRateBp: integer('commission_rate_bp'),
    /** What the shop mainly sells (from its application): the rate the seller centre shows without its own. */
    mainCategoryId: integer('main_category_id').references(() => categories.id),
    /** Where the shop's withdrawal codes and notices go. */
    email: varchar('email', { length: 120 }).notNull().default(''),
  },
  (t) => [
    check('shop_accounts_balance_not_negative', sql`${t.balanceCents} >= 0`),
    check('shop_accounts_frozen_not_negative', sql`${t.frozenCents} >= 0`),
    check(
      'shop_accounts_rate_range',
      sql`${t.commissionRateBp} is null or ${t.commissionRateBp} between 0 and 10000`,
    ),
  ],
);

/** A user's request to open a shop, until an operator passes (the shop is created) or refuses it. */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopName: varchar('shop_name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    logo: varchar('logo', { length: 255 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    email: varchar('email', { length: 120 }).notNull(),
    document: varchar('document', { length: 255 }).notNull(),
    status: varchar('status', { length: 10 }).$type<AuditStatus>().notNull().default('auditing'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    shopId: integer('shop_id').references(() => shops.id),
    operatorId: integer('operator_id').references(() => operators.id),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open application per user, whatever the timing.
    uniqueIndex('merchant_applications_open_key')
      .on(t.userId)
      .where(sql`${t.status} = 'auditing'`),
    index('merchant_applications_status_idx').on(t.status, t.id),
    index('merchant_applications_user_idx').on(t.userId, t.id),
  ],
);

/** Seller sessions, kept apart from shopper and operator tokens so that no kind passes for another. */
export const sellerTokens = pgTable(
  'seller_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('seller_tokens_hash_key').on(t.tokenHash),
    index('seller_tokens_user_idx').on(t.userId),
  ],
);

/**
 * An owner's invitation of a staff member by email. It makes nobody a member by itself: the account holding
 * that (verified) address accepts or declines it in the shopper app, since an account can run only one shop.
 */
export const shopInvitations = pgTable(
  'shop_invitations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Lower case, as typed by the owner. */
    email: varchar('email', { length: 254 }).notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 10 }).$type<InvitationStatus>().notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open invitation per shop and address: inviting again resends it.
    uniqueIndex('shop_invitations_open_key')
      .on(t.shopId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('shop_invitations_email_idx').on(t.email, t.status),
    check(
      'shop_invitations_status_known',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'revoked')`,
    ),
  ],
);
