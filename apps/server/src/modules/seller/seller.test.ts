import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, notifications, orders, products, shopMembers, shops } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import {
  makeProduct,
  makeShopper,
  moneyInvariant,
  PASSWORD,
  PAY_CODE,
  type Shopper,
} from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api, operatorToken } = useTestApp();

async function application(shopper: Shopper, change: object = {}) {
  const [category] = await t.database.db.select().from(categories).limit(1);
  return {
    shop_name: 'Harbour Lights',
    description: 'Lamps from the coast',
    logo: await uploadPicture(t.app, shopper.token),
    category_id: category!.id,
    email: 'owner@harbour.example',
    document: await uploadPicture(t.app, shopper.token),
    ...change,
  };
}

/** A shopper whose application an operator passed: the owner of a new shop, logged in to the seller centre. */
async function newMerchant() {
  const owner = await makeShopper(t.database.db, { balanceCents: 0 });
  const applied = await api.post('/api/user/merchant_apply', await application(owner), {
    token: owner.token,
  });
  expect(applied.msg).toBe('Your application has been submitted');
  const passed = await api.post(
    '/api/admin/merchant_application/audit',
    { id: applied.data.id, pass: true },
    { token: await operatorToken() },
  );
  expect(passed.data).toMatchObject({ status: 'passed', shop_id: expect.any(Number) });
  const login = await api.post('/api/seller/login', { account: owner.username, password: PASSWORD });
  expect(login.data).toMatchObject({
    role: 'owner',
    shop: { id: passed.data.shop_id, name: 'Harbour Lights' },
  });
  return { owner, shopId: passed.data.shop_id as number, sellerToken: login.data.token as string };
}

describe('merchant applications', () => {
  it('one waits at a time; a refusal says why, in the app and by mail, and the user may apply again', async () => {
    const shopper = await makeShopper(t.database.db);
    expect((await api.get('/api/user/merchant_apply', {}, { token: shopper.token })).data).toBeNull();
    const body = await application(shopper);
    const first = await api.post('/api/user/merchant_apply', body, { token: shopper.token });
    expect(first.data).toEqual({ id: expect.any(Number), status: 'auditing' });
    const again = await api.post('/api/user/merchant_apply', body, { token: shopper.token });
    expect(again.msg).toBe('You already have an application waiting for review');

    const operator = await operatorToken();
    const waiting = await api.get(
      '/api/admin/merchant_applications',
      { status: 'auditing' },
      { token: operator },
    );
    expect(waiting.data.list).toContainEqual(
      expect.objectContaining({ id: first.data.id, username: shopper.username, shop_name: 'Harbour Lights' }),
    );
    const withoutReason = await api.post(
      '/api/admin/merchant_application/audit',
      { id: first.data.id, pass: false },
      { token: operator },
    );
    expect(withoutReason.code).toBe(0);
    const refused = await api.post(
      '/api/admin/merchant_application/audit',
      { id: first.data.id, pass: false, remark: 'The document is unreadable' },
      { token: operator },
    );
    expect(refused.data).toMatchObject({
      status: 'refused',
      remark: 'The document is unreadable',
      shop_id: null,
    });
    const twice = await api.post(
      '/api/admin/merchant_application/audit',
      { id: first.data.id, pass: true },
      { token: operator },
    );
    expect(twice.msg).toBe('This request has already been audited');
    expect(await t.database.db.$count(shopMembers, eq(shopMembers.userId, shopper.id))).toBe(0);

    const notice = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, shopper.id));
    expect(notice).toMatchObject([{ kind: 'merchant_refused' }]);
    const mail = t.mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: 'owner@harbour.example', subject: 'Your shop application' });
    expect(mail?.text).toContain('The document is unreadable');

    const latest = await api.get('/api/user/merchant_apply', {}, { token: shopper.token });
    expect(latest.data).toMatchObject({ status: 'refused', remark: 'The document is unreadable' });
    expect((await api.post('/api/user/merchant_apply', body, { token: shopper.token })).code).toBe(1);
  });

  it('refuses pictures the applicant did not upload, and an applicant who already runs a shop', async () => {
    const shopper = await makeShopper(t.database.db);
    const stranger = await makeShopper(t.database.db);
    const theirs = await uploadPicture(t.app, stranger.token);
    const refused = await api.post(
      '/api/user/merchant_apply',
      await application(shopper, { document: theirs }),
      { token: shopper.token },
    );
    expect(refused.msg).toBe('The picture could not be found, please upload it again');
    const { owner } = await newMerchant();
    const second = await api.post('/api/user/merchant_apply', await application(owner), {
      token: owner.token,
    });
    expect(second.msg).toBe('This account already runs a shop');
  });

  it('passing opens the shop with the applicant as owner, told in the app and by mail', async () => {
    const { owner, shopId } = await newMerchant();
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, shopId));
    expect(shop).toMatchObject({ name: 'Harbour Lights', status: 'open' });
    expect(
      await t.database.db.select().from(shopMembers).where(eq(shopMembers.shopId, shopId)),
    ).toMatchObject([{ userId: owner.id, role: 'owner' }]);
    const notice = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notice).toMatchObject([{ kind: 'merchant_passed' }]);
    expect(t.mailer.sent.at(-1)?.text).toContain('/seller');
  });
});

