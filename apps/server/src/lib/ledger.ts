import { sql } from 'drizzle-orm';
import { preparedStatement, type Tx } from '../db/client';
import { ledgerEntries, users } from '../db/schema';
import { AppError } from './app-error';

export type LedgerKind = 'payment' | 'refund' | 'recharge' | 'withdraw' | 'withdraw_return' | 'adjust';

const moveBalance = preparedStatement<{
  userId: number;
  amount: number;
  frozen: number;
  kind: LedgerKind;
  refType: string | null;
  refId: number | null;
  memo: string;
}>((value) => {
  const amount = sql`${value('amount')}::bigint`;
  const frozen = sql`${value('frozen')}::bigint`;
  return sql`with after as (
      update ${users} set balance_cents = balance_cents + ${amount}, frozen_cents = frozen_cents + ${frozen}
      where id = ${value('userId')} and balance_cents + ${amount} >= 0 and frozen_cents + ${frozen} >= 0
      returning balance_cents, frozen_cents
    ), entry as (
      insert into ${ledgerEntries} (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, memo)
      select ${value('userId')}, ${amount}, balance_cents, ${value('kind')}, ${value('refType')}::varchar,
        ${value('refId')}::int, ${value('memo')}
      from after where ${amount} <> 0
    )
    select balance_cents, frozen_cents from after`;
});

/**
 * The only way a balance changes: one statement that moves the balance (and the frozen amount) only where
 * neither goes below zero and, when the balance moves, writes the ledger row with the balance after it, in the
 * caller's transaction. The users table's CHECK constraints stand behind it.
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
  const [after] = await moveBalance(tx, {
    userId: change.userId,
    amount: change.amountCents,
    frozen: change.frozenCents ?? 0,
    kind: change.kind,
    refType: change.refType ?? null,
    refId: change.refId ?? null,
    memo: change.memo ?? '',
  });
  if (!after) throw new AppError('msg.insufficient_balance');
  return { balanceCents: Number(after.balance_cents), frozenCents: Number(after.frozen_cents) };
}
