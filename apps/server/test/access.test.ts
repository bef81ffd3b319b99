import { eq } from 'drizzle-orm';
import { type Access, contract, type Contract } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  cartItems,
  consultations,
  notifications,
  orders,
  reviews,
  shopInvitations,
  shopMembers,
} from '../src/db/schema';
import { ensureFirstOperator } from '../src/modules/admin/operators';
import { useTestApp } from './harness';
import { makeProduct, makeShop, makeShopper, PASSWORD, PAY_CODE } from './shopping-fixtures';
import { uploadPicture } from './uploads';
import { makeMerchant, paidOrderOf, sellerLogin } from './marketplace-fixtures';

const { t, api, operatorToken } = useTestApp();

type Route = { method: 'GET' | 'POST'; url: string };

/** Every route under a prefix but its login, read from the published API description. */
async function routesUnder(prefix: '/api/admin/' | '/api/seller/'): Promise<Route[]> {
  const spec = (await t.app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths).flatMap(([url, methods]) =>
    Object.keys(methods)
      .filter(() => url.startsWith(prefix) && url !== `${prefix}login`)
      .map((method) => ({ method: method.toUpperCase() as Route['method'], url })),
  );
}

/** Asks every route with each token (undefined: none) and expects 401 for all of them. */
async function expectUnauthorized(routes: Route[], tokens: (string | undefined)[]) {
  for (const route of routes) {
    for (const token of tokens) {
      const response = await t.app.inject({
        method: route.method,
        url: `${route.url}?lang=en`,
        headers: token ? { token } : {},
        payload: route.method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe(401);
    }
  }
}

/** A member of a new shop with a seller token (`role` owner or staff). */
async function sellerToken(role: 'owner' | 'staff') {
  const member = await makeShopper(t.database.db);
  const shop = await makeShop(t.database.db);
  await t.database.db.insert(shopMembers).values({ shopId: shop.id, userId: member.id, role });
  const login = await api.post('/api/seller/login', { account: member.username, password: PASSWORD });
  return login.data.token as string;
}

describe('access matrix', () => {
  it('every endpoint of the contract guards as its access says: a token of the right kind or none needed', async () => {
    const shopper = await makeShopper(t.database.db);
    const tokens = {
      shopper: shopper.token,
      operator: await operatorToken(),
      seller: await sellerToken('owner'),
    };
    // The logouts last: each ends the session of its own kind, which the others still need.
    const endpoints = (Object.entries(contract) as [keyof Contract, { access: Access }][]).sort(
      ([a], [b]) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')),
    );
    expect(endpoints.length).toBeGreaterThan(150);
    for (const [name, { access }] of endpoints) {
      const [method, url] = name.split(' ') as ['GET' | 'POST', string];
      const statusWith = async (token: string | undefined) =>
        (
          await t.app.inject({
            method,
            url: `${url}?lang=en`,
            headers: token ? { token } : {},
            payload: method === 'POST' ? {} : undefined,
          })
        ).statusCode;
      if (access === 'public') {
        expect(await statusWith(undefined), `${name} is public`).not.toBe(401);
        continue;
      }
      // Refused without a token and with each other kind of token; not refused for being unknown with its own.
      for (const [kind, token] of [['none', undefined], ...Object.entries(tokens)] as const) {
        if (kind === access) expect(await statusWith(token), `${name} with a ${kind} token`).not.toBe(401);
        else
          expect(await statusWith(token), `${name} with ${kind === 'none' ? 'no' : `a ${kind}`} token`).toBe(
            401,
          );
      }
    }
  });

  it('no operator route answers a shopper token, a seller token or no token', async () => {
    const shopper = await makeShopper(t.database.db);
    const routes = await routesUnder('/api/admin/');
    expect(routes.length).toBeGreaterThan(25);
    await expectUnauthorized(routes, [shopper.token, await sellerToken('owner'), undefined]);
  });

  it('no seller route answers a shopper token, an operator token or no token', async () => {
    const shopper = await makeShopper(t.database.db);
    await ensureFirstOperator(t.database.db, 'operator-secret');
    const operator = (await api.post('/api/admin/login', { username: 'admin', password: 'operator-secret' }))
      .data.token as string;
    const routes = await routesUnder('/api/seller/');
    expect(routes.length).toBeGreaterThan(5);
    await expectUnauthorized(routes, [shopper.token, operator, undefined]);
  });

  it('no shopper-only route answers a seller token', async () => {
    const seller = await sellerToken('staff');
    await expectUnauthorized(
      [
        { method: 'GET', url: '/api/user/order_list' },
        { method: 'GET', url: '/api/user/getUserInfo' },
        { method: 'POST', url: '/api/order/pay' },
        { method: 'GET', url: '/api/user/merchant_apply' },
        { method: 'GET', url: '/api/user/shop_invitations' },
        { method: 'POST', url: '/api/user/shop_invitation/answer' },
        { method: 'POST', url: '/api/refund/escalate' },
      ],
      [seller],
    );
  });

  it("no shopper route with an object id reads or changes another shopper's object", async () => {
    const owner = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const stranger = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const product = await makeProduct(t.database.db, { stock: 50 });
    const line = (
      await api.post('/api/cart/add', { product_id: product.id, quantity: 1 }, { token: owner.token })
    ).data;
    const paid = (
      await api.post(
        '/api/order/create',
        { items: [{ product_id: product.id, quantity: 1 }], address_id: owner.addressId },
        { token: owner.token },
      )
    ).data;
    await api.post(
      '/api/order/pay',
      { order_id: paid.order_id, pay_password: PAY_CODE },
      { token: owner.token },
    );
    const unpaid = (
      await api.post(
        '/api/order/create',
        { items: [{ product_id: product.id, quantity: 1 }], address_id: owner.addressId },
        { token: owner.token },
      )
    ).data;
    const thread = (
      await api.post(
        '/api/consult/add',
        { product_id: product.id, mch_id: product.shopId, content: 'Mine' },
        { token: owner.token },
      )
    ).data;
    await ensureFirstOperator(t.database.db, 'operator-secret');
    const ops = (await api.post('/api/admin/login', { username: 'admin', password: 'operator-secret' })).data
      .token;
    await api.post(
      '/api/admin/order/ship',
      { order_id: paid.order_id, company: 'UPS', tracking_no: '1' },
      { token: ops },
    );
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    // The stranger's own picture: each attempt is refused for the owner's record, not for the evidence.
    const proof = [await uploadPicture(t.app, stranger.token)];
    const as = { token: stranger.token };

    const attempts: [string, () => Promise<{ code: number; data: unknown }>][] = [
      ['address get', () => api.get('/api/user/address', { id: owner.addressId }, as)],
      [
        'address edit',
        () =>
          api.post(
            '/api/user/address_add',
            { id: owner.addressId, consignee: 'X', mobile: '13800000000', area: 'A', address: 'B', tag: 'C' },
            as,
          ),
      ],
      ['address default', () => api.post('/api/user/address_set_default', { id: owner.addressId }, as)],
      ['address delete', () => api.get('/api/user/address_del', { id: owner.addressId }, as)],
      ['cart update', () => api.post('/api/cart/update', { id: line.id, quantity: 5 }, as)],
      [
        'order from cart',
        () => api.post('/api/order/create', { cart_ids: [line.id], address_id: stranger.addressId }, as),
      ],
      [
        'order with address',
        () =>
          api.post(
            '/api/order/create',
            { items: [{ product_id: product.id, quantity: 1 }], address_id: owner.addressId },
            as,
          ),
      ],
      ['order preview', () => api.post('/api/order/preview', { cart_ids: [line.id] }, as)],
      ['order detail', () => api.get('/api/order/detail', { id: paid.order_id }, as)],
      [
        'order pay',
        () => api.post('/api/order/pay', { order_id: unpaid.order_id, pay_password: PAY_CODE }, as),
      ],
      [
        'order cards',
        () => api.post('/api/order/cards', { order_id: paid.order_id, pay_password: PAY_CODE }, as),
      ],
      ['order cancel', () => api.post('/api/order/cancel', { order_id: unpaid.order_id }, as)],
      ['order confirm', () => api.post('/api/order/confirm', { order_id: paid.order_id }, as)],
      [
        'refund apply',
        () =>
          api.post(
            '/api/refund/apply',
            {
              order_id: paid.order_id,
              type: 'refund_only',
              amount: '1',
              goods_status: 'received',
              reason: 'damaged',
              explanation: 'e',
              images: proof,
            },
            as,
          ),
      ],
      [
        'review',
        () =>
          api.post(
            '/api/comment/add',
            {
              order_id: paid.order_id,
              product_id: product.id,
              product_score: 5,
              service_score: 5,
              postage_score: 5,
              content: 'x',
            },
            as,
          ),
      ],
      [
        'complaint',
        () => api.post('/api/user/complain', { order_id: paid.order_id, content: 'x', image: proof[0] }, as),
      ],
      ['consult detail', () => api.get('/api/consult/detail', { id: thread.id }, as)],
      ['consult reply', () => api.post('/api/consult/reply', { id: thread.id, content: 'x' }, as)],
    ];
    for (const [name, attempt] of attempts) {
      const result = await attempt();
      expect(result.code, name).toBe(0);
      expect(result.data, name).toBeNull();
    }
    expect((await api.get('/api/refund/detail', { order_id: paid.order_id }, as)).data).toBeNull();
    await api.post('/api/cart/delete', { ids: [line.id] }, as);
    await api.post('/api/notification/read', { ids: [note!.id] }, as);

    const [address] = await t.database.db.select().from(addresses).where(eq(addresses.id, owner.addressId));
    expect(address).toMatchObject({ userId: owner.id, consignee: 'Test Buyer', isDefault: true });
    const [cart] = await t.database.db.select().from(cartItems).where(eq(cartItems.id, line.id));
    expect(cart).toMatchObject({ quantity: 1 });
    const statuses = await t.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.userId, owner.id));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [paid.order_id]: 'delivered',
      [unpaid.order_id]: 'unpaid',
    });
    const [threadRow] = await t.database.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, thread.id));
    expect(threadRow?.userId).toBe(owner.id);
    const [noteRow] = await t.database.db.select().from(notifications).where(eq(notifications.id, note!.id));
    expect(noteRow?.readAt).toBeNull();
    for (const list of [
      '/api/user/address_list',
      '/api/cart/list',
      '/api/user/order_list',
      '/api/consult/list',
      '/api/notification/list',
      '/api/user/bill',
    ]) {
      const result = await api.get(list, {}, as);
      const rows = Array.isArray(result.data)
        ? result.data
        : (result.data as { list: { user_id?: number }[] }).list;
      expect(JSON.stringify(rows), list).not.toContain(`"user_id":${owner.id}`);
    }
  });
});

