import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MAX_INVITATIONS_PER_WINDOW } from '@storefront/shared';
import { shopInvitations } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeMerchant } from '../../../test/marketplace-fixtures';

/**
 * Invitations sent at once cannot pass the shop's mails in the window between counting and inserting, nor mail one
 * address twice. Runs in the PostgreSQL project only, where the requests really run at once.
 */
const { t, api } = useTestApp();
const db = () => t.database.db;
const BURST = 12;
const LEFT = 3;

it('a burst of invitations stops at the window’s cap and mails each address once', async () => {
  const merchant = await makeMerchant(db());
  const as = { token: merchant.sellerToken };
  await db()
    .insert(shopInvitations)
    .values(
      Array.from({ length: MAX_INVITATIONS_PER_WINDOW - LEFT }, (_, index) => ({
        shopId: merchant.shopId,
        email: `earlier${index}@example.com`,
        invitedBy: merchant.owner.id,
        status: 'revoked' as const,
      })),
    );
  const before = t.mailer.sent.length;
  const distinct = await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      api.post('/api/seller/staff/invite', { email: `burst${index}@example.com` }, as),
    ),
  );
  expect(distinct.filter((answer) => answer.code === 1)).toHaveLength(LEFT);
  expect(distinct.filter((answer) => answer.key === 'msg.too_many_invitations_window')).toHaveLength(
    BURST - LEFT,
  );
  expect(await db().$count(shopInvitations, eq(shopInvitations.shopId, merchant.shopId))).toBe(
    MAX_INVITATIONS_PER_WINDOW,
  );
  expect(t.mailer.sent.length - before).toBe(LEFT);

  const other = await makeMerchant(db());
  const sameAddress = await Promise.all(
    Array.from({ length: BURST }, () =>
      api.post('/api/seller/staff/invite', { email: 'once@example.com' }, { token: other.sellerToken }),
    ),
  );
  expect(sameAddress.every((answer) => answer.code === 1)).toBe(true);
  expect(new Set(sameAddress.map((answer) => answer.data.id)).size).toBe(1);
  expect(t.mailer.sent.filter((mail) => mail.to === 'once@example.com')).toHaveLength(1);
  await api.post('/api/seller/staff/revoke', { id: sameAddress[0]!.data.id }, { token: other.sellerToken });
  const again = await Promise.all(
    Array.from({ length: BURST }, () =>
      api.post('/api/seller/staff/invite', { email: 'once@example.com' }, { token: other.sellerToken }),
    ),
  );
  expect(again.every((answer) => answer.key === 'msg.invitation_too_soon')).toBe(true);
  expect(t.mailer.sent.filter((mail) => mail.to === 'once@example.com')).toHaveLength(1);
});
