import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rechargeAccounts } from '../../db/schema';

/** What a shopper needs to make a transfer: the enabled accounts, in the operators' order. */
export async function enabledRechargeAccounts(db: Db) {
  const rows = await db
    .select()
    .from(rechargeAccounts)
    .where(eq(rechargeAccounts.enabled, true))
    .orderBy(asc(rechargeAccounts.sort), asc(rechargeAccounts.id));
  return rows.map((row) => ({
    id: row.id,
    bank_name: row.bankName,
    holder: row.holder,
    account_no: row.accountNo,
    note: row.note,
  }));
}

/** Whether a shopper can be told where to transfer to: manual top-ups are refused without such an account. */
export async function anyRechargeAccountEnabled(tx: Tx) {
  const [found] = await tx
    .select({ id: rechargeAccounts.id })
    .from(rechargeAccounts)
    .where(eq(rechargeAccounts.enabled, true))
    .limit(1);
  return found !== undefined;
}
