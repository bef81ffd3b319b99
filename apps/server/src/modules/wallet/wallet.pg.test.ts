import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerPostings, operators, withdrawals } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { balanceAndLedger, makeNetworks, makeShopper } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';
import { createOperator, ensureFirstOperator } from '../admin/operators';
import { auditRecharge, auditWithdrawal } from './audits';
import { freezeWithdrawal, requestRecharge } from './funds';
import { postingsOf } from '../../lib/ledger';

/** Races need a real server: PGlite runs one query at a time. This file runs only on PostgreSQL. */
const { t } = useTestApp();
let operatorIds: number[] = [];

beforeAll(async () => {
  await makeNetworks(t.database.db);
  await ensureFirstOperator(t.database.db, 'operator-secret');
  await createOperator(t.database.db, 'second_operator');
  operatorIds = (await t.database.db.select({ id: operators.id }).from(operators)).map((row) => row.id);
});

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

describe('wallet under concurrency (PostgreSQL)', () => {
  it('withdrawals whose sum exceeds the balance never overdraw', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const results = await settle(
      Array.from({ length: 20 }, () =>
        freezeWithdrawal(
          t.database.db,
          shopper.id,
          { type: 'bank', amount: 3_000, bank_name: 'B', card_no: '1', holder: 'H' },
          100,
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await t.database.db.$count(withdrawals, eq(withdrawals.userId, shopper.id))).toBe(3);
    expect(await balanceAndLedger(t.database.db, shopper.id)).toMatchObject({
      balance: 1_000,
      ledgerSum: 1_000,
    });
  });

  it('two operators passing the same top-up at once credit it once', async () => {
    const shopper = await makeShopper(t.database.db);
    const asked = await requestRecharge(t.app.ctx, shopper.id, {
      method: 'card',
      amount: 5_000,
      image: await uploadPicture(t.app, shopper.token),
    });
    const results = await settle(
      operatorIds.flatMap((id) =>
        [1, 2, 3].map(() => auditRecharge(t.database.db, id, { id: asked.id, pass: true })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceAndLedger(t.database.db, shopper.id)).toEqual({
      balance: 5_000,
      ledgerSum: 5_000,
      ledgerRows: 1,
    });
  });

  it('a refusal and a pass of one withdrawal at once take effect once', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 8_000 });
    const asked = await freezeWithdrawal(
      t.database.db,
      shopper.id,
      { type: 'bank', amount: 5_000, bank_name: 'B', card_no: '1', holder: 'H' },
      100,
    );
    const results = await settle([
      auditWithdrawal(t.database.db, operatorIds[0]!, { id: asked.id, pass: false }),
      auditWithdrawal(t.database.db, operatorIds[1]!, { id: asked.id, pass: true }),
      auditWithdrawal(t.database.db, operatorIds[0]!, { id: asked.id, pass: false }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const returns = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(and(postingsOf('wallet', shopper.id), eq(ledgerPostings.kind, 'withdraw_return')));
    const { balance, ledgerSum } = await balanceAndLedger(t.database.db, shopper.id);
    expect(balance).toBe(ledgerSum);
    expect([3_000, 8_000]).toContain(balance);
    expect(returns.length).toBe(balance === 8_000 ? 1 : 0);
  });
});
