import { describe, expect, it } from 'vitest';
import { shopTranslations } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeProduct, makeShop, makeShopper } from '../../../test/shopping-fixtures';

const { t, api } = useTestApp();

/** Two products of two shops, the first shop named in German too. */
async function twoShops() {
  const [first, second] = [await makeShop(t.database.db), await makeShop(t.database.db)];
  await t.database.db
    .insert(shopTranslations)
    .values({ shopId: first!.id, lang: 'de', name: `Laden ${first!.id}`, description: '' });
  const one = await makeProduct(t.database.db, { shopId: first!.id });
  const two = await makeProduct(t.database.db, { shopId: second!.id });
  return { first: first!, second: second!, one, two };
}

describe("the shop's name where a shopper buys", () => {
  it("names each bag line's shop in the shopper's language, on adding, updating and listing", async () => {
    const { first, second, one, two } = await twoShops();
    const { token } = await makeShopper(t.database.db);
    const added = await api.post('/api/cart/add', { product_id: one.id, quantity: 1 }, { token, lang: 'de' });
    expect(added.data.shop).toEqual({ id: first.id, name: `Laden ${first.id}` });
    await api.post('/api/cart/add', { product_id: two.id, quantity: 1 }, { token });
    const updated = await api.post('/api/cart/update', { id: added.data.id, quantity: 2 }, { token });
    expect(updated.data.shop).toEqual({ id: first.id, name: first.name });

    const german = (await api.get('/api/cart/list', {}, { token, lang: 'de' })).data;
    expect(german.map((line: { shop: unknown }) => line.shop)).toEqual([
      { id: first.id, name: `Laden ${first.id}` },
      // No German name: the shop's own.
      { id: second.id, name: second.name },
    ]);
  });

  it("names the order's shop in the order list and the order detail, in the shopper's language", async () => {
    const { first, one } = await twoShops();
    const shopper = await makeShopper(t.database.db);
    const created = await api.post(
      '/api/order/create',
      { items: [{ product_id: one.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    const orderId = created.data.order_id as number;
    const list = await api.get(
      '/api/user/order_list',
      { status: 'all' },
      { token: shopper.token, lang: 'de' },
    );
    expect(list.data.list[0]).toMatchObject({
      id: orderId,
      shop: { id: first.id, name: `Laden ${first.id}` },
    });
    const detail = await api.get('/api/order/detail', { id: orderId }, { token: shopper.token });
    expect(detail.data.shop).toMatchObject({ id: first.id, name: first.name });
  });
});
