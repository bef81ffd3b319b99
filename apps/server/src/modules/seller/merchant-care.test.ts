import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ESCALATE_DAYS, MAX_PENDING_INVITATIONS } from '@storefront/shared';
import { notifications, orders, refunds, shopMembers, users } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeMerchant, paidOrderOf, sellerLogin, verifiedEmailOf } from '../../../test/marketplace-fixtures';
import {
  balanceAndLedger,
  makeProduct,
  makeShopper,
  moneyInvariant,
  stockOf,
} from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';
import { runOrderJobs } from '../order/lifecycle';

const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;
const DAY = 86_400_000;

async function askRefund(buyer: { token: string }, orderId: number, amount = '60.00') {
  const applied = await api.post(
    '/api/refund/apply',
    {
      order_id: orderId,
      type: 'refund_only',
      amount,
      goods_status: 'not_received',
      reason: 'wrong_item',
      explanation: 'Not what I ordered',
      images: [await uploadPicture(t.app, buyer.token)],
    },
    { token: buyer.token },
  );
  expect(applied.code, applied.msg).toBe(1);
  return applied.data as { id: number; stage: string };
}

describe('refunds decided by the shop first', () => {
  it('a shop with members decides first; its pass pays back, returns stock and settles the rest', async () => {
    const merchant = await makeMerchant(db());
    const { orderId, product, buyer } = await paidOrderOf(db(), api, merchant);
    const refund = await askRefund(buyer, orderId, '60.00');
    expect(refund.stage).toBe('shop');
    const waiting = await api.get(
      '/api/seller/refunds',
      { status: 'auditing' },
      { token: merchant.sellerToken },
    );
    expect(waiting.data.list).toMatchObject([{ id: refund.id, order_id: orderId, stage: 'shop' }]);
    expect(
      (await api.get('/api/seller/dashboard', {}, { token: merchant.sellerToken })).data.waiting,
    ).toMatchObject({ refunds: 1, ship: 0 });

    const passed = await api.post(
      '/api/seller/refund/audit',
      { id: refund.id, pass: true },
      { token: merchant.sellerToken },
    );
    expect(passed).toMatchObject({ code: 1, data: { status: 'passed' } });
    expect((await balanceAndLedger(db(), buyer.id)).balance).toBe(100_000);
    expect(await stockOf(db(), product.id)).toBe(100);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'refunded', settledAt: expect.any(Date) });
    const twice = await api.post(
      '/api/seller/refund/audit',
      { id: refund.id, pass: false, remark: 'No' },
      { token: merchant.sellerToken },
    );
    expect(twice.msg).toBe('This request has already been audited');
    const money = await moneyInvariant(db());
    expect(money.accounted).toBe(money.paid);
  });

  it('a refusal needs a reason; the shopper escalates it once and the operators decide last', async () => {
    const merchant = await makeMerchant(db());
    const { orderId, buyer } = await paidOrderOf(db(), api, merchant, { confirmed: true });
    const refund = await askRefund(buyer, orderId, '30.00');
    const silent = await api.post(
      '/api/seller/refund/audit',
      { id: refund.id, pass: false },
      { token: merchant.sellerToken },
    );
    expect(silent).toMatchObject({ code: 0, msg: 'Remark is required' });
    const refused = await api.post(
      '/api/seller/refund/audit',
      { id: refund.id, pass: false, remark: 'The lamp works, see the video' },
      { token: merchant.sellerToken },
    );
    expect(refused.data).toMatchObject({ status: 'refused', stage: 'shop' });

    const detail = await api.get('/api/order/detail', { id: orderId }, { token: buyer.token });
    expect(detail.data).toMatchObject({
      status: 'received',
      refund: {
        status: 'refused',
        shop_remark: 'The lamp works, see the video',
        escalate_until: expect.any(String),
      },
    });
    const told = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.map((row) => row.kind)).toContain('refund_refused_by_shop');
    const list = await api.get('/api/notification/list', {}, { token: buyer.token });
    expect(list.data.list[0].content).toContain(`Within ${ESCALATE_DAYS} days`);

    // The order clock does not complete (and pay the shop) while the refusal may still be escalated.
    await db()
      .update(orders)
      .set({ receivedAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(orders.id, orderId));
    await runOrderJobs(db(), new Date());
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('received');

    const stranger = await makeShopper(db());
    const notTheirs = await api.post('/api/refund/escalate', { id: refund.id }, { token: stranger.token });
    expect(notTheirs.msg).toBe('The request does not exist');
    const escalated = await api.post('/api/refund/escalate', { id: refund.id }, { token: buyer.token });
    expect(escalated).toMatchObject({
      code: 1,
      msg: 'The platform will now decide your refund',
      data: { status: 'auditing', stage: 'platform', escalate_until: null },
    });
    const again = await api.post('/api/refund/escalate', { id: refund.id }, { token: buyer.token });
    expect(again.msg).toBe('This refund cannot be taken to the platform');
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('after_sale');

    // Escalated, it is the platform's: the shop lists it but cannot decide it.
    const shopTry = await api.post(
      '/api/seller/refund/audit',
      { id: refund.id, pass: false, remark: 'Still no' },
      { token: merchant.sellerToken },
    );
    expect(shopTry.msg).toBe('This request has already been audited');
    const ops = await operatorToken();
    const queued = await api.get('/api/admin/refunds', { status: 'auditing' }, { token: ops });
    expect(queued.data.list).toContainEqual(
      expect.objectContaining({
        id: refund.id,
        shop_remark: 'The lamp works, see the video',
        stage: 'platform',
      }),
    );
    const decided = await api.post('/api/admin/refund/audit', { id: refund.id, pass: true }, { token: ops });
    expect(decided.data).toMatchObject({ status: 'passed' });
    expect((await balanceAndLedger(db(), buyer.id)).balance).toBe(100_000 - 6_000 + 3_000);
    // The shop is paid what was not refunded, less commission.
    expect((await api.get('/api/seller/balance', {}, { token: merchant.sellerToken })).data.balance).toBe(
      '28.50',
    );
    const money = await moneyInvariant(db());
    expect(money).toMatchObject({ accounted: money.paid, belowZero: false });
  });

  it('a refusal left alone goes back to the order clock after the escalation days', async () => {
    const merchant = await makeMerchant(db());
    const { orderId, buyer } = await paidOrderOf(db(), api, merchant, { confirmed: true });
    const refund = await askRefund(buyer, orderId, '10.00');
    await api.post(
      '/api/seller/refund/audit',
      { id: refund.id, pass: false, remark: 'Used' },
      { token: merchant.sellerToken },
    );
    const longAgo = new Date(Date.now() - (ESCALATE_DAYS + 1) * DAY);
    await db().update(refunds).set({ shopDecidedAt: longAgo }).where(eq(refunds.id, refund.id));
    await db().update(orders).set({ receivedAt: longAgo }).where(eq(orders.id, orderId));
    const late = await api.post('/api/refund/escalate', { id: refund.id }, { token: buyer.token });
    expect(late.msg).toBe('This refund cannot be taken to the platform');
    expect((await runOrderJobs(db(), new Date())).completed).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('completed');
  });

  it('a shop decides only its own orders’ refunds; the platform’s own shops go to the operators', async () => {
    const merchant = await makeMerchant(db());
    const other = await makeMerchant(db());
    const { orderId, buyer } = await paidOrderOf(db(), api, merchant);
    const refund = await askRefund(buyer, orderId);
    const foreign = await api.post(
      '/api/seller/refund/audit',
      { id: refund.id, pass: true },
      { token: other.sellerToken },
    );
    expect(foreign.msg).toBe('The request does not exist');
    expect((await api.get('/api/seller/refunds', {}, { token: other.sellerToken })).data.total).toBe(0);

    const platformProduct = await makeProduct(db(), { priceCents: 2_000 });
    const platformBuyer = await makeShopper(db(), { balanceCents: 10_000 });
    const created = await api.post(
      '/api/order/create',
      { items: [{ product_id: platformProduct.id, quantity: 1 }], address_id: platformBuyer.addressId },
      { token: platformBuyer.token },
    );
    await api.post(
      '/api/order/pay',
      { order_id: created.data.order_id, pay_password: '246810' },
      { token: platformBuyer.token },
    );
    expect((await askRefund(platformBuyer, created.data.order_id, '5.00')).stage).toBe('platform');
  });
});

