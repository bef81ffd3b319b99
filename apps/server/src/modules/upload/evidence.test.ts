import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaints, orders, recharges, refunds, reviews, uploads } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeProduct, makeShopper, PAY_CODE } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api, operatorToken } = useTestApp();
const NOT_FOUND = 'The picture could not be found, please upload it again';

/** A received order of one product, so that the shopper may ask for a refund, complain or review. */
async function receivedOrder() {
  const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
  const product = await makeProduct(t.database.db, { stock: 10, priceCents: 5_000 });
  const created = await api.post(
    '/api/order/create',
    { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
    { token: shopper.token },
  );
  const orderId = created.data.order_id as number;
  await api.post('/api/order/pay', { order_id: orderId, pay_password: PAY_CODE }, { token: shopper.token });
  await api.post(
    '/api/admin/order/ship',
    { order_id: orderId, company: 'DHL', tracking_no: 'E1' },
    { token: await operatorToken() },
  );
  await api.post('/api/order/confirm', { order_id: orderId }, { token: shopper.token });
  return { shopper, product, orderId };
}

/**
 * Pictures a shopper may not cite: another shopper's upload, an operator's catalog upload, a well-formed URL
 * never uploaded (all refused as not found), and anything outside /uploads (refused by the form's check).
 */
async function foreignPictures() {
  const other = await makeShopper(t.database.db);
  return {
    [NOT_FOUND]: [
      await uploadPicture(t.app, other.token),
      await uploadPicture(t.app, await operatorToken(), 'operator'),
      '/uploads/0123456789abcdef0123456789abcdef.png',
    ],
    outside: ['/media/art/gift/10.svg', 'https://elsewhere.example/x.png'],
  };
}

describe('uploads are recorded with their uploader', () => {
  it('a shopper upload names the shopper, a console upload the operator', async () => {
    const shopper = await makeShopper(t.database.db);
    const mine = await uploadPicture(t.app, shopper.token);
    const console = await uploadPicture(t.app, await operatorToken(), 'operator');
    const rows = await t.database.db.select().from(uploads);
    expect(rows.find((row) => row.url === mine)).toMatchObject({ userId: shopper.id, operatorId: null });
    expect(rows.find((row) => row.url === console)).toMatchObject({
      userId: null,
      operatorId: expect.any(Number),
    });
  });
});

describe('evidence must be the shopper’s own upload', () => {
  it('top-up: refuses a foreign picture and creates nothing; accepts the shopper’s own', async () => {
    const shopper = await makeShopper(t.database.db);
    const ask = (image: string) =>
      api.post('/api/user/recharge', { method: 'card', amount: '30', image }, { token: shopper.token });
    const pictures = await foreignPictures();
    for (const image of pictures[NOT_FOUND])
      expect(await ask(image), image).toMatchObject({ code: 0, msg: NOT_FOUND });
    for (const image of pictures.outside) expect((await ask(image)).code, image).toBe(0);
    expect(await t.database.db.$count(recharges, eq(recharges.userId, shopper.id))).toBe(0);

    const own = await ask(await uploadPicture(t.app, shopper.token));
    expect(own).toMatchObject({ code: 1, data: { status: 'auditing' } });
    expect(await t.database.db.$count(recharges, eq(recharges.userId, shopper.id))).toBe(1);
  });

  it('refund, complaint and review: refuse a foreign picture and create nothing; accept the own', async () => {
    const { shopper, product, orderId } = await receivedOrder();
    const as = { token: shopper.token };
    const refund = (images: string[]) =>
      api.post(
        '/api/refund/apply',
        {
          order_id: orderId,
          type: 'return_refund',
          amount: '10.00',
          goods_status: 'received',
          reason: 'damaged',
          explanation: 'Arrived broken',
          images,
        },
        as,
      );
    const complain = (image: string) =>
      api.post('/api/user/complain', { order_id: orderId, content: 'Opened parcel', image }, as);
    const review = (images: string[]) =>
      api.post(
        '/api/comment/add',
        {
          order_id: orderId,
          product_id: product.id,
          product_score: 5,
          service_score: 5,
          postage_score: 5,
          content: 'Fine',
          images,
        },
        as,
      );
    const own = await uploadPicture(t.app, shopper.token);
    const pictures = await foreignPictures();
    for (const image of [...pictures[NOT_FOUND], ...pictures.outside]) {
      const expected = pictures.outside.includes(image) ? { code: 0 } : { code: 0, msg: NOT_FOUND };
      // One foreign picture among the shopper's own is enough to refuse the whole request.
      expect(await review([own, image]), `review ${image}`).toMatchObject(expected);
      expect(await refund([own, image]), `refund ${image}`).toMatchObject(expected);
      expect(await complain(image), `complaint ${image}`).toMatchObject(expected);
    }
    expect(await t.database.db.$count(reviews, eq(reviews.userId, shopper.id))).toBe(0);
    expect(await t.database.db.$count(refunds, eq(refunds.userId, shopper.id))).toBe(0);
    expect(await t.database.db.$count(complaints, eq(complaints.userId, shopper.id))).toBe(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('received');

    expect(await review([own])).toMatchObject({ code: 1 });
    expect(await complain(own)).toMatchObject({ code: 1 });
    const second = await receivedOrder();
    const proof = await uploadPicture(t.app, second.shopper.token);
    expect(
      await api.post(
        '/api/refund/apply',
        {
          order_id: second.orderId,
          type: 'return_refund',
          amount: '10.00',
          goods_status: 'received',
          reason: 'damaged',
          explanation: 'Arrived broken',
          images: [proof, proof],
        },
        { token: second.shopper.token },
      ),
    ).toMatchObject({ code: 1, data: { images: [proof, proof] } });
  });
});
