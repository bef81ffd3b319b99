import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_MAX_TRIES } from '@storefront/shared';
import { categories, emailCodes, shopMembers, users } from '../../db/schema';
import { registerShopper, useTestApp } from '../../../test/harness';
import { makeMerchant } from '../../../test/marketplace-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api } = useTestApp();

const CODE_INVALID = 'The verification code is incorrect or has expired';

const verifiedOf = async (userId: number) =>
  (await t.database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId)))[0]
    ?.verified;

/** The codes sent to the address are aged past the 60 s between two sends, so that another may be sent. */
const ageCodes = (email: string) =>
  t.database.db
    .update(emailCodes)
    .set({ createdAt: sql`${emailCodes.createdAt} - interval '61 seconds'` })
    .where(eq(emailCodes.email, email));

describe('verifying the account’s own email', () => {
  it('a code mailed to the account’s address verifies it; a wrong one changes nothing', async () => {
    const shopper = await registerShopper(t.app);
    const info = await api.get('/api/user/getUserInfo', {}, { token: shopper.token });
    expect(info.data).toMatchObject({ email: shopper.email, email_verified: false });

    // The code goes to the account's own address, whatever address the request names.
    const sent = await api.post(
      '/api/ems/send',
      { email: 'someone-else@example.com', event: 'verifyemail' },
      { token: shopper.token },
    );
    expect(sent).toMatchObject({ code: 1, msg: 'The verification code has been sent' });
    expect(t.mailer.sent.some((mail) => mail.to === 'someone-else@example.com')).toBe(false);
    const code = t.mailer.lastCode(shopper.email);

    const wrong = await api.post(
      '/api/user/verify_email',
      { code: code === '000000' ? '111111' : '000000' },
      { token: shopper.token },
    );
    expect(wrong).toMatchObject({ code: 0, msg: CODE_INVALID });
    expect(await verifiedOf(shopper.id)).toBe(false);
    const empty = await api.post('/api/user/verify_email', {}, { token: shopper.token });
    expect(empty.code).toBe(0);

    const verified = await api.post('/api/user/verify_email', { code }, { token: shopper.token });
    expect(verified).toMatchObject({
      code: 1,
      msg: 'Your email address is verified',
      data: { email: shopper.email, email_verified: true },
    });
    expect(await verifiedOf(shopper.id)).toBe(true);
    // The code is used up, and a verified address gets no more codes.
    await ageCodes(shopper.email);
    const again = await api.post(
      '/api/ems/send',
      { email: shopper.email, event: 'verifyemail' },
      { token: shopper.token },
    );
    expect(again).toMatchObject({ code: 0, msg: 'This email address is already verified' });
  });

  it('asks for a login; one code a minute; five wrong tries spend the code', async () => {
    const anonymous = await api.post('/api/ems/send', { email: 'a@example.com', event: 'verifyemail' });
    expect(anonymous.status).toBe(401);
    expect((await api.post('/api/user/verify_email', { code: '123456' })).status).toBe(401);

    const shopper = await registerShopper(t.app);
    const send = () =>
      api.post('/api/ems/send', { email: shopper.email, event: 'verifyemail' }, { token: shopper.token });
    expect((await send()).code).toBe(1);
    expect((await send()).msg).toMatch(/^A code was sent just now/);
    const code = t.mailer.lastCode(shopper.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < EMAIL_CODE_MAX_TRIES; i += 1) {
      const wrong = await api.post('/api/user/verify_email', { code: wrongCode }, { token: shopper.token });
      expect(wrong.msg).toBe(CODE_INVALID);
    }
    const late = await api.post('/api/user/verify_email', { code }, { token: shopper.token });
    expect(late.msg).toBe(CODE_INVALID);
    expect(await verifiedOf(shopper.id)).toBe(false);
  });
});

describe('invitations wait for the verified address', () => {
  it('an address invited before it was verified sees the invitation once verified, and accepts it', async () => {
    const merchant = await makeMerchant(t.database.db);
    const shopper = await registerShopper(t.app);
    const invited = await api.post(
      '/api/seller/staff/invite',
      { email: shopper.email },
      { token: merchant.sellerToken },
    );
    expect(invited.code, invited.msg).toBe(1);
    const listed = () => api.get('/api/user/shop_invitations', {}, { token: shopper.token });
    expect((await listed()).data).toEqual([]);

    await api.post('/api/ems/send', { email: shopper.email, event: 'verifyemail' }, { token: shopper.token });
    const verified = await api.post(
      '/api/user/verify_email',
      { code: t.mailer.lastCode(shopper.email) },
      { token: shopper.token },
    );
    expect(verified.code, verified.msg).toBe(1);

    expect((await listed()).data).toMatchObject([{ id: invited.data.id, shop: { id: merchant.shopId } }]);
    const accepted = await api.post(
      '/api/user/shop_invitation/answer',
      { id: invited.data.id, accept: true },
      { token: shopper.token },
    );
    expect(accepted.code, accepted.msg).toBe(1);
    const members = await t.database.db.select().from(shopMembers).where(eq(shopMembers.userId, shopper.id));
    expect(members).toMatchObject([{ shopId: merchant.shopId, role: 'staff' }]);
  });
});

describe('the merchant entry of a shop member', () => {
  it('tells members their shop and role; staff cannot apply to open a shop', async () => {
    const merchant = await makeMerchant(t.database.db);
    const staff = await registerShopper(t.app);
    expect((await api.get('/api/user/shop_membership', {}, { token: staff.token })).data).toBeNull();
    await t.database.db
      .insert(shopMembers)
      .values({ shopId: merchant.shopId, userId: staff.id, role: 'staff' });

    const membership = await api.get('/api/user/shop_membership', {}, { token: staff.token });
    expect(membership.data).toMatchObject({ role: 'staff', shop: { id: merchant.shopId } });
    const owner = await api.get('/api/user/shop_membership', {}, { token: merchant.owner.token });
    expect(owner.data).toMatchObject({ role: 'owner', shop: { id: merchant.shopId } });

    const [category] = await t.database.db.select().from(categories).limit(1);
    const applied = await api.post(
      '/api/user/merchant_apply',
      {
        shop_name: 'Second Shop',
        logo: await uploadPicture(t.app, staff.token),
        category_id: category!.id,
        email: staff.email,
        document: await uploadPicture(t.app, staff.token),
      },
      { token: staff.token },
    );
    expect(applied).toMatchObject({ code: 0, msg: 'This account already runs a shop' });
  });
});
