import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2; null for addresses saved before countries, until the shopper edits them (decision 063). */
    country: varchar('country', { length: 2 }),
    consignee: varchar('consignee', { length: 50 }).notNull(),
    /** E.164 for an address with a country; as typed for an older one. */
    mobile: varchar('mobile', { length: 20 }).notNull(),
    /** The administrative parts in one line, largest first: what orders copy and every screen shows. */
    area: varchar('area', { length: 100 }).notNull(),
    /** The parts `area` is made of, as typed in the country's form ('' where it has none). */
    adminArea: varchar('admin_area', { length: 32 }).notNull().default(''),
    locality: varchar('locality', { length: 32 }).notNull().default(''),
    sublocality: varchar('sublocality', { length: 32 }).notNull().default(''),
    postcode: varchar('postcode', { length: 20 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull(),
    tag: varchar('tag', { length: 20 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default address per user, whatever the timing of the requests.
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
