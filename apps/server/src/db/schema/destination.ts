import { sql } from 'drizzle-orm';
import type { ShippingRule } from '@storefront/shared';
import { char, check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { shops } from './catalog';
import { cents, updatedAt } from './columns';
import { operators } from './operators';

/**
 * Where a shop ships and what it charges (decision 064): a shop without zones ships everywhere by the platform's
 * rule (`DEFAULT_SHIPPING_ZONE`); with zones, only to the countries they name, and everywhere else only through
 * its one zone that names none.
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    /** ISO 3166-1 alpha-2; empty: the shop's rest of the world. */
    countries: varchar('countries', { length: 2 }).array().notNull(),
    rule: varchar('rule', { length: 8 }).$type<ShippingRule>().notNull(),
    baseCents: cents('base_cents').notNull(),
    perKgCents: cents('per_kg_cents').notNull().default(0),
    percentBp: integer('percent_bp').notNull().default(0),
    freeFromCents: cents('free_from_cents'),
    handlingDays: integer('handling_days').notNull(),
    transitDaysMin: integer('transit_days_min').notNull(),
    transitDaysMax: integer('transit_days_max').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipping_zones_shop_idx').on(t.shopId),
    uniqueIndex('shipping_zones_one_rest_of_world')
      .on(t.shopId)
      .where(sql`cardinality(${t.countries}) = 0`),
    check('shipping_zones_rule_known', sql`${t.rule} in ('flat', 'weight', 'amount')`),
    check(
      'shipping_zones_amounts',
      sql`${t.baseCents} >= 0 and ${t.perKgCents} >= 0 and ${t.percentBp} between 0 and 10000
        and (${t.freeFromCents} is null or ${t.freeFromCents} >= 0)`,
    ),
    check(
      'shipping_zones_days',
      sql`${t.handlingDays} >= 0 and ${t.transitDaysMin} >= 0 and ${t.transitDaysMax} >= ${t.transitDaysMin}`,
    ),
  ],
);

/** A destination's import VAT/GST, kept by operators: charged at checkout up to an amount (decision 064). */
export const taxRules = pgTable(
  'tax_rules',
  {
    country: char('country', { length: 2 }).primaryKey(),
    rateBp: integer('rate_bp').notNull(),
    /** The most a parcel's goods may be worth for the tax to be charged at checkout; null: always. */
    collectUpToCents: cents('collect_up_to_cents'),
    operatorId: integer('operator_id').references(() => operators.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tax_rules_rate', sql`${t.rateBp} between 0 and 10000`),
    check('tax_rules_collect_up_to', sql`${t.collectUpToCents} is null or ${t.collectUpToCents} >= 0`),
  ],
);
