import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, orders } from '../../db/schema';
import { registerShopper, useTestApp } from '../../../test/harness';
import { makeProduct, makeShop, makeShopper } from '../../../test/shopping-fixtures';

/** Addresses with a country: its parts, postcode and phone rules, E.164 numbers, and old addresses (decision 063). */
const { t, api } = useTestApp();
const db = () => t.database.db;

const tokyo = {
  country: 'JP',
  consignee: '山田太郎',
  mobile: '090-1234-5678',
  postcode: '150-0002',
  admin_area: '東京都',
  address: '渋谷区渋谷2-21-1',
  tag: 'Home',
};
const mountainView = {
  country: 'us',
  consignee: 'Jane Roe',
  mobile: '(201) 555-0123',
  address: '1600 Amphitheatre Parkway',
  locality: 'Mountain View',
  admin_area: 'CA',
  postcode: '94043',
  tag: 'Office',
};

const rowOf = async (id: number) => (await db().select().from(addresses).where(eq(addresses.id, id)))[0];

describe('addresses with a country', () => {
  it('stores the country, its parts and the number in E.164, and answers them', async () => {
    const { token } = await registerShopper(t.app);
    const saved = await api.post('/api/user/address_add', tokyo, { token });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({
      country: 'JP',
      mobile: '+819012345678',
      area: '東京都',
      admin_area: '東京都',
      locality: '',
      postcode: '150-0002',
      address: '渋谷区渋谷2-21-1',
      needs_review: false,
    });

    const edited = await api.post('/api/user/address_add', { ...mountainView, id: saved.data.id }, { token });
    expect(edited.data).toMatchObject({
      id: saved.data.id,
      country: 'US',
      mobile: '+12015550123',
      area: 'CA, Mountain View',
      locality: 'Mountain View',
      postcode: '94043',
      needs_review: false,
    });
    const [listed] = (await api.get('/api/user/address_list', {}, { token })).data;
    expect(listed).toMatchObject({ country: 'US', mobile: '+12015550123', needs_review: false });
    expect(await rowOf(saved.data.id)).toMatchObject({
      country: 'US',
      mobile: '+12015550123',
      postcode: '94043',
    });
  });

  it.each([
    [{ postcode: '1500002x' }, 'Postal code does not match the format of this country'],
    [{ postcode: '' }, 'Postal code is required'],
    [{ admin_area: ' ' }, 'Prefecture is required'],
    [{ mobile: '090-1234' }, 'Please enter a mobile number of the chosen country'],
    [{ mobile: '+86 131 2345 6789' }, 'Please enter a mobile number of the chosen country'],
    [{ country: 'XX' }, 'Country is not valid'],
  ])('refuses %o with a message naming the field, and changes nothing', async (change, message) => {
    const { id: userId, token } = await registerShopper(t.app);
    const saved = await api.post('/api/user/address_add', tokyo, { token });
    const before = await rowOf(saved.data.id);

    const added = await api.post('/api/user/address_add', { ...tokyo, ...change }, { token });
    expect(added).toMatchObject({ code: 0, msg: message });
    const edit = await api.post(
      '/api/user/address_add',
      { ...tokyo, ...change, id: saved.data.id },
      { token },
    );
    expect(edit).toMatchObject({ code: 0, msg: message });

    expect(await db().$count(addresses, eq(addresses.userId, userId))).toBe(1);
    expect(await rowOf(saved.data.id)).toEqual(before);
  });

  it("names the field in the shopper's language and with the country's word for it", async () => {
    const { token } = await registerShopper(t.app);
    const wrongZip = { ...mountainView, postcode: '9404' };
    expect((await api.post('/api/user/address_add', wrongZip, { token })).msg).toBe(
      'ZIP code does not match the format of this country',
    );
    expect((await api.post('/api/user/address_add', wrongZip, { token, lang: 'de' })).msg).toContain(
      'Postleitzahl (ZIP)',
    );
    const noEmirate = {
      country: 'AE',
      consignee: 'Omar',
      mobile: '050 123 4567',
      address: 'Villa 3',
      tag: 'Home',
    };
    expect((await api.post('/api/user/address_add', noEmirate, { token })).msg).toBe('Emirate is required');
    const dubai = await api.post('/api/user/address_add', { ...noEmirate, admin_area: 'Dubai' }, { token });
    expect(dubai.data).toMatchObject({ mobile: '+971501234567', area: 'Dubai', postcode: '' });
  });

  it('keeps an address from before countries usable at checkout, marked for review', async () => {
    const shopper = await makeShopper(db());
    const [old] = (await api.get('/api/user/address_list', {}, { token: shopper.token })).data;
    expect(old).toMatchObject({ id: shopper.addressId, country: null, area: 'Testland', needs_review: true });
    expect(
      (await api.get('/api/user/address', { id: shopper.addressId }, { token: shopper.token })).data,
    ).toMatchObject({ needs_review: true });

    const shop = await makeShop(db());
    const product = await makeProduct(db(), { shopId: shop.id });
    const order = await api.post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    expect(order.code, order.msg).toBe(1);
    const [placed] = await db().select().from(orders).where(eq(orders.userId, shopper.id));
    expect(placed?.address).toMatchObject({ country: null, area: 'Testland', mobile: '+15550001234' });

    // Edited with its country, it is reviewed.
    const reviewed = await api.post(
      '/api/user/address_add',
      { ...tokyo, id: shopper.addressId },
      { token: shopper.token },
    );
    expect(reviewed.data).toMatchObject({ country: 'JP', needs_review: false });
  });

  it("never changes another shopper's address, with a country or without", async () => {
    const owner = await registerShopper(t.app);
    const stranger = await registerShopper(t.app);
    const mine = await api.post('/api/user/address_add', tokyo, { token: owner.token });
    const before = await rowOf(mine.data.id);
    expect(
      await api.post(
        '/api/user/address_add',
        { ...mountainView, id: mine.data.id },
        { token: stranger.token },
      ),
    ).toMatchObject({ code: 0, msg: 'The address does not exist' });
    expect(await rowOf(mine.data.id)).toEqual(before);
  });
});
