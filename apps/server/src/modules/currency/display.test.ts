import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { convertCents } from '@storefront/shared';
import { currencyRates, orders, users } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { balanceAndLedger, makeProduct, makeShopper, PAY_CODE } from '../../../test/shopping-fixtures';

const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;

const accountCurrency = async (userId: number) =>
  (await db().select({ currency: users.currency }).from(users).where(eq(users.id, userId)))[0]?.currency;

describe("the shopper's display currency", () => {
  it('stores a known currency on the account and answers it in the user info', async () => {
    const shopper = await makeShopper(db());
    expect((await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).data.currency).toBeNull();
    const set = await api.post('/api/user/set_currency', { currency: 'jpy' }, { token: shopper.token });
    expect(set).toMatchObject({ code: 1 });
    expect(await accountCurrency(shopper.id)).toBe('JPY');
    expect((await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).data.currency).toBe('JPY');
  });

  it('refuses an unknown code in the language asked and keeps the choice; guests are told to sign in', async () => {
    const shopper = await makeShopper(db());
    await api.post('/api/user/set_currency', { currency: 'EUR' }, { token: shopper.token });
    const refused = await api.post(
      '/api/user/set_currency',
      { currency: 'XYZ' },
      { token: shopper.token, lang: 'ri' },
    );
    expect(refused).toMatchObject({
      code: 0,
      key: 'msg.currency_unsupported',
      msg: 'この通貨には対応していません',
    });
    const blank = await api.post('/api/user/set_currency', { currency: '' }, { token: shopper.token });
    expect(blank.code).toBe(0);
    expect(await accountCurrency(shopper.id)).toBe('EUR');
    expect((await api.post('/api/user/set_currency', { currency: 'EUR' })).status).toBe(401);
  });
});

describe("an order's estimate", () => {
  /** One product of 12.50 and freight 6.00: a total of 18.50. */
  async function orderIn(currency: string | undefined, shopper: Awaited<ReturnType<typeof makeShopper>>) {
    const product = await makeProduct(db(), { priceCents: 1250 });
    const query = currency ? `?currency=${currency}` : '';
    const created = await api.post(
      `/api/order/create${query}`,
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    expect(created).toMatchObject({ code: 1, data: { total: '18.50' } });
    return created.data.order_id as number;
  }
  const detail = async (orderId: number, token: string) =>
    api.get('/api/order/detail', { id: orderId }, { token });

  it('keeps the rate and the yen total of its creation, and paying it moves exactly the dollars', async () => {
    const token = await operatorToken();
    await api.post('/api/admin/currency_rate/save', { code: 'JPY', rate: '149.5' }, { token });
    const shopper = await makeShopper(db(), { balanceCents: 10_000 });
    const orderId = await orderIn('JPY', shopper);
    const expected = { currency: 'JPY', rate: '149.5', total: '2766' };
    expect(convertCents(1850, '149.5', 0)).toBe(expected.total); // 2765.75 rounds up
    expect((await detail(orderId, shopper.token)).data.display).toEqual(expected);
    // A later rate changes the receipt of no placed order.
    await api.post('/api/admin/currency_rate/save', { code: 'JPY', rate: '160' }, { token });
    expect((await detail(orderId, shopper.token)).data.display).toEqual(expected);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      totalCents: 1850,
      displayCurrency: 'JPY',
      displayRate: '149.5',
      displayTotal: '2766',
    });

    const before = await balanceAndLedger(db(), shopper.id);
    const paid = await api.post(
      '/api/order/pay?currency=JPY',
      { order_id: orderId, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(paid).toMatchObject({ code: 1, data: { balance: '81.50' } });
    const after = await balanceAndLedger(db(), shopper.id);
    expect(before.balance - after.balance).toBe(1850);
    expect(before.ledgerSum - after.ledgerSum).toBe(1850);
  });

  it('keeps none for the dollar, an unknown code, no currency at all, or a stale rate', async () => {
    const token = await operatorToken();
    await api.post('/api/admin/currency_rate/save', { code: 'THB', rate: '34.03' }, { token });
    const shopper = await makeShopper(db());
    for (const currency of ['USD', 'XYZ', undefined]) {
      const orderId = await orderIn(currency, shopper);
      expect((await detail(orderId, shopper.token)).data.display, String(currency)).toBeNull();
    }
    const fresh = await orderIn('THB', shopper);
    expect((await detail(fresh, shopper.token)).data.display).toEqual({
      currency: 'THB',
      rate: '34.03',
      total: '629.56',
    });
    await db()
      .update(currencyRates)
      .set({ ratedAt: sql`now() - interval '49 hours'` })
      .where(eq(currencyRates.code, 'THB'));
    const stale = await orderIn('THB', shopper);
    expect((await detail(stale, shopper.token)).data.display).toBeNull();
    const [row] = await db().select().from(orders).where(eq(orders.id, stale));
    expect(row).toMatchObject({
      totalCents: 1850,
      displayCurrency: null,
      displayRate: null,
      displayTotal: null,
    });
  });

  it("gives each shop's order of a checkout its own total in the currency", async () => {
    const token = await operatorToken();
    await api.post('/api/admin/currency_rate/save', { code: 'KWD', rate: '0.3075' }, { token });
    const shopper = await makeShopper(db());
    const first = await makeProduct(db(), { priceCents: 1250 });
    const second = await makeProduct(db(), { priceCents: 4999 });
    const created = await api.post(
      '/api/order/create?currency=KWD',
      {
        items: [
          { product_id: first.id, quantity: 1 },
          { product_id: second.id, quantity: 1 },
        ],
        address_id: shopper.addressId,
      },
      { token: shopper.token },
    );
    expect(created.data.order_ids).toHaveLength(2);
    const displays = await Promise.all(
      (created.data.order_ids as number[]).map(async (id) => (await detail(id, shopper.token)).data),
    );
    // 12.50 + 6.00 freight = 18.50 → 5.68875 → 5.689; 49.99 + freight 0 (from 49.00) → 15.371925 → 15.372
    expect(displays.map((order) => [order.total, order.display])).toEqual([
      ['18.50', { currency: 'KWD', rate: '0.3075', total: '5.689' }],
      ['49.99', { currency: 'KWD', rate: '0.3075', total: '15.372' }],
    ]);
  });

  it("is shown to the order's shopper only", async () => {
    const token = await operatorToken();
    await api.post('/api/admin/currency_rate/save', { code: 'EUR', rate: '0.92' }, { token });
    const shopper = await makeShopper(db());
    const stranger = await makeShopper(db());
    const orderId = await orderIn('EUR', shopper);
    expect((await detail(orderId, shopper.token)).data.display).toEqual({
      currency: 'EUR',
      rate: '0.92',
      total: '17.02',
    });
    const other = await detail(orderId, stranger.token);
    expect(other).toMatchObject({ code: 0, key: 'msg.order_not_found' });
    expect(JSON.stringify(other.body)).not.toContain('17.02');
    const list = await api.get('/api/user/order_list', { status: 'all' }, { token: stranger.token });
    expect(list.data.list).toEqual([]);
  });
});
