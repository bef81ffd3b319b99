import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { makeProduct, makeShopper } from '../../../test/shopping-fixtures';

const { t, api } = useTestApp();

describe('product, shop, favourites and follows', () => {
  it('shows a product with its shop, specs, limit counts and review summary', async () => {
    const product = await makeProduct(t.database.db, { virtual: { cards: 5, period: 'day', count: 2 } });
    const guest = await api.get('/api/product/detail', { id: product.id });
    expect(guest.data).toMatchObject({
      id: product.id,
      is_virtual: true,
      limit_period: 'day',
      limit_count: 2,
      bought: 0,
      remaining: 2,
      favourited: false,
      stock: 5,
      shop: { id: product.shopId, followed: false },
      reviews: { count: 0, product_score: null },
    });
    expect(guest.data.images).toHaveLength(1);
  });

  it('says so for a product that does not exist or is off sale', async () => {
    const off = await makeProduct(t.database.db, { status: 'off' });
    for (const id of [off.id, 987654]) {
      expect((await api.get('/api/product/detail', { id })).msg).toBe(
        'The product does not exist or is no longer on sale',
      );
    }
  });

  it('keeps favourites per shopper', async () => {
    const { token } = await makeShopper(t.database.db);
    const other = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db);
    expect(await api.post('/api/favourite/add', { product_id: product.id }, { token })).toMatchObject({
      code: 1,
    });
    await api.post('/api/favourite/add', { product_id: product.id }, { token });
    expect((await api.get('/api/product/detail', { id: product.id }, { token })).data.favourited).toBe(true);
    expect(
      (await api.get('/api/product/detail', { id: product.id }, { token: other.token })).data.favourited,
    ).toBe(false);
    const list = await api.get('/api/favourite/list', {}, { token });
    expect(list.data).toMatchObject({ total: 1, list: [{ id: product.id }] });
    expect((await api.get('/api/favourite/list', {}, { token: other.token })).data.total).toBe(0);
    await api.post('/api/favourite/remove', { product_id: product.id }, { token });
    expect((await api.get('/api/favourite/list', {}, { token })).data.total).toBe(0);
    expect((await api.post('/api/favourite/add', { product_id: 999999 }, { token })).code).toBe(0);
  });

  it('follows a shop once however often it is asked, and unfollows', async () => {
    const { token } = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db);
    const shopId = product.shopId;
    const before = (await api.get('/api/shop/detail', { id: shopId })).data.followers;
    const followed = await api.post('/api/shop/follow', { shop_id: shopId }, { token });
    expect(followed).toMatchObject({
      code: 1,
      msg: 'Follow Success',
      data: { followed: true, followers: before + 1 },
    });
    expect((await api.post('/api/shop/follow', { shop_id: shopId }, { token })).data.followers).toBe(
      before + 1,
    );
    expect((await api.get('/api/shop/detail', { id: shopId }, { token })).data).toMatchObject({
      followed: true,
    });
    expect(
      (await api.get('/api/shop/followed', {}, { token })).data.list.map((s: { id: number }) => s.id),
    ).toEqual([shopId]);
    const unfollowed = await api.post('/api/shop/unfollow', { shop_id: shopId }, { token });
    expect(unfollowed.data).toEqual({ followed: false, followers: before });
    expect((await api.post('/api/shop/unfollow', { shop_id: shopId }, { token })).data.followers).toBe(
      before,
    );
    expect((await api.get('/api/shop/detail', { id: 999999 })).msg).toBe('The shop does not exist');
  });
});
