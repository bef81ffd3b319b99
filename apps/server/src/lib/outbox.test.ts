import { setTimeout as sleep } from 'node:timers/promises';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DOMAIN_EVENTS } from '@storefront/shared';
import { categories, outbox } from '../db/schema';
import { useTestApp } from '../../test/harness';
import { makeNetworks, makeProduct, makeShop, makeShopper, PAY_CODE } from '../../test/shopping-fixtures';
import { uploadPicture } from '../../test/uploads';
import { runOrderJobs } from '../modules/order/lifecycle';

const { t, api, operatorToken } = useTestApp({ env: { JOB_RETRY_DELAY_SECONDS: '1' } });

afterAll(async () => {
  if (t.app.ctx.jobs.running) await t.app.ctx.jobs.stop();
});

const eventsSince = async (id: number) =>
  (await t.database.db.select().from(outbox).orderBy(asc(outbox.id))).filter(
    (row) => row.id > id && row.kind === 'event',
  );
const lastId = async () =>
  (await t.database.db.select().from(outbox)).reduce((max, row) => Math.max(max, row.id), 0);

async function until(check: () => boolean | Promise<boolean>, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${seconds} s`);
    await sleep(50);
  }
}

describe('the outbox: events written with their actions', () => {
  it('records every domain event in the transaction of its action, naming its objects', async () => {
    const before = await lastId();
    const shop = await makeShop(t.database.db);
    const lamp = await makeProduct(t.database.db, { shopId: shop.id, priceCents: 1_000, stock: 10 });
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const operator = await operatorToken();
    const as = { token: shopper.token };

    const created = await api.post(
      '/api/order/create',
      { items: [{ product_id: lamp.id, quantity: 1 }], address_id: shopper.addressId },
      as,
    );
    const orderId = created.data.order_id as number;
    await api.post('/api/order/pay', { order_id: orderId, pay_password: PAY_CODE }, as);
    await api.post(
      '/api/admin/order/ship',
      { order_id: orderId, company: 'DHL', tracking_no: 'T1' },
      { token: operator },
    );
    await api.post('/api/order/confirm', { order_id: orderId }, as);
    // A refused refund asked after delivery, then the order completed by the clock ten days later.
    const asked = await api.post(
      '/api/refund/apply',
      {
        order_id: orderId,
        type: 'refund_only',
        amount: '1.00',
        goods_status: 'received',
        reason: 'changed_mind',
        explanation: 'Not needed',
        images: [await uploadPicture(t.app, shopper.token)],
      },
      as,
    );
    expect(asked.code).toBe(1);
    await api.post(
      '/api/admin/refund/audit',
      { id: asked.data.id, pass: false, remark: 'no' },
      { token: operator },
    );
    await runOrderJobs(t.database.db, new Date(Date.now() + 30 * 86_400_000));

    await makeNetworks(t.database.db);
    const topUp = await api.post(
      '/api/user/recharge',
      {
        method: 'blockchain',
        network: 'USDT-TRC20',
        amount: '20.00',
        image: await uploadPicture(t.app, shopper.token),
      },
      as,
    );
    await api.post('/api/admin/recharge/audit', { id: topUp.data.id, pass: true }, { token: operator });
    await api.post(
      '/api/ems/send',
      { email: (await api.get('/api/user/getUserInfo', {}, as)).data.email, event: 'withdraw' },
      as,
    );
    const email = (await api.get('/api/user/getUserInfo', {}, as)).data.email as string;
    const withdrawn = await api.post(
      '/api/user/extract',
      {
        type: 'blockchain',
        amount: '10',
        network: 'USDT-TRC20',
        address: 'TQexample',
        email_code: t.mailer.lastCode(email),
      },
      as,
    );
    await api.post('/api/admin/withdraw/audit', { id: withdrawn.data.id, pass: true }, { token: operator });
    const applicant = await makeShopper(t.database.db);
    const [category] = await t.database.db.select().from(categories).limit(1);
    const applied = await api.post(
      '/api/user/merchant_apply',
      {
        shop_name: 'Outbox Lights',
        description: 'Lamps',
        logo: await uploadPicture(t.app, applicant.token),
        category_id: category!.id,
        email: 'owner@outbox.example',
        document: await uploadPicture(t.app, applicant.token),
      },
      { token: applicant.token },
    );
    await api.post(
      '/api/admin/merchant_application/audit',
      { id: applied.data.id, pass: true },
      { token: operator },
    );

    const events = await eventsSince(before);
    const names = new Set(events.map((event) => event.name));
    expect([...names].sort()).toEqual([...DOMAIN_EVENTS].sort());
    const ofOrder = events.filter((event) => event.payload.order_id === orderId).map((event) => event.name);
    expect(ofOrder).toEqual([
      'order.created',
      'order.paid',
      'order.shipped',
      'refund.requested',
      'refund.decided',
      'order.completed',
      'settlement.credited',
    ]);
    expect(events.find((event) => event.name === 'order.paid')).toMatchObject({
      shopId: shop.id,
      payload: { order_id: orderId, shop_id: shop.id, user_id: shopper.id, total_cents: 1_600 },
    });
    expect(events.find((event) => event.name === 'settlement.credited')?.payload).toMatchObject({
      order_id: orderId,
      amount_cents: 1_600,
    });
    expect(events.find((event) => event.name === 'withdrawal.decided')?.payload).toMatchObject({
      withdrawal_id: withdrawn.data.id,
      amount_cents: 1_000,
      passed: true,
    });
  });

  it('writes nothing when its action is refused', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 100 });
    const lamp = await makeProduct(t.database.db, { priceCents: 5_000, stock: 10 });
    const created = await api.post(
      '/api/order/create',
      { items: [{ product_id: lamp.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    const before = await lastId();
    const paid = await api.post(
      '/api/order/pay',
      { order_id: created.data.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(paid.key).toBe('msg.insufficient_balance');
    expect(await eventsSince(before)).toEqual([]);
  });
});

describe('mails through the outbox and the job runner', () => {
  it('with the mail server down, the request still succeeds and every mail arrives once it is back, once', async () => {
    await t.app.ctx.jobs.start();
    const shoppers = await Promise.all([1, 2, 3].map(() => makeShopper(t.database.db)));
    const emails = await Promise.all(
      shoppers.map(
        async (shopper) =>
          (await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).data.email as string,
      ),
    );
    t.mailer.down = true;
    for (const [index, shopper] of shoppers.entries()) {
      const sent = await api.post(
        '/api/ems/send',
        { email: emails[index], event: 'withdraw' },
        { token: shopper.token },
      );
      expect(sent.code).toBe(1);
    }
    await sleep(2_500);
    expect(t.mailer.sent.filter((mail) => emails.includes(mail.to))).toEqual([]);

    t.mailer.down = false;
    await until(() => emails.every((email) => t.mailer.sent.some((mail) => mail.to === email)), 20);
    // Retries stop once sent: a while later, still one mail each.
    await sleep(3_000);
    for (const email of emails) expect(t.mailer.sent.filter((mail) => mail.to === email)).toHaveLength(1);
    // The code in the late mail is the one recorded: it completes a withdrawal.
    expect(t.mailer.lastCode(emails[0]!)).toMatch(/^\d{6}$/);
  }, 40_000);
});