/** One of the shop's products bought, shipped by the shop, confirmed and reviewed: settled to the shop. */
async function settledSale(shopId: number, sellerToken: string, priceCents: number) {
  const product = await makeProduct(t.database.db, { shopId, priceCents, stock: 5 });
  const buyer = await makeShopper(t.database.db, { balanceCents: 1_000_000 });
  const created = await api.post(
    '/api/order/create',
    { items: [{ product_id: product.id, quantity: 1 }], address_id: buyer.addressId },
    { token: buyer.token },
  );
  const orderId = created.data.order_id as number;
  await api.post('/api/order/pay', { order_id: orderId, pay_password: PAY_CODE }, { token: buyer.token });
  await api.post(
    '/api/seller/order/ship',
    { order_id: orderId, company: 'DHL', tracking_no: `S${orderId}` },
    { token: sellerToken },
  );
  await api.post('/api/order/confirm', { order_id: orderId }, { token: buyer.token });
  const reviewed = await api.post(
    '/api/comment/add',
    {
      order_id: orderId,
      product_id: product.id,
      product_score: 5,
      service_score: 5,
      postage_score: 5,
      content: 'Ok',
    },
    { token: buyer.token },
  );
  expect(reviewed.code).toBe(1);
}

describe('seller centre calls', () => {
  it('a user who runs no shop cannot log in; a seller token works only under /api/seller', async () => {
    const shopper = await makeShopper(t.database.db);
    const login = await api.post('/api/seller/login', { account: shopper.username, password: PASSWORD });
    expect(login.msg).toBe('This account does not run a shop');
    const { sellerToken } = await newMerchant();
    expect((await api.get('/api/seller/me', {}, { token: sellerToken })).data).toMatchObject({
      role: 'owner',
    });
    expect((await api.get('/api/user/order_list', {}, { token: sellerToken })).status).toBe(401);
    expect((await api.get('/api/admin/orders', {}, { token: sellerToken })).status).toBe(401);
    expect((await api.get('/api/seller/me', {}, { token: shopper.token })).status).toBe(401);
    expect((await api.get('/api/seller/me', {}, { token: await operatorToken() })).status).toBe(401);
  });

  it('lists and ships only the shop’s own orders, and shows its money settled less commission', async () => {
    const { shopId, sellerToken } = await newMerchant();
    const own = await makeProduct(t.database.db, { shopId, priceCents: 6_000, stock: 5 });
    const other = await makeProduct(t.database.db, { priceCents: 2_000, stock: 5 });
    const buyer = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const created = await api.post(
      '/api/order/create',
      {
        items: [
          { product_id: own.id, quantity: 1 },
          { product_id: other.id, quantity: 1 },
        ],
        address_id: buyer.addressId,
      },
      { token: buyer.token },
    );
    await api.post(
      '/api/order/pay',
      { order_ids: created.data.order_ids, pay_password: PAY_CODE },
      { token: buyer.token },
    );
    const placed = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, created.data.order_ids as number[]));
    const ownOrder = placed.find((row) => row.shopId === shopId)!;
    const otherOrder = placed.find((row) => row.shopId !== shopId)!;

    const listed = await api.get('/api/seller/orders', { status: 'all' }, { token: sellerToken });
    expect(listed.data.list.map((order: { id: number }) => order.id)).toEqual([ownOrder.id]);
    expect(listed.data.list[0]).toMatchObject({ shop: { id: shopId }, total: '60.00' });

    const foreign = await api.post(
      '/api/seller/order/ship',
      { order_id: otherOrder.id, company: 'DHL', tracking_no: 'X' },
      { token: sellerToken },
    );
    expect(foreign.msg).toBe('The order does not exist');
    const foreignDetail = await api.get(
      '/api/seller/order/detail',
      { id: otherOrder.id },
      { token: sellerToken },
    );
    expect(foreignDetail.msg).toBe('The order does not exist');
    const shipped = await api.post(
      '/api/seller/order/ship',
      { order_id: ownOrder.id, company: 'DHL', tracking_no: 'HB-1' },
      { token: sellerToken },
    );
    expect(shipped.data).toMatchObject({ status: 'delivered', tracking_no: 'HB-1' });
    expect((await api.get('/api/seller/balance', {}, { token: sellerToken })).data).toEqual({
      balance: '0.00',
      frozen: '0.00',
      held: '60.00',
      commission_rate: '0.05',
    });

    await api.post('/api/order/confirm', { order_id: ownOrder.id }, { token: buyer.token });
    await api.post(
      '/api/comment/add',
      {
        order_id: ownOrder.id,
        product_id: own.id,
        product_score: 5,
        service_score: 5,
        postage_score: 5,
        content: 'Bright',
      },
      { token: buyer.token },
    );
    expect((await api.get('/api/seller/balance', {}, { token: sellerToken })).data).toMatchObject({
      balance: '57.00',
      held: '0.00',
    });
    const bill = await api.get('/api/seller/bill', {}, { token: sellerToken });
    expect(bill.data.list).toMatchObject([
      { type: 'settlement', amount: '57.00', balance_after: '57.00', ref_id: ownOrder.id },
    ]);
  });

  it('creates and edits products of its own shop only, with its own uploaded pictures', async () => {
    const { shopId, sellerToken } = await newMerchant();
    const [category] = await t.database.db.select().from(categories).limit(1);
    const picture = await uploadPicture(t.app, sellerToken, 'seller');
    const created = await api.post(
      '/api/seller/product/save',
      {
        name: 'Paper lantern',
        price: '12.50',
        stock: 8,
        category_id: category!.id,
        images: [picture],
        specs: [{ name: 'Colour', values: ['Red', 'White'] }],
        // A seller names no shop; one sent anyway is not taken.
        shop_id: 1,
      },
      { token: sellerToken },
    );
    expect(created.data).toMatchObject({ name: 'Paper lantern', price: '12.50', stock: 8, shop_id: shopId });
    const edited = await api.post(
      '/api/seller/product/save',
      {
        id: created.data.id,
        name: 'Paper lantern, large',
        price: '15.00',
        stock: 3,
        category_id: category!.id,
      },
      { token: sellerToken },
    );
    expect(edited.data).toMatchObject({ name: 'Paper lantern, large', price: '15.00', stock: 3 });
    const listed = await api.get('/api/seller/products', {}, { token: sellerToken });
    expect(listed.data.list.map((row: { id: number }) => row.id)).toEqual([created.data.id]);

    const foreign = await makeProduct(t.database.db, { priceCents: 1_000 });
    const takeover = await api.post(
      '/api/seller/product/save',
      { id: foreign.id, name: 'Mine now', price: '1.00', stock: 1, category_id: category!.id },
      { token: sellerToken },
    );
    expect(takeover.msg).toBe('The product does not exist or is no longer on sale');
    const [untouched] = await t.database.db.select().from(products).where(eq(products.id, foreign.id));
    expect(untouched).toMatchObject({ name: foreign.name, shopId: foreign.shopId });
  });

  it('a new password ends the seller sessions; logging out ends the token', async () => {
    const { owner, sellerToken } = await newMerchant();
    expect((await api.post('/api/seller/logout', {}, { token: sellerToken })).code).toBe(1);
    expect((await api.get('/api/seller/me', {}, { token: sellerToken })).status).toBe(401);
    const second = (await api.post('/api/seller/login', { account: owner.username, password: PASSWORD })).data
      .token as string;
    const changed = await api.post(
      '/api/user/resetpwd',
      { old_password: PASSWORD, new_password: 'a-new-password' },
      { token: owner.token },
    );
    expect(changed.code).toBe(1);
    expect((await api.get('/api/seller/me', {}, { token: second })).status).toBe(401);
  });

  it('the owner withdraws the shop’s settled money with a code mailed to the shop; operators pass or refuse', async () => {
    const { owner, shopId, sellerToken } = await newMerchant();
    // 100.00 of goods, free freight, less 5 %: 95.00 settled.
    await settledSale(shopId, sellerToken, 10_000);
    expect((await api.get('/api/seller/balance', {}, { token: sellerToken })).data.balance).toBe('95.00');

    const staff = await makeShopper(t.database.db);
    await t.database.db.insert(shopMembers).values({ shopId, userId: staff.id, role: 'staff' });
    const staffToken = (await api.post('/api/seller/login', { account: staff.username, password: PASSWORD }))
      .data.token as string;
    expect((await api.post('/api/seller/extract_code', {}, { token: staffToken })).msg).toBe(
      "Only the shop's owner can do this",
    );

    const withdraw = async (amount: string) => {
      expect((await api.post('/api/seller/extract_code', {}, { token: sellerToken })).code).toBe(1);
      const code = t.mailer.lastCode('owner@harbour.example');
      // The next code may be asked for at once.
      await t.database.db.execute(sql`update email_codes set created_at = created_at - interval '2 minutes'`);
      return api.post(
        '/api/seller/extract',
        {
          type: 'bank',
          amount,
          email_code: code,
          bank_name: 'Harbour Bank',
          card_no: '6222000011112222',
          holder: 'H L',
        },
        { token: sellerToken },
      );
    };
    expect((await withdraw('95.01')).msg).toBe('The amount cannot be larger than your balance');
    const first = await withdraw('60.00');
    expect(first.data).toMatchObject({
      shop_id: shopId,
      user_id: owner.id,
      amount: '60.00',
      status: 'auditing',
    });
    expect((await api.get('/api/seller/balance', {}, { token: sellerToken })).data).toMatchObject({
      balance: '35.00',
      frozen: '60.00',
    });
    const second = await withdraw('35.00');
    expect(second.data.status).toBe('auditing');

    const operator = await operatorToken();
    const queue = await api.get('/api/admin/withdrawals', { status: 'auditing' }, { token: operator });
    expect(queue.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: first.data.id, shop_id: shopId })]),
    );
    await api.post('/api/admin/withdraw/audit', { id: first.data.id, pass: true }, { token: operator });
    await api.post(
      '/api/admin/withdraw/audit',
      { id: second.data.id, pass: false, remark: 'Wrong card' },
      { token: operator },
    );
    expect((await api.get('/api/seller/balance', {}, { token: sellerToken })).data).toMatchObject({
      balance: '35.00',
      frozen: '0.00',
    });
    const bill = await api.get('/api/seller/bill', {}, { token: sellerToken });
    expect(bill.data.list.map((row: { type: string; amount: string }) => [row.type, row.amount])).toEqual([
      ['withdraw_return', '35.00'],
      ['withdraw', '-35.00'],
      ['withdraw', '-60.00'],
      ['settlement', '95.00'],
    ]);
    const invariant = await moneyInvariant(t.database.db);
    expect(invariant.belowZero).toBe(false);
    expect(invariant.accounted).toBe(invariant.paid);
  });

  it('answers consultations addressed to the shop, and no other shop’s', async () => {
    const { shopId, sellerToken } = await newMerchant();
    const own = await makeProduct(t.database.db, { shopId });
    const other = await makeProduct(t.database.db);
    const shopper = await makeShopper(t.database.db);
    const ask = async (product: typeof own) =>
      (
        await api.post(
          '/api/consult/add',
          { product_id: product.id, mch_id: product.shopId, content: 'Is it waterproof?' },
          { token: shopper.token },
        )
      ).data.id as number;
    const mine = await ask(own);
    const theirs = await ask(other);
    const listed = await api.get('/api/seller/consults', { status: 'open' }, { token: sellerToken });
    expect(listed.data.list.map((row: { id: number }) => row.id)).toEqual([mine]);
    expect((await api.get('/api/seller/consult', { id: theirs }, { token: sellerToken })).data).toBeNull();
    const refused = await api.post(
      '/api/seller/consult/reply',
      { id: theirs, content: 'Not ours' },
      { token: sellerToken },
    );
    expect(refused.msg).toBe('The consultation does not exist');
    const answered = await api.post(
      '/api/seller/consult/reply',
      { id: mine, content: 'Yes, to 30 m' },
      { token: sellerToken },
    );
    expect(answered.data).toMatchObject({ sender: 'shop', content: 'Yes, to 30 m' });
    const thread = await api.get('/api/consult/detail', { id: mine }, { token: shopper.token });
    expect(thread.data).toMatchObject({ status: 'answered' });
    expect(thread.data.replies.at(-1)).toMatchObject({ sender: 'shop', content: 'Yes, to 30 m' });
    const notice = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, shopper.id));
    expect(notice).toMatchObject([{ kind: 'consult_answered' }]);
  });
});
