import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, products } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeProduct, makeShopper } from '../../../test/shopping-fixtures';

const { t, api } = useTestApp();
const specs = [
  { name: 'Color', values: ['Black', 'White'] },
  { name: 'Size', values: ['M', 'L'] },
];

describe('cart', () => {
  it('adds, merges the same product and spec into one line, updates and deletes', async () => {
    const shopper = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { stock: 10, specs });
    const token = shopper.token;
    const first = await api.post(
      '/api/cart/add',
      { product_id: product.id, quantity: 2, spec: 'size: m; color: black' },
      { token },
    );
    expect(first).toMatchObject({
      code: 1,
      msg: 'Added to bag',
      data: { quantity: 2, spec: 'Color: Black; Size: M', available: true },
    });
    const again = await api.post(
      '/api/cart/add',
      { product_id: product.id, quantity: 3, spec: 'Color: Black; Size: M' },
      { token },
    );
    expect(again.data).toMatchObject({ id: first.data.id, quantity: 5 });
    const other = await api.post(
      '/api/cart/add',
      { product_id: product.id, quantity: 1, spec: 'Color: White; Size: L' },
      { token },
    );
    expect(other.data.id).not.toBe(first.data.id);

    const updated = await api.post('/api/cart/update', { id: first.data.id, quantity: 7 }, { token });
    expect(updated.data.quantity).toBe(7);
    const list = await api.get('/api/cart/list', {}, { token });
    expect(list.data).toHaveLength(2);
    expect(list.data[0]).toMatchObject({ price: '10.00', product: { id: product.id } });

    expect(await api.post('/api/cart/delete', { ids: [first.data.id] }, { token })).toMatchObject({
      code: 1,
      msg: 'Delete Success',
    });
    expect(
      (await api.get('/api/cart/list', {}, { token })).data.map((line: { id: number }) => line.id),
    ).toEqual([other.data.id]);
  });

  it('asks for every spec and refuses values the product does not have', async () => {
    const { token } = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { specs });
    expect((await api.post('/api/cart/add', { product_id: product.id, quantity: 1 }, { token })).msg).toBe(
      'Please choose Color',
    );
    expect(
      (
        await api.post(
          '/api/cart/add',
          { product_id: product.id, quantity: 1, spec: 'Color: Red; Size: M' },
          { token },
        )
      ).msg,
    ).toBe('Please choose a valid Color');
  });

  it.each([0, -1, 1.5, 'two', 1000, null])('refuses the quantity %p', async (quantity) => {
    const { token } = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db);
    const result = await api.post('/api/cart/add', { product_id: product.id, quantity }, { token });
    expect(result).toMatchObject({ code: 0, msg: 'Please enter a quantity from 1 to 999' });
  });

  it('refuses more than the stock, and products that do not exist or are off sale', async () => {
    const { token, id } = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { stock: 3 });
    const off = await makeProduct(t.database.db, { status: 'off' });
    expect((await api.post('/api/cart/add', { product_id: product.id, quantity: 4 }, { token })).msg).toBe(
      `Not enough stock for ${product.name}`,
    );
    const gone = 'The product does not exist or is no longer on sale';
    expect((await api.post('/api/cart/add', { product_id: off.id, quantity: 1 }, { token })).msg).toBe(gone);
    expect((await api.post('/api/cart/add', { product_id: 999999, quantity: 1 }, { token })).msg).toBe(gone);
    expect(await t.database.db.$count(cartItems, eq(cartItems.userId, id))).toBe(0);
  });

  it('marks lines unavailable when their product runs out or goes off sale', async () => {
    const { token } = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db, { stock: 5 });
    await api.post('/api/cart/add', { product_id: product.id, quantity: 4 }, { token });
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    expect((await api.get('/api/cart/list', {}, { token })).data[0].available).toBe(false);
    await t.database.db.update(products).set({ stock: 50, status: 'off' }).where(eq(products.id, product.id));
    expect((await api.get('/api/cart/list', {}, { token })).data[0].available).toBe(false);
  });

  it("never changes another shopper's lines", async () => {
    const owner = await makeShopper(t.database.db);
    const stranger = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db);
    const line = await api.post(
      '/api/cart/add',
      { product_id: product.id, quantity: 1 },
      { token: owner.token },
    );
    expect(
      (await api.post('/api/cart/update', { id: line.data.id, quantity: 5 }, { token: stranger.token })).msg,
    ).toBe('The item is no longer in your bag');
    await api.post('/api/cart/delete', { ids: [line.data.id] }, { token: stranger.token });
    const [row] = await t.database.db.select().from(cartItems).where(eq(cartItems.id, line.data.id));
    expect(row).toMatchObject({ userId: owner.id, quantity: 1 });
    expect((await api.get('/api/cart/list', {}, { token: stranger.token })).data).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await api.get('/api/cart/list')).status).toBe(401);
  });
});
