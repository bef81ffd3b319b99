import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { merchantApplications, recharges, withdrawals } from '../db/schema';
import { AppError } from './app-error';

/**
 * Why a request waiting for an operator (a top-up, a withdrawal, a shop application) could not be decided:
 * decided already, or never asked for.
 */
export async function auditRefusal(
  tx: Tx,
  table: typeof recharges | typeof withdrawals | typeof merchantApplications,
  id: number,
) {
  const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return new AppError(existing ? 'msg.audit_done' : 'msg.request_not_found');
}