describe('answers to reviews', () => {
  it('a member answers a review of its product; the answer shows under it and the reviewer is told once', async () => {
    const merchant = await makeMerchant(db());
    const other = await makeMerchant(db());
    const { orderId, product, buyer } = await paidOrderOf(db(), api, merchant, { confirmed: true });
    await api.post(
      '/api/comment/add',
      {
        order_id: orderId,
        product_id: product.id,
        product_score: 4,
        service_score: 5,
        postage_score: 5,
        content: 'Dim',
      },
      { token: buyer.token },
    );
    const unanswered = await api.get(
      '/api/seller/comments',
      { unanswered: true },
      { token: merchant.sellerToken },
    );
    expect(unanswered.data.list).toMatchObject([
      { content: 'Dim', reply: null, product: { id: product.id } },
    ]);
    const reviewId = unanswered.data.list[0].id as number;

    const foreign = await api.post(
      '/api/seller/comment/reply',
      { id: reviewId, content: 'Not ours' },
      { token: other.sellerToken },
    );
    expect(foreign.msg).toBe('The review does not exist');
    const empty = await api.post(
      '/api/seller/comment/reply',
      { id: reviewId, content: '  ' },
      { token: merchant.sellerToken },
    );
    expect(empty.msg).toBe('Reply content is required');

    for (const content of ['Try the high setting', 'Try the high setting, or write to us']) {
      const replied = await api.post(
        '/api/seller/comment/reply',
        { id: reviewId, content },
        { token: merchant.sellerToken },
      );
      expect(replied).toMatchObject({ code: 1, msg: 'Reply published', data: { reply: { content } } });
    }
    const shown = await api.get('/api/comment/list', { product_id: product.id });
    expect(shown.data.list[0]).toMatchObject({
      content: 'Dim',
      reply: { content: 'Try the high setting, or write to us', created_at: expect.any(String) },
    });
    const told = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.filter((row) => row.kind === 'review_replied')).toHaveLength(1);
    expect(
      (await api.get('/api/seller/comments', { unanswered: true }, { token: merchant.sellerToken })).data
        .total,
    ).toBe(0);
  });
});