describe('seller access matrix', () => {
  it("no seller route with an object id reads or changes another shop's object; lists show only the shop's", async () => {
    const shop = await makeMerchant(t.database.db);
    const rival = await makeMerchant(t.database.db);
    const { orderId, product, buyer } = await paidOrderOf(t.database.db, api, shop, { confirmed: true });
    await api.post(
      '/api/comment/add',
      {
        order_id: orderId,
        product_id: product.id,
        product_score: 5,
        service_score: 5,
        postage_score: 5,
        content: 'x',
      },
      { token: buyer.token },
    );
    const second = await paidOrderOf(t.database.db, api, shop);
    const refund = await api.post(
      '/api/refund/apply',
      {
        order_id: second.orderId,
        type: 'refund_only',
        amount: '1',
        goods_status: 'not_received',
        reason: 'damaged',
        explanation: 'e',
        images: [await uploadPicture(t.app, second.buyer.token)],
      },
      { token: second.buyer.token },
    );
    const thread = await api.post(
      '/api/consult/add',
      { product_id: product.id, mch_id: shop.shopId, content: 'Mine' },
      { token: buyer.token },
    );
    const staff = await makeShopper(t.database.db);
    await t.database.db.insert(shopMembers).values({ shopId: shop.shopId, userId: staff.id, role: 'staff' });
    const invitation = await api.post(
      '/api/seller/staff/invite',
      { email: 'helper@example.com' },
      { token: shop.sellerToken },
    );
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id));
    const zone = {
      name: 'Japan',
      countries: ['JP'],
      rule: 'flat',
      base: '8.00',
      handling_days: 1,
      transit_days_min: 2,
      transit_days_max: 3,
    };
    const japan = await api.post('/api/seller/shipping_zone/save', zone, { token: shop.sellerToken });
    const as = { token: rival.sellerToken };

    const attempts: [string, () => Promise<{ code: number; data: unknown }>][] = [
      [
        'ship',
        () =>
          api.post(
            '/api/seller/order/ship',
            { order_id: second.orderId, company: 'X', tracking_no: '1' },
            as,
          ),
      ],
      [
        'product save',
        () =>
          api.post(
            '/api/seller/product/save',
            { id: product.id, name: 'Mine', price: '1.00', stock: 1, category_id: product.categoryId },
            as,
          ),
      ],
      ['refund audit', () => api.post('/api/seller/refund/audit', { id: refund.data.id, pass: true }, as)],
      ['order read', () => api.get('/api/seller/order/detail', { id: second.orderId }, as)],
      ['consult read', () => api.get('/api/seller/consult', { id: thread.data.id }, as)],
      [
        'consult reply',
        () => api.post('/api/seller/consult/reply', { id: thread.data.id, content: 'x' }, as),
      ],
      ['review reply', () => api.post('/api/seller/comment/reply', { id: review!.id, content: 'x' }, as)],
      ['invitation revoke', () => api.post('/api/seller/staff/revoke', { id: invitation.data.id }, as)],
      ['staff remove', () => api.post('/api/seller/staff/remove', { user_id: staff.id }, as)],
      [
        'shipping zone save',
        () => api.post('/api/seller/shipping_zone/save', { ...zone, id: japan.data.id, base: '0' }, as),
      ],
      ['shipping zone delete', () => api.post('/api/seller/shipping_zone/delete', { id: japan.data.id }, as)],
    ];
    for (const [name, attempt] of attempts) {
      const result = await attempt();
      expect(result.code, name).toBe(0);
      expect(result.data, name).toBeNull();
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, second.orderId));
    expect(order?.status).toBe('refunding');
    expect(
      (await t.database.db.select().from(reviews).where(eq(reviews.id, review!.id)))[0]?.reply,
    ).toBeNull();
    expect(await t.database.db.$count(shopMembers, eq(shopMembers.userId, staff.id))).toBe(1);
    expect(
      (await api.get('/api/seller/shipping_zones', {}, { token: shop.sellerToken })).data.zones,
    ).toMatchObject([{ id: japan.data.id, base: '8.00' }]);
    expect((await api.get('/api/seller/shipping_zones', {}, as)).data.zones).toEqual([]);
    expect(
      await t.database.db.$count(shopInvitations, eq(shopInvitations.status, 'pending')),
    ).toBeGreaterThan(0);

    for (const list of [
      '/api/seller/orders',
      '/api/seller/products',
      '/api/seller/refunds',
      '/api/seller/consults',
      '/api/seller/comments',
      '/api/seller/bill',
    ]) {
      const result = await api.get(list, {}, as);
      expect(result.data.total, list).toBe(0);
    }
    const rivalStaff = (await api.get('/api/seller/staff', {}, as)).data;
    expect(rivalStaff.members).toHaveLength(1);
    expect(rivalStaff.invitations).toEqual([]);
    expect((await api.get('/api/seller/dashboard', {}, as)).data.waiting).toEqual({
      ship: 0,
      refunds: 0,
      consults: 0,
      reviews: 0,
    });
  });

  it("staff reach everything but the owner's: withdrawals and the shop's people", async () => {
    const shop = await makeMerchant(t.database.db);
    const staff = await makeShopper(t.database.db);
    await t.database.db.insert(shopMembers).values({ shopId: shop.shopId, userId: staff.id, role: 'staff' });
    const staffToken = await sellerLogin(api, staff);
    const ownerOnly: [string, object][] = [
      ['/api/seller/extract_code', {}],
      [
        '/api/seller/extract',
        {
          amount: '1.00',
          type: 'bank',
          bank_name: 'B',
          card_no: '6222000011112222',
          holder: 'H',
          email_code: '123456',
        },
      ],
      ['/api/seller/staff/invite', { email: 'x@example.com' }],
      ['/api/seller/staff/revoke', { id: 1 }],
      ['/api/seller/staff/remove', { user_id: shop.owner.id }],
      ['/api/seller/shop/save', { name: 'Taken over' }],
      ['/api/seller/webhook/save', { url: 'https://example.com/hook', events: ['order.paid'] }],
      ['/api/seller/webhook/replay', { delivery_id: 1 }],
      [
        '/api/seller/shipping_zone/save',
        {
          name: 'Everywhere',
          countries: [],
          rule: 'flat',
          base: '0',
          handling_days: 1,
          transit_days_min: 1,
          transit_days_max: 1,
        },
      ],
      ['/api/seller/shipping_zone/delete', { id: 1 }],
    ];
    for (const [url, body] of ownerOnly) {
      expect((await api.post(url, body, { token: staffToken })).key, url).toBe('msg.owner_only');
    }
    // Every read of the seller centre answers staff (those of one object are read with the owner's above).
    const needsAnObject = ['/api/seller/consult', '/api/seller/order/detail', '/api/seller/translations'];
    // What the withdrawal dialog shows before asking is the owner's, as the withdrawal is; so are the shop's
    // webhooks (its integrations: their secrets and what they received).
    const ownerReads = ['/api/seller/extract', '/api/seller/webhooks', '/api/seller/webhook/deliveries'];
    for (const url of ownerReads) {
      expect((await api.get(url, {}, { token: staffToken })).key, url).toBe('msg.owner_only');
    }
    const reads = (await routesUnder('/api/seller/')).filter(
      (route) =>
        route.method === 'GET' && !needsAnObject.includes(route.url) && !ownerReads.includes(route.url),
    );
    for (const route of reads) {
      if (route.url.endsWith('_csv')) {
        // A statement's export answers its file.
        const file = await t.app.inject({ url: `${route.url}?lang=en`, headers: { token: staffToken } });
        expect(file.headers['content-type'], route.url).toMatch(/^text\/csv/);
        continue;
      }
      expect((await api.get(route.url, {}, { token: staffToken })).code, route.url).toBe(1);
    }
  });
});
