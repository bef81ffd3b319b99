import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { merchantApplications, recharges, refunds, withdrawals } from '../db/schema';
import { AppError } from './app-error';

/**
 * Why a request waiting for a decision (a top-up, a withdrawal, a shop application, a refund) could not be
 * decided: decided already, or never asked for. `within` narrows what counts as asked for (a shop's own).
 */
export async function auditRefusal(
  tx: Tx,
  table: typeof recharges | typeof withdrawals | typeof merchantApplications | typeof refunds,
  id: number,
  within?: SQL,
) {
  const [existing] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), within));
  return new AppError(existing ? 'msg.audit_done' : 'msg.request_not_found');
}
