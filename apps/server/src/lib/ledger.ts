import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerEntries, users } from '../db/schema';
import { AppError } from './app-error';

export type LedgerKind = 'payment' | 'refund' | 'recharge' | 'withdraw' | 'withdraw_return' | 'adjust';

/**
 * The only way a balance changes: one conditional update (never below zero, balance or frozen) and, when the
 * balance moves, one ledger row with the balance after it, in the caller's transaction.
 */
export async function changeBalance(
  tx: Tx,
  change: {
    userId: number;
    amountCents: number;
    frozenCents?: number;
    kind: LedgerKind;
    refType?: string;
    refId?: number;
    memo?: string;
  },
): Promise<{ balanceCents: number; frozenCents: number }> {
  const frozen = change.frozenCents ?? 0;
  const [after] = await tx
    .update(users)
    .set({
      balanceCents: sql`${users.balanceCents} + ${change.amountCents}`,
      frozenCents: sql`${users.frozenCents} + ${frozen}`,
    })
    .where(
      and(
        eq(users.id, change.userId),
        sql`${users.balanceCents} + ${change.amountCents} >= 0`,
        sql`${users.frozenCents} + ${frozen} >= 0`,
      ),
    )
    .returning({ balanceCents: users.balanceCents, frozenCents: users.frozenCents });
  if (!after) throw new AppError('msg.insufficient_balance');
  if (change.amountCents !== 0) {
    await tx.insert(ledgerEntries).values({
      userId: change.userId,
      amountCents: change.amountCents,
      balanceAfterCents: after.balanceCents,
      kind: change.kind,
      refType: change.refType ?? null,
      refId: change.refId ?? null,
      memo: change.memo ?? '',
    });
  }
  return after;
}
