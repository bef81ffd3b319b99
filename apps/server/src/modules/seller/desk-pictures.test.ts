import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products, shopMembers, shops } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeMerchant, sellerLogin } from '../../../test/marketplace-fixtures';
import { makeProduct, makeShopper } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;
const NOT_FOUND = 'The picture could not be found, please upload it again';

const categoryId = async () => (await db().select().from(categories).limit(1))[0]!.id;

/** Pictures nobody at the shop uploaded: each a way the product's pictures were abused. */
async function foreignPictures() {
  const applicant = await makeShopper(db());
  const buyer = await makeShopper(db());
  return {
    'another shop’s application document': await uploadPicture(t.app, applicant.token),
    'a shopper’s refund proof': await uploadPicture(t.app, buyer.token),
    'an external address': 'https://phish.example/lamp.png',
    'a javascript: address': 'javascript:alert(document.cookie)',
    'a name never uploaded': '/uploads/0123456789abcdef0123456789abcdef.png',
  };
}

describe('seller product pictures', () => {
  it('are the shop’s own uploads, any member’s; anything else is refused and nothing is saved', async () => {
    const merchant = await makeMerchant(db());
    const helper = await makeShopper(db());
    await db().insert(shopMembers).values({ shopId: merchant.shopId, userId: helper.id, role: 'staff' });
    const staffToken = await sellerLogin(api, helper);
    const own = await uploadPicture(t.app, merchant.sellerToken, 'seller');
    const colleague = await uploadPicture(t.app, staffToken, 'seller');
    const form = { name: 'Paper lantern', price: '12.50', stock: 8, category_id: await categoryId() };

    for (const [kind, picture] of Object.entries(await foreignPictures())) {
      const refused = await api.post(
        '/api/seller/product/save',
        { ...form, images: [own, picture] },
        { token: merchant.sellerToken },
      );
      expect(refused, kind).toMatchObject({ code: 0, key: 'msg.upload_not_found', msg: NOT_FOUND });
    }
    expect(await db().$count(products, eq(products.shopId, merchant.shopId))).toBe(0);

    const created = await api.post(
      '/api/seller/product/save',
      { ...form, images: [own, colleague] },
      { token: merchant.sellerToken },
    );
    expect(created.code, created.msg).toBe(1);
    const edited = await api.post(
      '/api/seller/product/save',
      { ...form, id: created.data.id, images: [colleague, 'https://phish.example/lamp.png'] },
      { token: staffToken, lang: 'de' },
    );
    expect(edited.msg).toBe('Das Bild wurde nicht gefunden, bitte laden Sie es erneut hoch');
    const [stored] = await db().select().from(products).where(eq(products.id, created.data.id));
    expect(stored!.images).toEqual([own, colleague]);
  });

  it('a product keeps the pictures it shows already (the demo shop’s drawn ones)', async () => {
    const merchant = await makeMerchant(db());
    const drawn = await makeProduct(db(), { shopId: merchant.shopId });
    const [before] = await db().select().from(products).where(eq(products.id, drawn.id));
    const form = { id: drawn.id, name: 'Renamed', price: '3.00', stock: 2, category_id: await categoryId() };
    const kept = await api.post(
      '/api/seller/product/save',
      { ...form, images: before!.images },
      { token: merchant.sellerToken },
    );
    expect(kept.code, kept.msg).toBe(1);
    const other = await api.post(
      '/api/seller/product/save',
      { ...form, images: [...before!.images, '/media/art/box/20.svg'] },
      { token: merchant.sellerToken },
    );
    expect(other.msg).toBe(NOT_FOUND);
  });

  it('the shop’s logo follows the same rule: any member’s upload, nobody else’s', async () => {
    const merchant = await makeMerchant(db());
    const helper = await makeShopper(db());
    await db().insert(shopMembers).values({ shopId: merchant.shopId, userId: helper.id, role: 'staff' });
    const colleague = await uploadPicture(t.app, await sellerLogin(api, helper), 'seller');
    const saved = await api.post(
      '/api/seller/shop/save',
      { name: 'Harbour Lights', logo: colleague },
      { token: merchant.sellerToken },
    );
    expect(saved.code, saved.msg).toBe(1);
    const outsider = await uploadPicture(t.app, (await makeShopper(db())).token);
    const refused = await api.post(
      '/api/seller/shop/save',
      { name: 'Harbour Lights', logo: outsider },
      { token: merchant.sellerToken },
    );
    expect(refused.msg).toBe(NOT_FOUND);
  });
});

describe('operator pictures', () => {
  it('are pictures in the store or drawn by the platform, never an outside or made-up address', async () => {
    const token = await operatorToken();
    const merchant = await makeMerchant(db());
    const uploaded = await uploadPicture(t.app, token, 'operator');
    const sellers = await uploadPicture(t.app, merchant.sellerToken, 'seller');
    const form = {
      name: 'Console lantern',
      price: '5.00',
      stock: 1,
      category_id: await categoryId(),
      shop_id: merchant.shopId,
    };
    for (const picture of [
      'https://phish.example/lamp.png',
      'javascript:alert(1)',
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/media/art/../../etc/passwd.svg',
    ]) {
      const refused = await api.post(
        '/api/admin/product/save',
        { ...form, images: [uploaded, picture] },
        { token },
      );
      expect(refused, picture).toMatchObject({ code: 0, msg: NOT_FOUND });
      const logo = await api.post(
        '/api/admin/shop/save',
        { id: merchant.shopId, name: 'Console shop', logo: picture },
        { token },
      );
      expect(logo, picture).toMatchObject({ code: 0, msg: NOT_FOUND });
    }
    expect(await db().$count(products, eq(products.shopId, merchant.shopId))).toBe(0);
    const [shop] = await db().select().from(shops).where(eq(shops.id, merchant.shopId));
    expect(shop!.logo).toBe('/media/logo/TS/10.svg');

    const saved = await api.post(
      '/api/admin/product/save',
      { ...form, images: [uploaded, sellers, '/media/art/box/20/2.svg'] },
      { token },
    );
    expect(saved.code, saved.msg).toBe(1);
    const logo = await api.post(
      '/api/admin/shop/save',
      { id: merchant.shopId, name: 'Console shop', logo: '/media/logo/CS/20.svg' },
      { token },
    );
    expect(logo.code, logo.msg).toBe(1);
  });
});
