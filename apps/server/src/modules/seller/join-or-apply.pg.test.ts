import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categories, merchantApplications, shopInvitations, shopMembers } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeMerchant, verifiedEmailOf } from '../../../test/marketplace-fixtures';
import { makeShopper } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';

/**
 * An account runs one shop at most: applying for its own shop and accepting a staff invitation, sent at the
 * same moment, must leave it a member or an applicant, never both (an application then could never pass).
 * Runs in the PostgreSQL project only, where the two requests really run at once.
 */
const { t, api } = useTestApp();
const db = () => t.database.db;
const ACCOUNTS = 10;

it('apply and accept at once: each account ends a member or an applicant, never both', async () => {
  const merchant = await makeMerchant(db());
  const [category] = await db().select().from(categories).limit(1);
  const accounts = await Promise.all(
    Array.from({ length: ACCOUNTS }, async () => {
      const shopper = await makeShopper(db());
      const email = await verifiedEmailOf(db(), shopper);
      const [invitation] = await db()
        .insert(shopInvitations)
        .values({ shopId: merchant.shopId, email, invitedBy: merchant.owner.id })
        .returning({ id: shopInvitations.id });
      const application = {
        shop_name: 'Harbour Lights',
        logo: await uploadPicture(t.app, shopper.token),
        category_id: category!.id,
        email,
        document: await uploadPicture(t.app, shopper.token),
      };
      return { shopper, invitationId: invitation!.id, application };
    }),
  );

  const answers = await Promise.all(
    accounts.map(({ shopper, invitationId, application }) =>
      Promise.all([
        api.post('/api/user/merchant_apply', application, { token: shopper.token }),
        api.post(
          '/api/user/shop_invitation/answer',
          { id: invitationId, accept: true },
          { token: shopper.token },
        ),
      ]),
    ),
  );

  const states = await Promise.all(
    accounts.map(async ({ shopper }, index) => {
      const [applied, accepted] = answers[index]!;
      return {
        index,
        member: await db().$count(shopMembers, eq(shopMembers.userId, shopper.id)),
        waiting: await db().$count(
          merchantApplications,
          and(eq(merchantApplications.userId, shopper.id), eq(merchantApplications.status, 'auditing')),
        ),
        // The request that lost is refused with the reason: the account cannot do both.
        refused: applied.code === 1 ? accepted.msg : applied.msg,
      };
    }),
  );
  expect(states.filter((state) => state.member + state.waiting !== 1)).toEqual([]);
  for (const state of states)
    expect(state.refused).toBe(
      state.member === 1
        ? 'This account already runs a shop'
        : 'You already have an application waiting for review',
    );
});
