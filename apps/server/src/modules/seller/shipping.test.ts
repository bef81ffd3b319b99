import { describe, expect, it } from 'vitest';
import { shopMembers } from '../../db/schema';
import { issueSellerToken } from '../../lib/auth';
import { useTestApp } from '../../../test/harness';
import { makeMerchant } from '../../../test/marketplace-fixtures';
import { makeProduct, makeShopper, PAY_CODE } from '../../../test/shopping-fixtures';

const { t, api } = useTestApp();

/** A paid order of two lines (one with a spec) to the buyer's address, with a note for the shop. */
async function orderWithNote(shopId: number) {
  const db = t.database.db;
  const lamp = await makeProduct(db, {
    shopId,
    priceCents: 2_500,
    specs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
  });
  const bulb = await makeProduct(db, { shopId, priceCents: 700 });
  const buyer = await makeShopper(db, { balanceCents: 100_000 });
  const created = await api.post(
    '/api/order/create',
    {
      items: [
        { product_id: lamp.id, quantity: 2, spec: 'Colour: Blue' },
        { product_id: bulb.id, quantity: 3 },
      ],
      address_id: buyer.addressId,
      remark: 'Leave it with the neighbour',
    },
    { token: buyer.token },
  );
  expect(created.code, created.msg).toBe(1);
  const orderId = created.data.order_id as number;
  const paid = await api.post(
    '/api/order/pay',
    { order_id: orderId, pay_password: PAY_CODE },
    { token: buyer.token },
  );
  expect(paid.code, paid.msg).toBe(1);
  return { orderId, lamp, bulb };
}

const ADDRESS = {
  consignee: 'Test Buyer',
  mobile: '+15550001234',
  area: 'Testland',
  address: '1 Test Road',
  tag: 'Home',
};

describe('shipping what was bought', () => {
  it('the shop’s list and detail carry the address, note and lines, and after shipping the tracking number', async () => {
    const merchant = await makeMerchant(t.database.db);
    const { orderId, lamp, bulb } = await orderWithNote(merchant.shopId);
    // Staff see what the owner sees.
    const helper = await makeShopper(t.database.db);
    await t.database.db
      .insert(shopMembers)
      .values({ shopId: merchant.shopId, userId: helper.id, role: 'staff' });
    const staffToken = await issueSellerToken(t.database.db, helper.id, merchant.shopId);

    for (const token of [merchant.sellerToken, staffToken]) {
      const listed = await api.get('/api/seller/orders', { status: 'undelivered' }, { token });
      expect(listed.data.list).toHaveLength(1);
      expect(listed.data.list[0]).toMatchObject({
        id: orderId,
        address: ADDRESS,
        remark: 'Leave it with the neighbour',
        logistics_company: null,
        tracking_no: null,
        total: '71.00',
        items: [
          { product_id: lamp.id, spec: 'Colour: Blue', quantity: 2, subtotal: '50.00' },
          { product_id: bulb.id, spec: '', quantity: 3, subtotal: '21.00' },
        ],
      });
      const detail = await api.get('/api/seller/order/detail', { id: orderId }, { token });
      expect(detail.data).toMatchObject({
        id: orderId,
        address: ADDRESS,
        remark: 'Leave it with the neighbour',
        amounts: { goods: '71.00', freight: '0.00', total: '71.00' },
        tracking_no: null,
      });
    }

    const shipped = await api.post(
      '/api/seller/order/ship',
      { order_id: orderId, company: 'DHL Express', tracking_no: 'JD0001234' },
      { token: staffToken },
    );
    expect(shipped.msg).toBe('Shipped');
    const after = await api.get('/api/seller/orders', { status: 'all' }, { token: merchant.sellerToken });
    expect(after.data.list[0]).toMatchObject({
      id: orderId,
      status: 'delivered',
      logistics_company: 'DHL Express',
      tracking_no: 'JD0001234',
      address: ADDRESS,
    });
    const detail = await api.get(
      '/api/seller/order/detail',
      { id: orderId },
      { token: merchant.sellerToken },
    );
    expect(detail.data).toMatchObject({ logistics_company: 'DHL Express', tracking_no: 'JD0001234' });
    expect(detail.data.logistics[0]).toMatchObject({ kind: 'shipped' });
  });

  it('another shop’s seller neither lists nor reads the order, and ships it not', async () => {
    const merchant = await makeMerchant(t.database.db);
    const rival = await makeMerchant(t.database.db);
    const { orderId } = await orderWithNote(merchant.shopId);
    const as = { token: rival.sellerToken };

    const listed = await api.get('/api/seller/orders', { status: 'all' }, as);
    expect(listed.data.list).toEqual([]);
    const read = await api.get('/api/seller/order/detail', { id: orderId }, as);
    expect(read).toMatchObject({ code: 0, msg: 'The order does not exist', data: null });
    const ship = await api.post(
      '/api/seller/order/ship',
      { order_id: orderId, company: 'X', tracking_no: '1' },
      as,
    );
    expect(ship).toMatchObject({ code: 0, data: null });
    const shopperToken = (await makeShopper(t.database.db)).token;
    const withShopperToken = await api.get(
      '/api/seller/order/detail',
      { id: orderId },
      { token: shopperToken },
    );
    expect(withShopperToken.code).not.toBe(1);
  });
});
