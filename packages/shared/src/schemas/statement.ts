import { z } from 'zod';
import { messageRef } from '../messages';
import { id, limit, page } from './fields';

/**
 * A shop's statement over a period: `from` and `to` are days (UTC, both included); either left out means since
 * the first movement or up to now.
 */
const period = {
  from: z.iso.date({ error: messageRef('validation.invalid', 'from') }).optional(),
  to: z.iso.date({ error: messageRef('validation.invalid', 'to') }).optional(),
};

/** The seller centre's statement of its own shop: a page of its movements, oldest first. */
export const statementQuery = z.object({ ...period, page: page(), limit: limit() });
export type StatementQuery = z.output<typeof statementQuery>;

/** The same statement as a CSV file: every movement of the period. */
export const statementCsvQuery = z.object(period);
export type StatementPeriod = z.output<typeof statementCsvQuery>;

/** An operator's view of any shop's statement. */
export const adminStatementQuery = statementQuery.extend({ shop_id: id('shop_id') });
export const adminStatementCsvQuery = statementCsvQuery.extend({ shop_id: id('shop_id') });
