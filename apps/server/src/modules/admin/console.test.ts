import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeProduct, makeShopper, PAY_CODE } from '../../../test/shopping-fixtures';

const { t, api, operatorToken } = useTestApp();

describe('operator console calls', () => {
  it('dashboard counts paid orders, sales and pending queues, with 30 days of figures', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const product = await makeProduct(t.database.db, { priceCents: 6_000 });
    const created = await api.post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    await api.post(
      '/api/order/pay',
      { order_id: created.data.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    const board = await api.get('/api/admin/dashboard', {}, { token });
    expect(board.data.today).toMatchObject({ orders: 1, sales: '60.00' });
    expect(board.data.pending).toMatchObject({ to_ship: 1, recharges: 0 });
    expect(board.data.series).toHaveLength(30);
    expect(board.data.series.at(-1)).toMatchObject({ orders: 1, sales: '60.00' });
    expect((await api.get('/api/admin/dashboard', {}, { token: shopper.token })).status).toBe(401);
  });

  it('filters orders by status, shop, shopper and date', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db);
    const created = await api.post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    const today = new Date().toISOString().slice(0, 10);
    const byShop = await api.get('/api/admin/orders', { shop_id: product.shopId }, { token });
    expect(byShop.data.list.map((o: { id: number }) => o.id)).toEqual([created.data.order_id]);
    const [user] = (await api.get('/api/admin/users', {}, { token })).data.list.filter(
      (u: { id: number }) => u.id === shopper.id,
    );
    const byUser = await api.get(
      '/api/admin/orders',
      { user: user.username, status: 'unpaid', from: today, to: today },
      { token },
    );
    expect(byUser.data.list.map((o: { id: number }) => o.id)).toEqual([created.data.order_id]);
    expect(
      (await api.get('/api/admin/orders', { user: user.username, status: 'delivered' }, { token })).data
        .total,
    ).toBe(0);
    expect(
      (await api.get('/api/admin/orders', { from: '2001-01-01', to: '2001-01-02' }, { token })).data.total,
    ).toBe(0);
    // A status the table does not know is refused, not read as "all".
    expect(await api.get('/api/admin/orders', { status: 'shipped' }, { token })).toMatchObject({
      code: 0,
      key: 'validation.invalid',
      data: null,
    });
  });

  it('searches shoppers and products by the words typed, LIKE wildcards included', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
    const found = await api.get('/api/admin/users', { keyword: user!.username.slice(2, 9) }, { token });
    expect(found.data.list.map((row: { id: number }) => row.id)).toContain(shopper.id);
    // "%" and "_" are what the operator typed, not "anything": no shopper's name holds them.
    for (const keyword of ['%', '_', '%_%']) {
      expect((await api.get('/api/admin/users', { keyword }, { token })).data.total, keyword).toBe(0);
      expect((await api.get('/api/admin/orders', { user: keyword }, { token })).data.total, keyword).toBe(0);
      expect((await api.get('/api/admin/products', { keyword }, { token })).data.total, keyword).toBe(0);
    }
  });

  it('records every operator action with who, what, when, before and after', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const adjusted = await api.post(
      '/api/admin/user/adjust',
      { user_id: shopper.id, amount: '5.00', memo: 'goodwill' },
      { token },
    );
    expect(adjusted.code).toBe(1);
    const log = await api.get('/api/admin/audits', { action: 'user.adjust' }, { token });
    const entry = log.data.list.find((row: { target_id: number }) => row.target_id === shopper.id);
    expect(entry).toMatchObject({ operator: 'admin', target_type: 'user' });
    expect(entry.before).toMatchObject({ balanceCents: 10_000 });
    expect(entry.after).toMatchObject({ balanceCents: 10_500 });
    expect(entry.after).not.toHaveProperty('passwordHash');

    const shop = await api.post(
      '/api/admin/shop/save',
      { name: 'Console Shop', logo: '/media/logo/CS/10.svg' },
      { token },
    );
    expect(shop.data).toMatchObject({ name: 'Console Shop', status: 'open' });
    const created = (await api.get('/api/admin/audits', { action: 'shop.save' }, { token })).data.list[0];
    expect(created).toMatchObject({ target_id: shop.data.id, before: null, after: { name: 'Console Shop' } });
    const refused = await api.post(
      '/api/admin/user/adjust',
      { user_id: shopper.id, amount: '-1000', memo: 'x' },
      { token },
    );
    expect(refused.code).toBe(0);
    expect((await api.get('/api/admin/audits', { action: 'user.adjust' }, { token })).data.total).toBe(1);
  });

  it('edits the catalog: promo codes, networks, articles, categories; lists products and a shopper', async () => {
    const token = await operatorToken();
    const promo = await api.post(
      '/api/admin/promo/save',
      { code: 'spring5', discount: '5', min_amount: '20' },
      { token },
    );
    expect(promo.data).toMatchObject({ code: 'SPRING5', discount: '5.00', active: true });
    const network = await api.post(
      '/api/admin/network/save',
      { network: 'USDC-SOL', address: 'So1ana', min_amount: '15' },
      { token },
    );
    expect(
      (
        await api.get('/api/user/getBlockchain', {}, { token: (await makeShopper(t.database.db)).token })
      ).data.map((n: { network: string }) => n.network),
    ).toContain('USDC-SOL');
    await api.post(
      '/api/admin/network/save',
      { id: network.data.id, network: 'USDC-SOL', address: 'So1ana', enabled: false },
      { token },
    );
    const article = await api.post(
      '/api/admin/article/save',
      { kind: 'help', slug: 'customs', lang: 'en', title: 'Customs duties', content: 'Who pays them.' },
      { token },
    );
    expect(article.data.id).toBeGreaterThan(0);
    expect((await api.get('/api/user/help_support')).data.map((a: { title: string }) => a.title)).toContain(
      'Customs duties',
    );
    const [category] = (await api.get('/api/admin/categories', {}, { token })).data;
    expect(
      (
        await api.post(
          '/api/admin/category/save',
          { id: category.id, icon: 'device-laptop', sort: 99 },
          { token },
        )
      ).data.sort,
    ).toBe(99);

    const product = await makeProduct(t.database.db, { status: 'off' });
    const listed = await api.get(
      '/api/admin/products',
      { status: 'off', shop_id: product.shopId },
      { token },
    );
    expect(listed.data.list.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const shopper = await makeShopper(t.database.db, { balanceCents: 1_200 });
    const detail = await api.get('/api/admin/user', { id: shopper.id }, { token });
    expect(detail.data).toMatchObject({ balance: '12.00', orders: [], ledger: [{ amount: '12.00' }] });
  });

  it('names the shopper of each order, top-up, withdrawal, refund and complaint it lists', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db);
    await api.post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
    const orders = await api.get('/api/admin/orders', { status: 'all' }, { token });
    expect(orders.data.list.find((order: { user_id: number }) => order.user_id === shopper.id)).toMatchObject(
      {
        username: user?.username,
      },
    );
    for (const list of ['recharges', 'withdrawals', 'refunds', 'complaints', 'consults']) {
      const answer = await api.get(`/api/admin/${list}`, {}, { token });
      expect(answer.code, list).toBe(1);
      for (const row of answer.data.list as { user_id: number; username: string }[]) {
        expect(typeof row.username, list).toBe('string');
      }
    }
  });
});
