import { describe, expect, it } from 'vitest';
import { productTranslations } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeProduct, makeShop, makeShopper } from '../../../test/shopping-fixtures';

/**
 * Operators close a shop: its products leave every shopper read and cannot be bagged or ordered; reopening puts
 * them back, except a product that was off sale before (decision 042).
 */
const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;
const NOT_ON_SALE = 'The product does not exist or is no longer on sale';

type Listed = { id: number };
const idsOf = (answer: { data: { list: Listed[] } }) => answer.data.list.map((product) => product.id);

describe('a closed shop’s products', () => {
  it('are off sale everywhere while the shop is closed, and back when it reopens; one taken off stays off', async () => {
    const token = await operatorToken();
    const shop = await makeShop(db());
    const product = await makeProduct(db(), { shopId: shop.id });
    const takenOff = await makeProduct(db(), { shopId: shop.id, status: 'off' });
    await db()
      .insert(productTranslations)
      .values({ productId: product.id, lang: 'de', name: 'Leuchtturmlampe' });
    const shopper = await makeShopper(db());
    const bagged = await api.post(
      '/api/cart/add',
      { product_id: product.id, quantity: 1 },
      { token: shopper.token },
    );
    expect(bagged.code, bagged.msg).toBe(1);

    /** What a shopper can see and do with the product, each answer read as "it is there". */
    const shopperSees = async () => ({
      detail: (await api.get('/api/product/detail', { id: product.id })).code === 1,
      list: idsOf(await api.get('/api/index/product', { shop_id: shop.id, limit: 100 })).includes(product.id),
      hot: idsOf(await api.get('/api/index/hot_product', { limit: 100 })).includes(product.id),
      search: idsOf(await api.get('/api/index/product', { keyword: product.name })).includes(product.id),
      translatedSearch: idsOf(
        await api.get('/api/index/product', { keyword: 'leuchtturm' }, { lang: 'de' }),
      ).includes(product.id),
      bag: (await api.get('/api/cart/list', {}, { token: shopper.token })).data.find(
        (line: { product_id: number }) => line.product_id === product.id,
      ).available as boolean,
    });
    const consoleStatuses = async () =>
      Object.fromEntries(
        (await api.get('/api/admin/products', { shop_id: shop.id }, { token })).data.list.map(
          (row: { id: number; status: string }) => [row.id, row.status],
        ),
      );
    const saveShop = (status: 'open' | 'closed') =>
      api.post('/api/admin/shop/save', { id: shop.id, name: shop.name, logo: shop.logo, status }, { token });
    const order = () =>
      api.post(
        '/api/order/create',
        { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
        { token: shopper.token },
      );
    const allThere = { detail: true, list: true, hot: true, search: true, translatedSearch: true, bag: true };
    expect(await shopperSees()).toEqual(allThere);

    expect((await saveShop('closed')).data).toMatchObject({ status: 'closed' });
    expect(await shopperSees()).toEqual({
      detail: false,
      list: false,
      hot: false,
      search: false,
      translatedSearch: false,
      bag: false,
    });
    expect(
      (await api.post('/api/cart/add', { product_id: product.id, quantity: 1 }, { token: shopper.token }))
        .msg,
    ).toBe(NOT_ON_SALE);
    expect((await order()).msg).toBe(NOT_ON_SALE);
    expect(await consoleStatuses()).toEqual({ [product.id]: 'held', [takenOff.id]: 'off' });

    // Product forms cannot put a held product on sale, nor hold one by hand.
    const form = {
      id: product.id,
      name: product.name,
      price: '10.00',
      stock: 100,
      category_id: product.categoryId,
      shop_id: shop.id,
      images: product.images,
    };
    const onAgain = await api.post('/api/admin/product/save', { ...form, status: 'on' }, { token });
    expect(onAgain.data, onAgain.msg).toMatchObject({ status: 'held' });
    const heldByHand = await api.post(
      '/api/admin/product/save',
      { ...form, id: takenOff.id, status: 'held' },
      { token },
    );
    expect(heldByHand.code).toBe(0);
    expect(await shopperSees()).toMatchObject({ detail: false, list: false });

    expect((await saveShop('open')).data).toMatchObject({ status: 'open' });
    expect(await shopperSees()).toEqual(allThere);
    expect(await consoleStatuses()).toEqual({ [product.id]: 'on', [takenOff.id]: 'off' });
    expect((await api.get('/api/product/detail', { id: takenOff.id })).msg).toBe(NOT_ON_SALE);
    expect((await order()).msg).toBe('Create Order Success');
  });
});
