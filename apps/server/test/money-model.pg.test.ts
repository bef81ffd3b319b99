import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { type Model, type Real, setup } from './money-model/model';
import {
  refundApply,
  refundAudit,
  shopperWithdraw,
  shopWithdraw,
  withdrawAudit,
} from './money-model/money-steps';
import { cancel, checkout, clock, confirm, pay, review, ship } from './money-model/order-steps';
import { tally } from './money-model/step';
import { moneyInvariant } from './shopping-fixtures';

/**
 * Issue 21 on PostgreSQL: random sequences of checkouts of one or several shops, payments (some with a
 * wrong code or a short balance), cancels, shipping, receipt, refunds audited by an operator, completion by
 * review and by the order clock, and withdrawals of shops and shoppers, all through the HTTP API. A model
 * predicts every answer and every balance, and after each step the money adds up: what shoppers paid is
 * refunded, settled to shops, commission, or held for paid orders not settled yet.
 */
const app = useTestApp();

/** Steps that apply to no order in the model are skipped at no cost, so the later stages weigh more. */
const steps: fc.Arbitrary<fc.AsyncCommand<Model, Real>> = fc.oneof(
  { arbitrary: checkout, weight: 3 },
  { arbitrary: pay, weight: 4 },
  { arbitrary: cancel, weight: 1 },
  { arbitrary: ship, weight: 4 },
  { arbitrary: confirm, weight: 4 },
  { arbitrary: review, weight: 6 },
  { arbitrary: clock, weight: 3 },
  { arbitrary: refundApply, weight: 3 },
  { arbitrary: refundAudit, weight: 5 },
  { arbitrary: shopWithdraw, weight: 4 },
  { arbitrary: shopperWithdraw, weight: 1 },
  { arbitrary: withdrawAudit, weight: 3 },
);

/**
 * Runs of the file in CI (a few seconds); MONEY_MODEL_RUNS runs more locally, MONEY_MODEL_SEED replays the
 * seed a failure printed.
 */
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 30);
const SEED = process.env.MONEY_MODEL_SEED === undefined ? undefined : Number(process.env.MONEY_MODEL_SEED);
/** Shrinking a failure replays many runs: it stops here and reports the smallest failure found by then. */
const TIME_LIMIT_MS = Math.max(90_000, RUNS * 3_000);

describe('the money model (fast-check, PostgreSQL)', () => {
  it(
    'keeps paid = refunded + settled + commission + held, and every account as the model says',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands([steps], { maxCommands: 120, size: 'max' }), (commands) =>
          fc.asyncModelRun(() => setup(app), commands),
        ),
        {
          numRuns: RUNS,
          interruptAfterTimeLimit: TIME_LIMIT_MS,
          ...(SEED === undefined ? {} : { seed: SEED }),
        },
      );
      // Whatever the runs did, the whole database adds up.
      const invariant = await moneyInvariant(app.t.database.db);
      expect(invariant).toMatchObject({ accounted: invariant.paid, belowZero: false });
      // The runs reached every stage (each is done dozens of times in a usual run of the file).
      const done = (step: string) => tally.get(step)?.done ?? 0;
      const completed = done('review') + done('clock on received');
      for (const [step, times] of Object.entries({
        'pay together': done('pay together'),
        completed,
        'refund pass': done('refund pass'),
        'shop withdraw': done('shop withdraw'),
        'withdraw pass': done('withdraw pass'),
      })) {
        expect(times, `${step}: ${JSON.stringify([...tally])}`).toBeGreaterThan(0);
      }
      expect(invariant.settled).toBeGreaterThan(0);
      expect(invariant.refunded).toBeGreaterThan(0);
    },
    TIME_LIMIT_MS + 30_000,
  );
});
