import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, productTranslations, refunds } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import {
  balanceAndLedger,
  makeProduct,
  makeShopper,
  PAY_CODE,
  stockOf,
} from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api, operatorToken } = useTestApp();

/** A paid order of one product; `until` takes it on to delivered or received. */
async function paidOrder(until: 'undelivered' | 'delivered' | 'received' = 'undelivered') {
  const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
  const product = await makeProduct(t.database.db, { stock: 10, priceCents: 5_000 });
  const created = await api.post(
    '/api/order/create',
    { items: [{ product_id: product.id, quantity: 2 }], address_id: shopper.addressId },
    { token: shopper.token },
  );
  await api.post(
    '/api/order/pay',
    { order_id: created.data.order_id, pay_password: PAY_CODE },
    { token: shopper.token },
  );
  if (until !== 'undelivered') {
    await api.post(
      '/api/admin/order/ship',
      { order_id: created.data.order_id, company: 'DHL', tracking_no: 'X1' },
      { token: await operatorToken() },
    );
  }
  if (until === 'received')
    await api.post('/api/order/confirm', { order_id: created.data.order_id }, { token: shopper.token });
  const proof = [await uploadPicture(t.app, shopper.token)];
  return { shopper, product, orderId: created.data.order_id as number, proof };
}

const refundBody = (orderId: number, proof: string[], change: object = {}) => ({
  order_id: orderId,
  type: 'refund_only',
  amount: '100.00',
  goods_status: 'not_received',
  reason: 'wrong_item',
  explanation: 'It never shipped',
  images: proof,
  ...change,
});

