import { describe, expect, it } from 'vitest';
import { categories, withdrawals } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeMerchant, paidOrderOf } from '../../../test/marketplace-fixtures';
import { makeShopper, type Shopper } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api, operatorToken } = useTestApp();

/** The buyer asks for part of the order back (nothing received); answers the refund's id. */
async function refundOf(orderId: number, buyer: Shopper, amount: string) {
  const applied = await api.post(
    '/api/refund/apply',
    {
      order_id: orderId,
      type: 'refund_only',
      amount,
      goods_status: 'not_received',
      reason: 'damaged',
      explanation: 'It never came',
      images: [await uploadPicture(t.app, buyer.token)],
    },
    { token: buyer.token },
  );
  expect(applied.code, applied.msg).toBe(1);
  return applied.data.id as number;
}

describe('dashboards count what happened', () => {
  it('a partly refunded order counts as one order with what it kept, in the console and the seller centre', async () => {
    const token = await operatorToken();
    const merchant = await makeMerchant(t.database.db);
    // 32.50 of goods and 6.00 of freight: 38.50 paid.
    const { orderId, buyer } = await paidOrderOf(t.database.db, api, merchant, { priceCents: 3_250 });
    const passed = await api.post(
      '/api/seller/refund/audit',
      { id: await refundOf(orderId, buyer, '15.00'), pass: true },
      { token: merchant.sellerToken },
    );
    expect(passed.code, passed.msg).toBe(1);

    const board = (await api.get('/api/admin/dashboard', {}, { token })).data;
    expect(board.today).toEqual({ orders: 1, sales: '23.50' });
    expect(board.month).toEqual({ orders: 1, sales: '23.50' });
    expect(board.series.at(-1)).toMatchObject({ orders: 1, sales: '23.50' });
    const shopBoard = (await api.get('/api/seller/dashboard', {}, { token: merchant.sellerToken })).data;
    expect(shopBoard.today).toEqual({ orders: 1, sales: '23.50' });
    expect(shopBoard.month).toEqual({ orders: 1, sales: '23.50' });

    // An order refunded in full kept nothing: neither an order nor sales.
    const second = await paidOrderOf(t.database.db, api, merchant, { priceCents: 3_250 });
    await api.post(
      '/api/admin/refund/audit',
      { id: await refundOf(second.orderId, second.buyer, '38.50'), pass: true },
      { token },
    );
    expect((await api.get('/api/admin/dashboard', {}, { token })).data.today).toEqual({
      orders: 1,
      sales: '23.50',
    });
  });

  it('counts the shop applications waiting, beside the other queues', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db);
    const [category] = await t.database.db.select().from(categories).limit(1);
    const applied = await api.post(
      '/api/user/merchant_apply',
      {
        shop_name: 'Harbour Lights',
        description: 'Lamps from the coast',
        logo: await uploadPicture(t.app, shopper.token),
        category_id: category!.id,
        email: 'owner@harbour.example',
        document: await uploadPicture(t.app, shopper.token),
      },
      { token: shopper.token },
    );
    expect(applied.code, applied.msg).toBe(1);
    const board = (await api.get('/api/admin/dashboard', {}, { token })).data;
    expect(board.pending).toMatchObject({ merchant_applications: 1 });
  });
});

describe('console lists name what they show', () => {
  it('refunds and complaints name their order number, refunds and withdrawals their shop', async () => {
    const token = await operatorToken();
    const merchant = await makeMerchant(t.database.db);
    const { orderId, buyer } = await paidOrderOf(t.database.db, api, merchant);
    const refundId = await refundOf(orderId, buyer, '10.00');
    const order = (await api.get('/api/admin/order', { id: orderId }, { token })).data;
    const refunds = (await api.get('/api/admin/refunds', { status: 'auditing' }, { token })).data.list;
    expect(refunds.find((row: { id: number }) => row.id === refundId)).toMatchObject({
      order_id: orderId,
      order_no: order.order_no,
      shop: { id: merchant.shopId, name: order.shop.name },
    });
    const complaint = await api.post(
      '/api/user/complain',
      { order_id: orderId, content: 'Late', image: await uploadPicture(t.app, buyer.token) },
      { token: buyer.token },
    );
    const complaints = (await api.get('/api/admin/complaints', {}, { token })).data.list;
    expect(complaints.find((row: { id: number }) => row.id === complaint.data.id)).toMatchObject({
      order_id: orderId,
      order_no: order.order_no,
    });
    // The rows as the withdrawal requests leave them (the money's path is tested with the requests).
    const asked = { type: 'bank', amountCents: 1_000, feeCents: 0, actualCents: 1_000, bankName: 'Bank' };
    const [ofShop, own] = await t.database.db
      .insert(withdrawals)
      .values([
        { ...asked, userId: merchant.owner.id, shopId: merchant.shopId },
        { ...asked, userId: buyer.id },
      ])
      .returning();
    const listed = (await api.get('/api/admin/withdrawals', {}, { token })).data.list;
    expect(listed.find((row: { id: number }) => row.id === ofShop!.id)).toMatchObject({
      shop_id: merchant.shopId,
      shop_name: order.shop.name,
    });
    expect(listed.find((row: { id: number }) => row.id === own!.id)).toMatchObject({
      shop_id: null,
      shop_name: null,
    });
  });
});
