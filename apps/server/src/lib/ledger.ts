import { and, eq, type SQL, sql } from 'drizzle-orm';
import { preparedStatement, type Tx } from '../db/client';
import { ledgerEntries, shopAccounts, shopLedgerEntries, users } from '../db/schema';
import { AppError } from './app-error';

export type LedgerKind = 'payment' | 'refund' | 'recharge' | 'withdraw' | 'withdraw_return' | 'adjust';

/**
 * One balance change as SQL: each part a statement value, or an expression over `from` (earlier CTEs of the
 * same statement, such as the order a payment marked paid).
 */
export type BalanceMove = {
  userId: SQL;
  amount: SQL;
  frozen: SQL;
  /** A `LedgerKind`. */
  kind: SQL;
  refType: SQL;
  refId: SQL;
  memo: SQL;
  from?: SQL;
  /** More assignments to the user's row, made only when the balance moves (a payment ends a code's streak). */
  alsoSet?: SQL;
};

/**
 * The only way a balance changes: two CTEs, `moved` and `entry`. `moved` moves the balance (and the frozen
 * amount) only where neither goes below zero and answers the balance after it; when the balance moves, `entry`
 * writes the ledger row with that balance. Nothing moves when `moved` answers no row. The users table's CHECK
 * constraints stand behind it. `changeBalance` runs them on their own; payment runs them in the statement that
 * marks its order paid.
 */
export function balanceMove(move: BalanceMove): SQL {
  const { userId, amount, frozen } = move;
  return sql`moved as (
      update ${users} set balance_cents = users.balance_cents + ${amount},
        frozen_cents = users.frozen_cents + ${frozen}${move.alsoSet ? sql`, ${move.alsoSet}` : sql``}
      ${move.from ? sql`from ${move.from}` : sql``}
      where users.id = ${userId} and users.balance_cents + ${amount} >= 0
        and users.frozen_cents + ${frozen} >= 0
      returning users.balance_cents, users.frozen_cents, ${amount} as amount, ${move.refId} as ref_id,
        ${move.memo} as memo
    ), entry as (
      insert into ${ledgerEntries} (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, memo)
      select ${userId}, amount, balance_cents, ${move.kind}, ${move.refType}, ref_id, memo
      from moved where amount <> 0
    )`;
}

const moveBalance = preparedStatement<{
  userId: number;
  amount: number;
  frozen: number;
  kind: LedgerKind;
  refType: string | null;
  refId: number | null;
  memo: string;
}>(
  (value) => sql`with ${balanceMove({
    userId: sql`${value('userId')}::int`,
    amount: sql`${value('amount')}::bigint`,
    frozen: sql`${value('frozen')}::bigint`,
    kind: sql`${value('kind')}::varchar`,
    refType: sql`${value('refType')}::varchar`,
    refId: sql`${value('refId')}::int`,
    memo: sql`${value('memo')}::varchar`,
  })}
    select balance_cents, frozen_cents from moved`,
);

/**
 * A balance change on its own, in the caller's transaction (`balanceMove`): refused with "insufficient balance"
 * when it would take the balance or the frozen amount below zero.
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

export type ShopLedgerKind = 'settlement' | 'withdraw' | 'withdraw_return' | 'adjust';

/**
 * A shop's balance change, in the caller's transaction, like `changeBalance` for shoppers: the balance and the
 * frozen amount move only where neither goes below zero (else "insufficient balance"), with one row of the
 * shop's ledger when the balance moves. Settlement credits shops in its own statement (`settleOrders`).
 */
export async function changeShopBalance(
  tx: Tx,
  change: {
    shopId: number;
    amountCents: number;
    frozenCents: number;
    kind: ShopLedgerKind;
    refType: string;
    refId: number;
    memo?: string;
  },
): Promise<{ balanceCents: number; frozenCents: number }> {
  const [after] = await tx
    .update(shopAccounts)
    .set({
      balanceCents: sql`${shopAccounts.balanceCents} + ${change.amountCents}`,
      frozenCents: sql`${shopAccounts.frozenCents} + ${change.frozenCents}`,
    })
    .where(
      and(
        eq(shopAccounts.shopId, change.shopId),
        sql`${shopAccounts.balanceCents} + ${change.amountCents} >= 0`,
        sql`${shopAccounts.frozenCents} + ${change.frozenCents} >= 0`,
      ),
    )
    .returning({ balanceCents: shopAccounts.balanceCents, frozenCents: shopAccounts.frozenCents });
  if (!after) throw new AppError('msg.insufficient_balance');
  if (change.amountCents !== 0) {
    await tx.insert(shopLedgerEntries).values({
      shopId: change.shopId,
      amountCents: change.amountCents,
      balanceAfterCents: after.balanceCents,
      kind: change.kind,
      refType: change.refType,
      refId: change.refId,
      memo: change.memo ?? '',
    });
  }
  return after;
}