describe('refunds', () => {
  it('a passed refund pays the money back, returns unshipped stock and sets the order refunded, once', async () => {
    const { shopper, product, orderId, proof } = await paidOrder();
    expect(await stockOf(t.database.db, product.id)).toBe(8);
    const applied = await api.post('/api/refund/apply', refundBody(orderId, proof), {
      token: shopper.token,
    });
    expect(applied).toMatchObject({ code: 1, data: { status: 'auditing', amount: '100.00' } });
    expect(
      (await api.get('/api/order/detail', { id: orderId }, { token: shopper.token })).data,
    ).toMatchObject({ status: 'refunding', actions: [] });
    const again = await api.post('/api/refund/apply', refundBody(orderId, proof), { token: shopper.token });
    expect(again).toMatchObject({ code: 0, msg: 'You have already submitted a refund request' });

    const ops = await operatorToken();
    const refund = (
      await api.get('/api/admin/refunds', { status: 'auditing' }, { token: ops })
    ).data.list.find((r: { order_id: number }) => r.order_id === orderId);
    // Operators read the shopper by name, as in every other queue.
    expect(refund).toMatchObject({ user_id: shopper.id, username: shopper.username });
    expect(
      (await api.post('/api/admin/refund/audit', { id: refund.id, pass: true }, { token: ops })).code,
    ).toBe(1);
    expect(
      (await api.post('/api/admin/refund/audit', { id: refund.id, pass: true }, { token: ops })).msg,
    ).toBe('This request has already been audited');

    const detail = await api.get('/api/order/detail', { id: orderId }, { token: shopper.token });
    expect(detail.data).toMatchObject({ status: 'refunded', refund: { status: 'passed' } });
    expect(await balanceAndLedger(t.database.db, shopper.id)).toMatchObject({
      balance: 100_000,
      ledgerSum: 100_000,
    });
    expect(await stockOf(t.database.db, product.id)).toBe(10);
    const notes = await api.get('/api/notification/list', {}, { token: shopper.token });
    expect(notes.data).toMatchObject({
      unread: 1,
      list: [{ kind: 'refund_passed', title: 'Refund approved', read: false }],
    });
    expect(notes.data.list[0].content).toContain('\u2068$100.00\u2069');
  });

  it('a refused refund puts the order back where it was; after receipt it is an after-sale', async () => {
    const { shopper, orderId, proof } = await paidOrder('received');
    await api.post(
      '/api/refund/apply',
      refundBody(orderId, proof, { type: 'return_refund', goods_status: 'received' }),
      { token: shopper.token },
    );
    expect((await api.get('/api/order/detail', { id: orderId }, { token: shopper.token })).data.status).toBe(
      'after_sale',
    );
    const ops = await operatorToken();
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    await api.post(
      '/api/admin/refund/audit',
      { id: row!.id, pass: false, remark: 'Item was used' },
      { token: ops },
    );
    const detail = await api.get('/api/order/detail', { id: orderId }, { token: shopper.token });
    expect(detail.data).toMatchObject({
      status: 'received',
      refund: { status: 'refused', remark: 'Item was used' },
    });
    expect((await balanceAndLedger(t.database.db, shopper.id)).balance).toBe(100_000 - 10_000);
  });

  it.each([
    [{ amount: '-1' }, 'Amount must be a correct amount'],
    [{ amount: '150.01' }, 'The refund cannot be more than the \u2068$100.00\u2069 paid'],
    [{ images: [] }, 'Proof is required'],
    [{ images: ['https://evil.example/x.png'] }, 'Proof is required'],
    [{ reason: '' }, 'Reason is required'],
    // The reason is a key, shown in each reader's language: the chip's text in the shopper's is not one.
    [{ reason: 'Beschädigt' }, 'Reason is required'],
    [{ reason: 'Wrong item' }, 'Reason is required'],
    [{ explanation: ' ' }, 'Explanation is required'],
    [{ type: 'free_money' }, 'Refund type is required'],
  ])('refuses %o and changes nothing', async (change, message) => {
    const { shopper, orderId, proof } = await paidOrder();
    expect(
      await api.post('/api/refund/apply', refundBody(orderId, proof, change), { token: shopper.token }),
    ).toMatchObject({ code: 0, msg: message });
    expect(await t.database.db.$count(refunds, eq(refunds.orderId, orderId))).toBe(0);
  });

  it("stores the reason's key, whatever the shopper's language, and answers it to the shop and operators", async () => {
    const { shopper, orderId, proof } = await paidOrder();
    const applied = await api.post('/api/refund/apply', refundBody(orderId, proof, { reason: 'damaged' }), {
      token: shopper.token,
      lang: 'de',
    });
    expect(applied).toMatchObject({ code: 1, data: { reason: 'damaged' } });
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row!.reason).toBe('damaged');
    const refund = (
      await api.get('/api/admin/refunds', { status: 'auditing' }, { token: await operatorToken() })
    ).data.list.find((r: { order_id: number }) => r.order_id === orderId);
    expect(refund.reason).toBe('damaged');
    const detail = await api.get('/api/order/detail', { id: orderId }, { token: shopper.token });
    expect(detail.data.refund.reason).toBe('damaged');
  });

  it("refuses an unpaid order and another shopper's order, and hides another shopper's refund", async () => {
    const { shopper, orderId } = await paidOrder();
    const stranger = await makeShopper(t.database.db);
    const strangerProof = [await uploadPicture(t.app, stranger.token)];
    expect(
      (await api.post('/api/refund/apply', refundBody(orderId, strangerProof), { token: stranger.token }))
        .msg,
    ).toBe('The order does not exist');
    const proof = [await uploadPicture(t.app, shopper.token)];
    await api.post('/api/refund/apply', refundBody(orderId, proof), { token: shopper.token });
    expect(
      (await api.get('/api/refund/detail', { order_id: orderId }, { token: stranger.token })).data,
    ).toBeNull();
    expect(
      (await api.get('/api/refund/detail', { order_id: orderId }, { token: shopper.token })).data.status,
    ).toBe('auditing');

    const product = await makeProduct(t.database.db);
    const unpaid = await api.post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    expect(
      (
        await api.post('/api/refund/apply', refundBody(unpaid.data.order_id, proof, { amount: '1' }), {
          token: shopper.token,
        })
      ).msg,
    ).toBe('This order cannot be refunded now');
  });
});

