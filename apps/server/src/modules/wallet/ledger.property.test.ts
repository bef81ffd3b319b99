import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPostings, operators, users } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeProduct, makeShopper, PAY_CODE } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';
import { ensureFirstOperator } from '../admin/operators';
import { reconcile } from '../ledger/reconcile';
import { payOrder } from '../order/pay';
import { createOrder } from '../order/create';
import { auditRecharge, auditWithdrawal } from './audits';
import { freezeWithdrawal, requestRecharge } from './funds';

const { t } = useTestApp();

type Step =
  | { kind: 'topUp'; who: number; cents: number; arrival: number | null }
  | { kind: 'auditTopUp'; pick: number; pass: boolean }
  | { kind: 'withdraw'; who: number; cents: number }
  | { kind: 'auditWithdrawal'; pick: number; pass: boolean }
  | { kind: 'buy'; who: number; quantity: number };

const who = fc.integer({ min: 0, max: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('topUp' as const),
    who,
    cents: fc.integer({ min: 1, max: 50_000 }),
    arrival: fc.option(fc.integer({ min: 1, max: 60_000 })),
  }),
  fc.record({ kind: fc.constant('auditTopUp' as const), pick: fc.nat(), pass: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), who, cents: fc.integer({ min: 1_000, max: 80_000 }) }),
  fc.record({ kind: fc.constant('auditWithdrawal' as const), pick: fc.nat(), pass: fc.boolean() }),
  fc.record({ kind: fc.constant('buy' as const), who, quantity: fc.integer({ min: 1, max: 3 }) }),
);

/** After every step: each balance equals the sum of its ledger rows, and no balance or frozen amount is negative. */
async function checkInvariants() {
  const balances = await t.database.db
    .select({ id: users.id, balance: users.balanceCents, frozen: users.frozenCents })
    .from(users);
  const sums = await t.database.db
    .select({ userId: ledgerPostings.holderId, total: sql<string>`sum(${ledgerPostings.amountCents})` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, 'wallet'))
    .groupBy(ledgerPostings.holderId);
  const ledger = new Map(sums.map((row) => [row.userId, Number(row.total)]));
  for (const row of balances) {
    expect(row.balance, `user ${row.id}`).toBe(ledger.get(row.id) ?? 0);
    expect(row.balance).toBeGreaterThanOrEqual(0);
    expect(row.frozen).toBeGreaterThanOrEqual(0);
  }
  expect((await reconcile(t.database.db)).differences).toEqual([]);
}

describe('the ledger under random sequences (fast-check)', () => {
  it('keeps every balance equal to its ledger and nothing negative', async () => {
    const ctx = t.app.ctx;
    const product = await makeProduct(t.database.db, { stock: 100_000, priceCents: 2_345 });
    await ensureFirstOperator(t.database.db, 'operator-secret');
    const [operator] = await t.database.db.select({ id: operators.id }).from(operators).limit(1);
    const operatorId = operator!.id;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const shoppers = [
          await makeShopper(t.database.db),
          await makeShopper(t.database.db),
          await makeShopper(t.database.db),
        ];
        const topUps: number[] = [];
        const withdrawalIds: number[] = [];
        for (const current of steps) {
          try {
            switch (current.kind) {
              case 'topUp': {
                const shopper = shoppers[current.who]!;
                const asked = await requestRecharge(ctx, shopper.id, {
                  method: 'card',
                  amount: current.cents,
                  image: await uploadPicture(t.app, shopper.token),
                });
                topUps.push(asked.id);
                await auditRecharge(t.database.db, operatorId, {
                  id: asked.id,
                  pass: true,
                  amount: current.arrival ?? undefined,
                }).catch(() => undefined);
                break;
              }
              case 'auditTopUp': {
                const id = topUps[current.pick % Math.max(topUps.length, 1)];
                if (id) await auditRecharge(t.database.db, operatorId, { id, pass: current.pass });
                break;
              }
              case 'withdraw': {
                const shopper = shoppers[current.who]!;
                const asked = await freezeWithdrawal(
                  t.database.db,
                  shopper.id,
                  { type: 'bank', amount: current.cents, bank_name: 'B', card_no: '1', holder: 'H' },
                  100,
                );
                withdrawalIds.push(asked.id);
                break;
              }
              case 'auditWithdrawal': {
                const id = withdrawalIds[current.pick % Math.max(withdrawalIds.length, 1)];
                if (id) await auditWithdrawal(t.database.db, operatorId, { id, pass: current.pass });
                break;
              }
              case 'buy': {
                const shopper = shoppers[current.who]!;
                const order = await createOrder(
                  ctx,
                  shopper.id,
                  {
                    items: [{ product_id: product.id, quantity: current.quantity }],
                    address_id: shopper.addressId,
                  },
                  'en',
                );
                await payOrder(ctx, shopper.id, { order_id: order.order_id, pay_password: PAY_CODE });
                break;
              }
            }
          } catch (error) {
            // Refusals (not enough balance, already audited) are part of the game; anything else is a bug.
            if ((error as { name?: string }).name !== 'AppError') throw error;
          }
          await checkInvariants();
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