describe('staff', () => {
  it('the owner invites by email; the verified account accepts, runs the shop but cannot withdraw or invite', async () => {
    const merchant = await makeMerchant(db());
    const helper = await makeShopper(db());
    const email = await verifiedEmailOf(db(), helper);
    const invited = await api.post(
      '/api/seller/staff/invite',
      { email: email.toUpperCase() },
      { token: merchant.sellerToken },
    );
    expect(invited).toMatchObject({ code: 1, msg: 'Invitation sent', data: { email } });
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: email });
    const resent = await api.post('/api/seller/staff/invite', { email }, { token: merchant.sellerToken });
    expect(resent.data.id).toBe(invited.data.id);

    const received = await api.get('/api/user/shop_invitations', {}, { token: helper.token });
    expect(received.data).toMatchObject([{ id: invited.data.id, shop: { id: merchant.shopId } }]);
    const accepted = await api.post(
      '/api/user/shop_invitation/answer',
      { id: invited.data.id, accept: true },
      { token: helper.token },
    );
    expect(accepted.code, accepted.msg).toBe(1);
    const staffToken = await sellerLogin(api, helper);
    expect((await api.get('/api/seller/me', {}, { token: staffToken })).data).toMatchObject({
      role: 'staff',
    });
    expect((await api.get('/api/seller/staff', {}, { token: staffToken })).data.members).toMatchObject([
      { user_id: merchant.owner.id, role: 'owner' },
      { user_id: helper.id, role: 'staff' },
    ]);
    for (const [url, body] of [
      ['/api/seller/staff/invite', { email: 'x@example.com' }],
      ['/api/seller/staff/remove', { user_id: merchant.owner.id }],
      ['/api/seller/extract_code', {}],
    ] as const) {
      expect((await api.post(url, body, { token: staffToken })).msg).toBe(
        "Only the shop's owner can do this",
      );
    }
    const again = await api.post(
      '/api/user/shop_invitation/answer',
      { id: invited.data.id, accept: true },
      { token: helper.token },
    );
    expect(again.msg).toBe('The invitation does not exist or was already answered');

    const ownerStays = await api.post(
      '/api/seller/staff/remove',
      { user_id: merchant.owner.id },
      { token: merchant.sellerToken },
    );
    expect(ownerStays.msg).toBe("The shop's owner cannot be removed");
    const removed = await api.post(
      '/api/seller/staff/remove',
      { user_id: helper.id },
      { token: merchant.sellerToken },
    );
    expect(removed.code).toBe(1);
    expect((await api.get('/api/seller/me', {}, { token: staffToken })).status).toBe(401);
    expect(await db().$count(shopMembers, eq(shopMembers.userId, helper.id))).toBe(0);
  });

  it('nobody joins without their verified address and their own yes; one shop per account', async () => {
    const merchant = await makeMerchant(db());
    const other = await makeMerchant(db());
    const unverified = await makeShopper(db());
    const [account] = await db()
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, unverified.id));
    const email = account!.email;
    const invited = await api.post('/api/seller/staff/invite', { email }, { token: merchant.sellerToken });
    expect((await api.get('/api/user/shop_invitations', {}, { token: unverified.token })).data).toEqual([]);
    const claimed = await api.post(
      '/api/user/shop_invitation/answer',
      { id: invited.data.id, accept: true },
      { token: unverified.token },
    );
    expect(claimed.msg).toBe('The invitation does not exist or was already answered');

    // The other shop's owner already runs a shop: accepting is refused, declining is fine.
    const ownerEmail = await verifiedEmailOf(db(), other.owner);
    const toOwner = await api.post(
      '/api/seller/staff/invite',
      { email: ownerEmail },
      { token: merchant.sellerToken },
    );
    const refused = await api.post(
      '/api/user/shop_invitation/answer',
      { id: toOwner.data.id, accept: true },
      { token: other.owner.token },
    );
    expect(refused.msg).toBe('This account already runs a shop');
    const declined = await api.post(
      '/api/user/shop_invitation/answer',
      { id: toOwner.data.id, accept: false },
      { token: other.owner.token },
    );
    expect(declined.code).toBe(1);

    const revoked = await api.post(
      '/api/seller/staff/revoke',
      { id: invited.data.id },
      { token: other.sellerToken },
    );
    expect(revoked.msg).toBe('The invitation does not exist or was already answered');
    expect(
      (await api.post('/api/seller/staff/revoke', { id: invited.data.id }, { token: merchant.sellerToken }))
        .code,
    ).toBe(1);
  });

  it('an owner cannot flood addresses: open invitations are capped, whatever arrives at once', async () => {
    const merchant = await makeMerchant(db());
    const burst = await Promise.all(
      Array.from({ length: MAX_PENDING_INVITATIONS + 5 }, (_, index) =>
        api.post(
          '/api/seller/staff/invite',
          { email: `flood${index}@example.com` },
          { token: merchant.sellerToken },
        ),
      ),
    );
    expect(burst.filter((answer) => answer.code === 1).length).toBeLessThanOrEqual(MAX_PENDING_INVITATIONS);
    expect(
      burst.some(
        (answer) =>
          answer.msg === `At most ${MAX_PENDING_INVITATIONS} invitations can wait for an answer at once`,
      ),
    ).toBe(true);
    const listed = await api.get('/api/seller/staff', {}, { token: merchant.sellerToken });
    expect(listed.data.invitations.length).toBeLessThanOrEqual(MAX_PENDING_INVITATIONS);
  });
});

