import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_WINDOW_HOURS, MAX_INVITATIONS_PER_WINDOW } from '@storefront/shared';
import { categories, products, shopInvitations, shops } from '../../db/schema';
import { client, createTestApp, useTestApp } from '../../../test/harness';
import { makeMerchant, makeShopOwner } from '../../../test/marketplace-fixtures';
import { makeShop, makeShopper } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;

const invitationsOf = (shopId: number, email?: string) =>
  db().$count(
    shopInvitations,
    and(
      eq(shopInvitations.shopId, shopId),
      email === undefined ? undefined : eq(shopInvitations.email, email),
    ),
  );

/** Moves the shop's invitations back past the window, as if they were made a day ago. */
const ageInvitations = (shopId: number) =>
  db()
    .update(shopInvitations)
    .set({
      createdAt: sql`${shopInvitations.createdAt} - make_interval(hours => ${INVITATION_WINDOW_HOURS + 1})`,
    })
    .where(eq(shopInvitations.shopId, shopId));

describe('staff invitations are no mail relay', () => {
  it('invite and take back one address ten times: one mail, then refused until the window has passed', async () => {
    const merchant = await makeMerchant(db());
    const as = { token: merchant.sellerToken };
    const email = 'relay-target@example.com';
    const before = t.mailer.sent.length;
    const answers = [];
    for (let round = 0; round < 10; round += 1) {
      const invited = await api.post('/api/seller/staff/invite', { email }, as);
      answers.push(invited);
      if (invited.code === 1) {
        expect((await api.post('/api/seller/staff/revoke', { id: invited.data.id }, as)).code).toBe(1);
      }
    }
    expect(t.mailer.sent.length - before).toBe(1);
    expect(answers[0]?.code).toBe(1);
    for (const refused of answers.slice(1)) {
      expect(refused).toMatchObject({
        code: 0,
        key: 'msg.invitation_too_soon',
        msg: `This address was invited less than ${INVITATION_WINDOW_HOURS} hours ago; please try again later`,
      });
    }
    expect(await invitationsOf(merchant.shopId, email)).toBe(1);
    const german = await api.post('/api/seller/staff/invite', { email }, { ...as, lang: 'de' });
    expect(german.msg).toBe(
      `Diese Adresse wurde vor weniger als ${INVITATION_WINDOW_HOURS} Stunden eingeladen; bitte versuchen Sie es später erneut`,
    );

    // Another shop may invite the same address; this one again once the window has passed.
    const other = await makeMerchant(db());
    expect((await api.post('/api/seller/staff/invite', { email }, { token: other.sellerToken })).code).toBe(
      1,
    );
    await ageInvitations(merchant.shopId);
    expect((await api.post('/api/seller/staff/invite', { email }, as)).code).toBe(1);
    expect(t.mailer.sent.length - before).toBe(3);
  });

  it('a shop sends at most the window’s invitations, whatever became of them', async () => {
    const merchant = await makeMerchant(db());
    const as = { token: merchant.sellerToken };
    await db()
      .insert(shopInvitations)
      .values(
        Array.from({ length: MAX_INVITATIONS_PER_WINDOW }, (_, index) => ({
          shopId: merchant.shopId,
          email: `sent${index}@example.com`,
          invitedBy: merchant.owner.id,
          status: (['revoked', 'declined', 'accepted'] as const)[index % 3],
        })),
      );
    const before = t.mailer.sent.length;
    const refused = await api.post('/api/seller/staff/invite', { email: 'one-more@example.com' }, as);
    expect(refused).toMatchObject({
      code: 0,
      key: 'msg.too_many_invitations_window',
      msg: `At most ${MAX_INVITATIONS_PER_WINDOW} invitations can be sent in ${INVITATION_WINDOW_HOURS} hours`,
    });
    expect(t.mailer.sent.length).toBe(before);
    expect(await invitationsOf(merchant.shopId)).toBe(MAX_INVITATIONS_PER_WINDOW);

    await ageInvitations(merchant.shopId);
    const later = await api.post('/api/seller/staff/invite', { email: 'one-more@example.com' }, as);
    expect(later.code, later.msg).toBe(1);
    expect(t.mailer.sent.length).toBe(before + 1);
  });
});

