import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeNetworks, makeProduct, makeShopper, PAY_CODE } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api, operatorToken } = useTestApp();

type Audit = {
  operator: string;
  action: string;
  target_type: string;
  target_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
};

/** The audit rows the console lists for one action on one record. */
async function auditsOf(token: string, action: string, targetId: number): Promise<Audit[]> {
  const page = await api.get('/api/admin/audits', { action, limit: 100 }, { token });
  return (page.data.list as Audit[]).filter((row) => row.target_id === targetId);
}

/** Exactly one row for the action, by the operator, with the record as it was before and after. */
async function expectOneAudit(token: string, action: string, targetId: number) {
  const rows = await auditsOf(token, action, targetId);
  expect(rows, action).toHaveLength(1);
  const [row] = rows as [Audit];
  expect(row).toMatchObject({ operator: 'admin', action, target_id: targetId });
  expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
  return row;
}

async function paidOrder() {
  const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
  const product = await makeProduct(t.database.db, { stock: 10, priceCents: 5_000 });
  const created = await api.post(
    '/api/order/create',
    { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
    { token: shopper.token },
  );
  const paid = await api.post(
    '/api/order/pay',
    { order_id: created.data.order_id, pay_password: PAY_CODE },
    { token: shopper.token },
  );
  expect(paid.code).toBe(1);
  return { shopper, product, orderId: created.data.order_id as number };
}

describe('the audit log, written with each operator decision', () => {
  it('records a top-up audit once, and nothing for a second audit that is refused', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db);
    const image = await uploadPicture(t.app, shopper.token);
    const asked = await api.post(
      '/api/user/recharge',
      { method: 'card', amount: '40.00', image },
      { token: shopper.token },
    );
    expect(asked.code).toBe(1);
    const passed = await api.post(
      '/api/admin/recharge/audit',
      { id: asked.data.id, pass: true, amount: '39.00' },
      { token },
    );
    expect(passed.code).toBe(1);
    expect(
      (await api.post('/api/admin/recharge/audit', { id: asked.data.id, pass: false }, { token })).msg,
    ).toBe('This request has already been audited');
    const row = await expectOneAudit(token, 'recharge.audit', asked.data.id);
    expect(row).toMatchObject({
      target_type: 'recharge',
      before: { status: 'auditing', actualCents: null },
      after: { status: 'passed', actualCents: 3_900 },
    });
  });

  it('records a withdrawal audit', async () => {
    const token = await operatorToken();
    await makeNetworks(t.database.db);
    const shopper = await makeShopper(t.database.db, { balanceCents: 50_000 });
    await api.post('/api/ems/send', { email: 'x@example.com', event: 'withdraw' }, { token: shopper.token });
    const [user] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, shopper.id));
    const asked = await api.post(
      '/api/user/extract',
      {
        type: 'bank',
        amount: '100',
        bank_name: 'Audit Bank',
        card_no: '6222000011112222',
        holder: 'Test Buyer',
        email_code: t.mailer.lastCode(user!.email),
      },
      { token: shopper.token },
    );
    expect(asked.code, asked.msg).toBe(1);
    await api.post(
      '/api/admin/withdraw/audit',
      { id: asked.data.id, pass: false, remark: 'wrong card' },
      { token },
    );
    expect(await expectOneAudit(token, 'withdrawal.audit', asked.data.id)).toMatchObject({
      target_type: 'withdrawal',
      before: { status: 'auditing', remark: '' },
      after: { status: 'refused', remark: 'wrong card' },
    });
  });

  it('records shipping, a logistics entry and a refund decision on an order', async () => {
    const token = await operatorToken();
    const { shopper, orderId } = await paidOrder();
    expect(
      (await api.post('/api/admin/order/logistics', { order_id: orderId, text: 'early' }, { token })).code,
    ).toBe(0);
    await api.post(
      '/api/admin/order/ship',
      { order_id: orderId, company: 'DHL', tracking_no: 'TRACK1' },
      { token },
    );
    expect(await expectOneAudit(token, 'order.ship', orderId)).toMatchObject({
      target_type: 'order',
      before: { status: 'undelivered', trackingNo: null },
      after: { status: 'delivered', trackingNo: 'TRACK1', logisticsCompany: 'DHL' },
    });
    // The refused logistics entry (not in transit yet) left no row; the accepted one does.
    await api.post('/api/admin/order/logistics', { order_id: orderId, text: 'In Leipzig' }, { token });
    expect(await expectOneAudit(token, 'order.logistics', orderId)).toMatchObject({
      before: { status: 'delivered' },
      after: { status: 'delivered' },
    });

    const refund = await api.post(
      '/api/refund/apply',
      {
        order_id: orderId,
        type: 'refund_only',
        amount: '50.00',
        goods_status: 'received',
        reason: 'damaged',
        explanation: 'Arrived broken',
        images: [await uploadPicture(t.app, shopper.token)],
      },
      { token: shopper.token },
    );
    expect(refund.code, refund.msg).toBe(1);
    await api.post('/api/admin/refund/audit', { id: refund.data.id, pass: true }, { token });
    expect(await expectOneAudit(token, 'refund.audit', refund.data.id)).toMatchObject({
      target_type: 'refund',
      before: { status: 'auditing' },
      after: { status: 'passed' },
    });
  });

  it('records a balance change, a complaint answer and a consultation reply', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db, { balanceCents: 2_000 });
    await api.post(
      '/api/admin/user/adjust',
      { user_id: shopper.id, amount: '-5.00', memo: 'fee' },
      { token },
    );
    const adjust = await expectOneAudit(token, 'user.adjust', shopper.id);
    expect(adjust).toMatchObject({ before: { balanceCents: 2_000 }, after: { balanceCents: 1_500 } });
    expect(adjust.before).not.toHaveProperty('passwordHash');
    expect(adjust.after).not.toHaveProperty('payPasswordHash');

    const complaint = await api.post(
      '/api/user/complain',
      { content: 'Slow support', image: await uploadPicture(t.app, shopper.token) },
      { token: shopper.token },
    );
    await api.post('/api/admin/complaint/handle', { id: complaint.data.id, result: 'Sorry' }, { token });
    expect(await expectOneAudit(token, 'complaint.handle', complaint.data.id)).toMatchObject({
      target_type: 'complaint',
      before: { status: 'pending', result: '' },
      after: { status: 'handled', result: 'Sorry' },
    });

    const product = await makeProduct(t.database.db);
    const asked = await api.post(
      '/api/consult/add',
      { product_id: product.id, mch_id: product.shopId, content: 'Blue?' },
      { token: shopper.token },
    );
    await api.post('/api/admin/consult/reply', { id: asked.data.id, content: 'Yes' }, { token });
    expect(await expectOneAudit(token, 'consult.reply', asked.data.id)).toMatchObject({
      target_type: 'consultation',
      before: { status: 'open' },
      after: { status: 'answered' },
    });
  });

  it('records catalog edits: a product created and edited, shop, category, promo code, network, article', async () => {
    const token = await operatorToken();
    const existing = await makeProduct(t.database.db);
    const product = {
      name: 'Audit Lamp',
      price: '12.00',
      stock: 5,
      category_id: existing.categoryId,
      shop_id: existing.shopId,
    };
    const created = await api.post('/api/admin/product/save', product, { token });
    expect(created.code, created.msg).toBe(1);
    await api.post(
      '/api/admin/product/save',
      { ...product, id: created.data.id, name: 'Audit Lamp II' },
      { token },
    );
    const productRows = await auditsOf(token, 'product.save', created.data.id);
    expect(productRows.map((row) => [row.before?.name ?? null, row.after?.name])).toEqual([
      ['Audit Lamp', 'Audit Lamp II'],
      [null, 'Audit Lamp'],
    ]);

    const saves: [string, string, object][] = [
      ['/api/admin/shop/save', 'shop.save', { name: 'Audit Shop', logo: '/media/logo/AS/10.svg' }],
      ['/api/admin/promo/save', 'promo.save', { code: 'audit5', discount: '5', min_amount: '20' }],
      ['/api/admin/network/save', 'network.save', { network: 'AUDIT-NET', address: 'A1', min_amount: '10' }],
      [
        '/api/admin/article/save',
        'article.save',
        { kind: 'help', slug: 'audit', lang: 'en', title: 'Audit', content: 'Logged.' },
      ],
    ];
    for (const [url, action, body] of saves) {
      const saved = await api.post(url, body, { token });
      expect(saved.code, `${action}: ${saved.msg}`).toBe(1);
      expect(await expectOneAudit(token, action, saved.data.id)).toMatchObject({ before: null });
    }
    const [category] = (await api.get('/api/admin/categories', {}, { token })).data;
    await api.post(
      '/api/admin/category/save',
      { id: category.id, icon: 'device-laptop', sort: 42 },
      { token },
    );
    expect(await expectOneAudit(token, 'category.save', category.id)).toMatchObject({
      target_type: 'category',
      before: { sort: category.sort },
      after: { sort: 42, icon: 'device-laptop' },
    });
  });

  it('records a translation with the texts it replaced', async () => {
    const token = await operatorToken();
    const product = await makeProduct(t.database.db);
    for (const name of ['Lampe', 'Leuchte']) {
      const saved = await api.post(
        '/api/admin/translation/save',
        { target: 'product', id: product.id, lang: 'de', name, description: `Eine ${name}.` },
        { token },
      );
      expect(saved.code, saved.msg).toBe(1);
    }
    const rows = await auditsOf(token, 'translation.save.de', product.id);
    expect(rows.map((row) => [row.target_type, row.before?.name ?? null, row.after?.name])).toEqual([
      ['product_translation', 'Lampe', 'Leuchte'],
      ['product_translation', null, 'Lampe'],
    ]);
    expect(rows[0]).toMatchObject({
      before: { lang: 'de', description: 'Eine Lampe.' },
      after: { lang: 'de', description: 'Eine Leuchte.' },
    });
    const shop = await api.post(
      '/api/admin/translation/save',
      { target: 'shop', id: product.shopId, lang: 'fr', name: 'Boutique' },
      { token },
    );
    expect(shop.code, shop.msg).toBe(1);
    expect(await expectOneAudit(token, 'translation.save.fr', product.shopId)).toMatchObject({
      target_type: 'shop_translation',
      before: null,
      after: { lang: 'fr', name: 'Boutique' },
    });
  });

  it('writes no row for an action that fails', async () => {
    const token = await operatorToken();
    const before = (await api.get('/api/admin/audits', { limit: 1 }, { token })).data.total as number;
    const shopper = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db);
    const unpaid = await api.post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    const failures = [
      await api.post(
        '/api/admin/order/ship',
        { order_id: unpaid.data.order_id, company: 'DHL', tracking_no: 'T' },
        { token },
      ),
      await api.post('/api/admin/recharge/audit', { id: 999_999, pass: true }, { token }),
      await api.post(
        '/api/admin/user/adjust',
        { user_id: shopper.id, amount: '-1.00', memo: 'x' },
        { token },
      ),
      await api.post(
        '/api/admin/product/save',
        { name: 'Nowhere', price: '1', category_id: 999_999, shop_id: product.shopId },
        { token },
      ),
    ];
    expect(failures.map((failure) => failure.code)).toEqual([0, 0, 0, 0]);
    expect((await api.get('/api/admin/audits', { limit: 1 }, { token })).data.total).toBe(before);
  });
});