describe('reviews', () => {
  it('only a received order, once per item; the order completes, the product page shows it with pictures', async () => {
    const early = await paidOrder('delivered');
    const body = {
      product_id: early.product.id,
      product_score: 5,
      service_score: 4,
      postage_score: 3,
      content: 'Great',
      images: early.proof,
    };
    expect(
      (
        await api.post(
          '/api/comment/add',
          { ...body, order_id: early.orderId },
          { token: early.shopper.token },
        )
      ).msg,
    ).toBe('Only received orders can be reviewed');

    const { shopper, product, orderId, proof } = await paidOrder('received');
    const stranger = await makeShopper(t.database.db);
    const review = { ...body, product_id: product.id, order_id: orderId, images: proof };
    expect((await api.post('/api/comment/add', review, { token: stranger.token })).msg).toBe(
      'The order does not exist',
    );
    expect(
      (await api.post('/api/comment/add', { ...review, content: '  ' }, { token: shopper.token })).msg,
    ).toBe('Review content cannot be empty');
    expect(
      (await api.post('/api/comment/add', { ...review, product_score: 6 }, { token: shopper.token })).msg,
    ).toBe('Product score is not valid');
    expect(await api.post('/api/comment/add', review, { token: shopper.token })).toMatchObject({
      code: 1,
      data: { order_completed: true },
    });
    expect((await api.post('/api/comment/add', review, { token: shopper.token })).msg).toBe(
      'Only received orders can be reviewed',
    );
    expect((await api.get('/api/order/detail', { id: orderId }, { token: shopper.token })).data.status).toBe(
      'completed',
    );

    const list = await api.get('/api/comment/list', { product_id: product.id });
    expect(list.data.list[0]).toMatchObject({ content: 'Great', images: proof, product_score: 5 });
    expect(list.data.list[0].user).toMatch(/^b\*\*\*/);
    const page = await api.get('/api/product/detail', { id: product.id });
    expect(page.data.reviews).toEqual({ count: 1, product_score: 5, service_score: 4, postage_score: 3 });
    const shop = await api.get('/api/shop/detail', { id: product.shopId });
    expect(shop.data.favorable_rate).toBe(100);
  });
});

describe('complaints', () => {
  it('about an order or the platform, with a certificate; the operator answers and the shopper reads it', async () => {
    const { shopper, orderId, proof } = await paidOrder();
    const stranger = await makeShopper(t.database.db);
    const body = { content: 'The parcel was opened', image: proof[0] };
    expect(
      (await api.post('/api/user/complain', { ...body, order_id: orderId }, { token: stranger.token })).msg,
    ).toBe('The order does not exist');
    expect(
      (await api.post('/api/user/complain', { ...body, content: '' }, { token: shopper.token })).msg,
    ).toBe('Complaint content is required');
    expect((await api.post('/api/user/complain', { content: 'x' }, { token: shopper.token })).msg).toBe(
      'Certificate is required',
    );
    const filed = await api.post(
      '/api/user/complain',
      { ...body, order_id: orderId },
      { token: shopper.token },
    );
    expect(filed.data).toMatchObject({ order_id: orderId, status: 'pending' });
    expect((await api.post('/api/user/complain', body, { token: shopper.token })).data.order_id).toBeNull();

    const ops = await operatorToken();
    expect(
      (
        await api.post(
          '/api/admin/complaint/handle',
          { id: filed.data.id, result: 'Refund issued' },
          { token: ops },
        )
      ).code,
    ).toBe(1);
    const mine = await api.get('/api/user/complaints', {}, { token: shopper.token });
    expect(mine.data.list.find((c: { id: number }) => c.id === filed.data.id)).toMatchObject({
      status: 'handled',
      result: 'Refund issued',
    });
    expect((await api.get('/api/user/complaints', {}, { token: stranger.token })).data.total).toBe(0);
  });

  it('not about an order that was never paid: unpaid or cancelled, nothing is filed', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const product = await makeProduct(t.database.db, { stock: 10 });
    const image = await uploadPicture(t.app, shopper.token);
    const order = async () =>
      (
        await api.post(
          '/api/order/create',
          { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
          { token: shopper.token },
        )
      ).data.order_id as number;
    const unpaid = await order();
    const cancelled = await order();
    await api.post('/api/order/cancel', { order_id: cancelled }, { token: shopper.token });
    for (const orderId of [unpaid, cancelled]) {
      expect(
        (
          await api.post(
            '/api/user/complain',
            { order_id: orderId, content: 'Late', image },
            { token: shopper.token },
          )
        ).msg,
      ).toBe('Complaints are for paid orders only');
    }
    expect((await api.get('/api/user/complaints', {}, { token: shopper.token })).data.total).toBe(0);
  });
});