describe('names carried into mails are one line of plain text', () => {
  const BAD_NAMES = [
    'Harbour\n\nYour account is suspended: sign in at phish',
    'Harbour\tLights',
    'Harbour\u202eLights',
    'Harbour\u2066Lights',
    'Harbour\u0085Lights',
    'Harbour https://phish.example',
    'Harbour www.phish.example',
  ];

  it('refuses them in an application, the owner’s profile, the console and product names', async () => {
    const shopper = await makeShopper(db());
    const [category] = await db().select().from(categories).limit(1);
    const application = {
      logo: await uploadPicture(t.app, shopper.token),
      document: await uploadPicture(t.app, shopper.token),
      category_id: category!.id,
      email: 'apply@example.com',
    };
    const merchant = await makeMerchant(db());
    const operator = await operatorToken();
    for (const name of BAD_NAMES) {
      const applied = await api.post(
        '/api/user/merchant_apply',
        { ...application, shop_name: name },
        { token: shopper.token },
      );
      expect(applied.msg, JSON.stringify(name)).toBe(
        'Shop name must be one line of plain text, without links',
      );
      const saved = await api.post(
        '/api/seller/shop/save',
        { name },
        { token: merchant.sellerToken, lang: 'de' },
      );
      expect(saved.msg, JSON.stringify(name)).toBe('Shopname muss eine Zeile reiner Text ohne Links sein');
      const console = await api.post(
        '/api/admin/shop/save',
        { id: merchant.shopId, name, logo: '/media/logo/HL/10.svg' },
        { token: operator },
      );
      expect(console.code, JSON.stringify(name)).toBe(0);
      const product = await api.post(
        '/api/seller/product/save',
        { name, price: '1.00', stock: 1, category_id: category!.id },
        { token: merchant.sellerToken },
      );
      expect(product.code, JSON.stringify(name)).toBe(0);
    }
    const [shop] = await db().select({ name: shops.name }).from(shops).where(eq(shops.id, merchant.shopId));
    expect(shop!.name).toMatch(/^Test Shop/);
    expect(await db().$count(products, eq(products.shopId, merchant.shopId))).toBe(0);
    const long = await api.post(
      '/api/seller/shop/save',
      { name: 'x'.repeat(61) },
      { token: merchant.sellerToken },
    );
    expect(long.msg).toBe('Shop name is too long');
    const fine = await api.post(
      '/api/seller/shop/save',
      { name: 'Harbour Lights & Co. (Kōbe) — لمبة' },
      { token: merchant.sellerToken },
    );
    expect(fine.code, fine.msg).toBe(1);
  });

  it('a name stored before reaches the invitation mail without its line breaks or bidi marks', async () => {
    const shop = await makeShop(db());
    const owner = await makeShopOwner(db(), shop.id);
    await db()
      .update(shops)
      .set({ name: 'Harbour\r\n\r\nYour account is suspended\u202e: sign in\tnow' })
      .where(eq(shops.id, shop.id));
    const invited = await api.post(
      '/api/seller/staff/invite',
      { email: 'stored-name@example.com' },
      { token: owner.sellerToken },
    );
    expect(invited.code, invited.msg).toBe(1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('stored-name@example.com');
    expect(mail.subject).toBe('Harbour Your account is suspended : sign in now invites you to its staff');
    expect(mail.text.startsWith('Harbour Your account is suspended : sign in now invites you')).toBe(true);
    expect(mail.subject + mail.text).not.toMatch(/[\r\t\u202e]|\n\n/);
  });
});

describe('rate limits of the invitation calls', () => {
  it('a burst of invitations or take-backs from one address is answered "too many requests"', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const limitedApi = client(limited.app);
      const merchant = await makeMerchant(limited.database.db);
      const as = { token: merchant.sellerToken, ip: '10.1.2.3' };
      // One after another: the in-memory store answers requests of the same tick with the count after all of
      // them (all refused), which is no burst a client can send over a network.
      const invites = [];
      for (let index = 0; index < 5; index += 1) {
        invites.push(
          await limitedApi.post('/api/seller/staff/invite', { email: `burst${index}@example.com` }, as),
        );
      }
      expect(invites.map((answer) => answer.code)).toEqual([1, 1, 1, 0, 0]);
      expect(invites.at(-1)).toMatchObject({
        key: 'msg.too_many_requests',
        msg: 'Too many requests, please try again later',
      });
      expect(limited.mailer.sent).toHaveLength(3);

      const revokes = [];
      for (const invited of invites) {
        revokes.push(await limitedApi.post('/api/seller/staff/revoke', { id: invited.data?.id ?? 1 }, as));
      }
      expect(revokes.map((answer) => answer.key ?? 'ok')).toEqual([
        'ok',
        'ok',
        'ok',
        'msg.too_many_requests',
        'msg.too_many_requests',
      ]);
    } finally {
      await limited.close();
    }
  });
});