describe('the seller dashboard', () => {
  it('counts the shop’s paid orders and sales and what waits for it, not other shops’', async () => {
    const merchant = await makeMerchant(db());
    const other = await makeMerchant(db());
    await paidOrderOf(db(), api, merchant, { priceCents: 6_000 });
    await paidOrderOf(db(), api, other, { priceCents: 9_000 });
    const board = await api.get('/api/seller/dashboard', {}, { token: merchant.sellerToken });
    expect(board.data).toEqual({
      today: { orders: 1, sales: '60.00' },
      month: { orders: 1, sales: '60.00' },
      waiting: { ship: 1, refunds: 0, consults: 0, reviews: 0 },
    });
  });
});

describe('translations in the seller centre', () => {
  it('a member translates the shop’s own products and the shop itself, nothing else', async () => {
    const merchant = await makeMerchant(db());
    const other = await makeMerchant(db());
    const own = await makeProduct(db(), { shopId: merchant.shopId });
    const foreign = await makeProduct(db(), { shopId: other.shopId });
    const as = { token: merchant.sellerToken };
    const saved = await api.post(
      '/api/seller/translation/save',
      { target: 'product', id: own.id, lang: 'de', name: 'Testprodukt' },
      as,
    );
    expect(saved.code, saved.msg).toBe(1);
    const read = await api.get('/api/seller/translations', { target: 'product', id: own.id }, as);
    expect(read.data.languages.find((row: { lang: string }) => row.lang === 'de').translation).toMatchObject({
      name: 'Testprodukt',
    });
    const detail = await api.get('/api/product/detail', { id: own.id }, { lang: 'de' });
    expect(detail.data.name).toBe('Testprodukt');
    const shopSaved = await api.post(
      '/api/seller/translation/save',
      { target: 'shop', id: merchant.shopId, lang: 'ri', name: 'テストショップ' },
      as,
    );
    expect(shopSaved.code, shopSaved.msg).toBe(1);

    for (const [target, id] of [
      ['product', foreign.id],
      ['shop', other.shopId],
    ] as const) {
      expect((await api.get('/api/seller/translations', { target, id }, as)).code).toBe(0);
      const taken = await api.post(
        '/api/seller/translation/save',
        { target, id, lang: 'de', name: 'Meins' },
        as,
      );
      expect(taken.code, `${target} ${id}`).toBe(0);
    }
    const untouched = await api.get('/api/product/detail', { id: foreign.id }, { lang: 'de' });
    expect(untouched.data.name).toBe(foreign.name);
  });
});

