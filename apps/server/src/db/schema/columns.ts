import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money is integer cents; bigint keeps large turnovers exact, the number mode is safe below 2^53. */
export const cents = (name: string) => bigint(name, { mode: 'number' });
