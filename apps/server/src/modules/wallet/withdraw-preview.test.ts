import { describe, expect, it } from 'vitest';
import { formatCents, withdrawPreview } from '@storefront/shared';
import { useTestApp, withdrawCode } from '../../../test/harness';
import { makeShopper } from '../../../test/shopping-fixtures';
import { withdrawalCharges } from './funds';

const { t, api } = useTestApp();

/** Every amount a shopper can type from 0.01 to 1,000.00, in cents. */
const EVERY_AMOUNT_CENTS = Array.from({ length: 100_000 }, (_, index) => index + 1);

describe('the withdrawal preview of the app and the charge of the server', () => {
  it('agree on the fee and arrival of every amount from 0.01 to 1,000.00 at the seeded rate and at 7 %', async () => {
    const shopper = await makeShopper(t.database.db);
    const { data } = await api.get('/api/user/extract', {}, { token: shopper.token });
    const seededRateBp: number = data.fee_rate_bp;
    for (const feeRateBp of [seededRateBp, 700]) {
      const differing = EVERY_AMOUNT_CENTS.filter((amountCents) => {
        const shown = withdrawPreview(formatCents(amountCents), feeRateBp);
        const charged = withdrawalCharges(amountCents, feeRateBp);
        return (
          shown.fee !== formatCents(charged.feeCents) || shown.actual !== formatCents(charged.actualCents)
        );
      });
      expect(differing.slice(0, 5).map(formatCents), `at ${feeRateBp} bp`).toEqual([]);
    }
  });

  it('shows what the server answers for a real withdrawal, at the edges of a cent', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 1_000_000 });
    const { data } = await api.get('/api/user/extract', {}, { token: shopper.token });
    for (const typed of ['12.35', '99.99', '100.5', '999.99']) {
      const asked = await api.post(
        '/api/user/extract',
        {
          type: 'bank',
          amount: typed,
          bank_name: 'Chase',
          card_no: '4111111111111111',
          holder: 'Test Buyer',
          email_code: await withdrawCode(t, shopper),
        },
        { token: shopper.token },
      );
      const shown = withdrawPreview(typed, data.fee_rate_bp);
      expect(asked.data, typed).toMatchObject({ fee: shown.fee, actual_amount: shown.actual });
    }
  });
});