describe('the shop’s profile', () => {
  it('the owner renames the shop and changes its logo with an own upload; staff only read it', async () => {
    const merchant = await makeMerchant(db());
    const as = { token: merchant.sellerToken };
    const read = await api.get('/api/seller/shop', {}, as);
    expect(read.data).toMatchObject({ id: merchant.shopId, email: `shop${merchant.shopId}@example.com` });
    const kept = await api.post(
      '/api/seller/shop/save',
      { name: 'Harbour Lights', description: 'Lamps' },
      as,
    );
    expect(kept.data).toMatchObject({ name: 'Harbour Lights', description: 'Lamps', logo: read.data.logo });
    const logo = await uploadPicture(t.app, merchant.sellerToken, 'seller');
    const saved = await api.post('/api/seller/shop/save', { name: 'Harbour Lights', logo }, as);
    expect(saved.data).toMatchObject({ logo, description: '' });
    const shown = await api.get('/api/shop/detail', { id: merchant.shopId });
    expect(shown.data).toMatchObject({ name: 'Harbour Lights', logo });

    const stranger = await makeShopper(db());
    const theirs = await uploadPicture(t.app, stranger.token);
    const foreign = await api.post('/api/seller/shop/save', { name: 'X', logo: theirs }, as);
    expect(foreign.msg).toBe('The picture could not be found, please upload it again');
    const empty = await api.post('/api/seller/shop/save', { name: ' ' }, as);
    expect(empty.code).toBe(0);

    const helper = await makeShopper(db());
    await db().insert(shopMembers).values({ shopId: merchant.shopId, userId: helper.id, role: 'staff' });
    const staffToken = await sellerLogin(api, helper);
    expect((await api.get('/api/seller/shop', {}, { token: staffToken })).data.name).toBe('Harbour Lights');
    const refused = await api.post('/api/seller/shop/save', { name: 'Mine' }, { token: staffToken });
    expect(refused.key).toBe('msg.owner_only');
  });
});
