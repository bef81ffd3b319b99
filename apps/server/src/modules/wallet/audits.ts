import { and, eq } from 'drizzle-orm';
import { formatCents } from '@storefront/shared';
import type { Db } from '../../db/client';
import { recharges, users, withdrawals } from '../../db/schema';
import { auditRefusal } from '../../lib/audit-refusal';
import { AppError } from '../../lib/app-error';
import { businessMetrics } from '../../lib/business-metrics';
import { holderAccounts, postJournal } from '../../lib/ledger';
import { notify } from '../../lib/notify';
import { toRecharge, toWithdrawal } from './funds';
import { recordEvent, withdrawalEvent } from '../../lib/outbox';
import { inTransaction } from '../../lib/transaction';

type Audit = { id: number; pass: boolean; remark?: string; amount?: number };

/**
 * An audit happens once: the request leaves `auditing` in a conditional update, so two operators deciding
 * at the same moment cannot both take effect. Passing a top-up credits the actual arrival (which may differ
 * from the amount asked for).
 */
export async function auditRecharge(db: Db, operatorId: number, audit: Audit) {
  const answer = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(recharges)
      .set({
        status: audit.pass ? 'passed' : 'refused',
        remark: audit.remark ?? '',
        operatorId,
        auditedAt: new Date(),
      })
      .where(and(eq(recharges.id, audit.id), eq(recharges.status, 'auditing')))
      .returning();
    if (!row) throw await auditRefusal(tx, recharges, audit.id);
    const ref = { type: 'recharge', id: row.id };
    await recordEvent(tx, 'topup.decided', {
      recharge_id: row.id,
      user_id: row.userId,
      method: row.method,
      amount_cents: row.amountCents,
      credited_cents: audit.pass ? (audit.amount ?? row.amountCents) : 0,
      passed: audit.pass,
    });
    if (!audit.pass) {
      await notify(
        tx,
        row.userId,
        'recharge_refused',
        { amount: formatCents(row.amountCents), remark: audit.remark ?? '' },
        ref,
      );
      return toRecharge(row);
    }
    const actual = audit.amount ?? row.amountCents;
    const [credited] = await tx
      .update(recharges)
      .set({ actualCents: actual })
      .where(eq(recharges.id, row.id))
      .returning();
    await postJournal(tx, {
      kind: 'recharge',
      postings: [
        { account: 'outside', amountCents: -actual },
        { account: 'wallet', holderId: row.userId, amountCents: actual },
      ],
      ref: { type: 'recharge', id: row.id },
      memo: `${row.method} ${formatCents(actual)}`,
    });
    await notify(tx, row.userId, 'recharge_passed', { amount: formatCents(actual) }, ref);
    return toRecharge(credited ?? row);
  });
  businessMetrics.topUps.inc({ state: audit.pass ? 'passed' : 'refused' });
  return answer;
}

/**
 * Passing pays the frozen money out (the arrival leaves the platform, the fee is the platform's); refusing
 * returns it to the balance.
 */
export async function auditWithdrawal(db: Db, operatorId: number, audit: Audit) {
  const answer = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({
        status: audit.pass ? 'passed' : 'refused',
        remark: audit.remark ?? '',
        operatorId,
        auditedAt: new Date(),
      })
      .where(and(eq(withdrawals.id, audit.id), eq(withdrawals.status, 'auditing')))
      .returning();
    if (!row) throw await auditRefusal(tx, withdrawals, audit.id);
    // A shop's withdrawal moves the shop's money; a shopper's, the shopper's.
    const [available, frozen] = holderAccounts(row);
    await postJournal(tx, {
      kind: audit.pass ? 'withdraw_paid' : 'withdraw_return',
      postings: audit.pass
        ? [
            { ...frozen, amountCents: -row.amountCents },
            { account: 'outside', amountCents: row.actualCents },
            { account: 'withdrawal_fees', amountCents: row.amountCents - row.actualCents },
          ]
        : [
            { ...frozen, amountCents: -row.amountCents },
            { ...available, amountCents: row.amountCents },
          ],
      ref: { type: 'withdrawal', id: row.id },
    });
    await recordEvent(tx, 'withdrawal.decided', { ...withdrawalEvent(row), passed: audit.pass }, row.shopId);
    await notify(
      tx,
      row.userId,
      audit.pass ? 'withdraw_passed' : 'withdraw_refused',
      { amount: formatCents(row.amountCents), remark: audit.remark ?? '' },
      { type: 'withdrawal', id: row.id },
    );
    return toWithdrawal(row);
  });
  businessMetrics.withdrawals.inc({ state: audit.pass ? 'passed' : 'refused' });
  return answer;
}

/** An operator's balance adjustment, through the ledger like every other movement. */
export async function adjustBalance(db: Db, input: { user_id: number; amount: number; memo: string }) {
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
    if (!user) throw new AppError('msg.user_not_found');
    const after = await postJournal(tx, {
      kind: 'adjust',
      postings: [
        { account: 'adjustments', amountCents: -input.amount },
        { account: 'wallet', holderId: input.user_id, amountCents: input.amount },
      ],
      memo: input.memo,
    });
    return {
      user_id: input.user_id,
      balance: formatCents(after.balanceCents),
      frozen: formatCents(after.frozenCents),
    };
  });
}