describe('consultations', () => {
  it('a question, an answer from the shop and a reply, as one thread only its shopper sees', async () => {
    const shopper = await makeShopper(t.database.db);
    const stranger = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db);
    expect(
      (
        await api.post(
          '/api/consult/add',
          { product_id: product.id, mch_id: product.shopId, content: '' },
          { token: shopper.token },
        )
      ).msg,
    ).toBe('Consultation content is required');
    expect(
      (
        await api.post(
          '/api/consult/add',
          { product_id: product.id, mch_id: product.shopId + 999, content: 'Hi' },
          { token: shopper.token },
        )
      ).msg,
    ).toBe('The shop does not exist');
    const asked = await api.post(
      '/api/consult/add',
      { product_id: product.id, mch_id: product.shopId, content: 'Does it come in blue?' },
      { token: shopper.token },
    );
    const id = asked.data.id;
    expect((await api.get('/api/consult/detail', { id }, { token: stranger.token })).msg).toBe(
      'The consultation does not exist',
    );
    expect(
      (await api.post('/api/consult/reply', { id, content: 'me too' }, { token: stranger.token })).msg,
    ).toBe('The consultation does not exist');

    const ops = await operatorToken();
    expect(
      (await api.get('/api/admin/consults', { status: 'open' }, { token: ops })).data.list.some(
        (c: { id: number }) => c.id === id,
      ),
    ).toBe(true);
    await api.post('/api/admin/consult/reply', { id, content: 'Yes, from next week.' }, { token: ops });
    expect((await api.post('/api/consult/reply', { id, content: '' }, { token: shopper.token })).msg).toBe(
      'Reply content is required',
    );
    await api.post('/api/consult/reply', { id, content: 'Thanks!' }, { token: shopper.token });

    const thread = await api.get('/api/consult/detail', { id }, { token: shopper.token });
    expect(
      thread.data.replies.map((m: { sender: string; content: string }) => [m.sender, m.content]),
    ).toEqual([
      ['shopper', 'Does it come in blue?'],
      ['shop', 'Yes, from next week.'],
      ['shopper', 'Thanks!'],
    ]);
    expect((await api.get('/api/consult/list', {}, { token: stranger.token })).data.total).toBe(0);
    // The list shows each thread with its own last message, the latest thread first.
    const second = await api.post(
      '/api/consult/add',
      { product_id: product.id, mch_id: product.shopId, content: 'And in green?' },
      { token: shopper.token },
    );
    const threads = await api.get('/api/consult/list', {}, { token: shopper.token });
    expect(
      threads.data.list.map((row: { id: number; last_message: { sender: string; content: string } }) => [
        row.id,
        row.last_message.sender,
        row.last_message.content,
      ]),
    ).toEqual([
      [second.data.id, 'shopper', 'And in green?'],
      [id, 'shopper', 'Thanks!'],
    ]);
    // The notice names the product as the shopper's language writes it, today.
    await t.database.db
      .insert(productTranslations)
      .values({ productId: product.id, lang: 'de', name: 'Wanderlampe', description: '' });
    const notes = await api.get('/api/notification/list', {}, { token: shopper.token, lang: 'de' });
    expect(notes.data.list[0]).toMatchObject({
      kind: 'consult_answered',
      content: 'Neue Antwort zu Wanderlampe.',
      ref_type: 'consultation',
      ref_id: id,
    });
    const inEnglish = await api.get('/api/notification/list', {}, { token: shopper.token, lang: 'en' });
    expect(inEnglish.data.list[0].content).toBe(`New reply about ${product.name}.`);
  });
});

describe('notifications', () => {
  it('are marked read only by their own shopper', async () => {
    const { shopper } = await paidOrder('delivered');
    const stranger = await makeShopper(t.database.db);
    const list = await api.get('/api/notification/list', {}, { token: shopper.token });
    expect(list.data).toMatchObject({
      unread: 1,
      list: [{ kind: 'order_shipped', title: 'Your order has shipped' }],
    });
    const id = list.data.list[0].id;
    await api.post('/api/notification/read', { ids: [id] }, { token: stranger.token });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row?.readAt).toBeNull();
    await api.post('/api/notification/read', { ids: [id] }, { token: shopper.token });
    expect((await api.get('/api/notification/list', {}, { token: shopper.token })).data.unread).toBe(0);
  });
});
