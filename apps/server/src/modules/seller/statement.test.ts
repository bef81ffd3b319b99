import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, orders, products, shopAccounts, ledgerPostings } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeMerchant, makeShopOwner, paidOrderOf } from '../../../test/marketplace-fixtures';
import { makeProduct, makeShopper, PAY_CODE, type Shopper } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';
import { csvField } from './statement';
import { postingsOf } from '../../lib/ledger';

const { t, api, operatorToken } = useTestApp();

type Line = {
  id: number;
  type: string;
  reference: string;
  amount: string;
  balance_after: string;
  paid: string | null;
  refunded: string | null;
  commission_rates: string[];
  commission: string | null;
  fee: string | null;
  arrival: string | null;
  withdrawal_status: string | null;
};

const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const cents = (text: string) => Math.round(Number(text) * 100);

/** Two categories at 5 % and 20 %. */
async function ratedCategories() {
  const [low, high] = await t.database.db.select().from(categories).orderBy(asc(categories.id)).limit(2);
  await t.database.db.update(categories).set({ commissionRateBp: 500 }).where(eq(categories.id, low!.id));
  await t.database.db.update(categories).set({ commissionRateBp: 2_000 }).where(eq(categories.id, high!.id));
  return { low: low!.id, high: high!.id };
}

/** The shopper reviews every line of a received order: it completes and settles. */
async function reviewAll(buyer: Shopper, orderId: number) {
  const detail = await api.get('/api/order/detail', { id: orderId }, { token: buyer.token });
  for (const item of detail.data.items as { product_id: number }[]) {
    const reviewed = await api.post(
      '/api/comment/add',
      {
        order_id: orderId,
        product_id: item.product_id,
        product_score: 5,
        service_score: 5,
        postage_score: 5,
        content: 'Fine',
      },
      { token: buyer.token },
    );
    expect(reviewed.code, reviewed.msg).toBe(1);
  }
  expect((await orderRow(orderId)).status).toBe('completed');
}

/** Ships the order as the shop, confirms and reviews every line as the shopper. */
async function complete(merchant: { sellerToken: string }, buyer: Shopper, orderId: number) {
  await api.post(
    '/api/seller/order/ship',
    { order_id: orderId, company: 'DHL', tracking_no: `T${orderId}` },
    { token: merchant.sellerToken },
  );
  expect((await api.post('/api/order/confirm', { order_id: orderId }, { token: buyer.token })).code).toBe(1);
  await reviewAll(buyer, orderId);
}

/** The owner asks to withdraw `amount` from the shop, with a code mailed to the shop's address. */
async function withdraw(merchant: { shopId: number; sellerToken: string }, amount: string) {
  await t.database.db.execute(sql`update email_codes set created_at = created_at - interval '2 minutes'`);
  expect((await api.post('/api/seller/extract_code', {}, { token: merchant.sellerToken })).code).toBe(1);
  const asked = await api.post(
    '/api/seller/extract',
    {
      type: 'bank',
      amount,
      email_code: t.mailer.lastCode(`shop${merchant.shopId}@example.com`),
      bank_name: 'Harbour Bank',
      card_no: '6222000011112222',
      holder: 'H L',
    },
    { token: merchant.sellerToken },
  );
  expect(asked.code, asked.msg).toBe(1);
  return asked.data as { id: number; fee: string; actual_amount: string };
}

/**
 * A shop with a history: an order of two lines at 5 % and 20 % completed, an order at 5 % partly refunded, a
 * withdrawal passed and one refused.
 */
async function shopWithHistory() {
  const merchant = await makeMerchant(t.database.db);
  const rates = await ratedCategories();
  const lamp = await makeProduct(t.database.db, { shopId: merchant.shopId, priceCents: 3_000 });
  const rug = await makeProduct(t.database.db, { shopId: merchant.shopId, priceCents: 4_000 });
  await t.database.db.update(products).set({ categoryId: rates.low }).where(eq(products.id, lamp.id));
  await t.database.db.update(products).set({ categoryId: rates.high }).where(eq(products.id, rug.id));
  const buyer = await makeShopper(t.database.db, { balanceCents: 100_000 });
  const created = await api.post(
    '/api/order/create',
    {
      items: [
        { product_id: lamp.id, quantity: 1 },
        { product_id: rug.id, quantity: 1 },
      ],
      address_id: buyer.addressId,
    },
    { token: buyer.token },
  );
  const twoRates = created.data.order_id as number;
  await api.post('/api/order/pay', { order_id: twoRates, pay_password: PAY_CODE }, { token: buyer.token });
  await complete(merchant, buyer, twoRates);

  // 60.00 at the first category's 5 %, 20.00 of it refunded before shipping.
  const refundedSale = await paidOrderOf(t.database.db, api, merchant, { priceCents: 6_000 });
  await t.database.db
    .update(products)
    .set({ categoryId: rates.low })
    .where(eq(products.id, refundedSale.product.id));
  const applied = await api.post(
    '/api/refund/apply',
    {
      order_id: refundedSale.orderId,
      type: 'refund_only',
      amount: '20.00',
      goods_status: 'not_received',
      reason: 'changed_mind',
      explanation: 'Only half needed',
      images: [await uploadPicture(t.app, refundedSale.buyer.token)],
    },
    { token: refundedSale.buyer.token },
  );
  expect(applied.code, applied.msg).toBe(1);
  const operator = await operatorToken();
  const passedRefund = await api.post(
    '/api/admin/refund/audit',
    { id: applied.data.id, pass: true },
    { token: operator },
  );
  expect(passedRefund.code, passedRefund.msg).toBe(1);

  const paidOut = await withdraw(merchant, '50.00');
  await api.post('/api/admin/withdraw/audit', { id: paidOut.id, pass: true }, { token: operator });
  const refused = await withdraw(merchant, '10.00');
  await api.post(
    '/api/admin/withdraw/audit',
    { id: refused.id, pass: false, remark: 'Wrong card' },
    { token: operator },
  );
  return { merchant, twoRates, refundedOrder: refundedSale.orderId, paidOut, refused, operator };
}

describe('the shop’s statement', () => {
  it('explains every movement of the ledger to the cent: paid, refunded, rates, commission, fee, arrival', async () => {
    const history = await shopWithHistory();
    const { merchant } = history;
    const statement = await api.get('/api/seller/statement', {}, { token: merchant.sellerToken });
    expect(statement.code, statement.msg).toBe(1);
    const lines = statement.data.list as Line[];
    const ledger = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(postingsOf('shop', merchant.shopId))
      .orderBy(asc(ledgerPostings.id));
    // One line per movement, in order, each with the ledger's own amount and balance after it.
    expect(lines.map((line) => [line.id, cents(line.amount), cents(line.balance_after)])).toEqual(
      ledger.map((row) => [row.id, row.amountCents, row.balanceAfterCents]),
    );
    expect(lines.map((line) => line.type)).toEqual([
      'settlement',
      'settlement',
      'withdraw',
      'withdraw',
      'withdraw_return',
    ]);

    const twoRates = await orderRow(history.twoRates);
    const [first, second, paidOut, refused, returned] = lines as [Line, Line, Line, Line, Line];
    expect(first).toMatchObject({
      reference: twoRates.orderNo,
      paid: (twoRates.totalCents / 100).toFixed(2),
      refunded: '0.00',
      commission_rates: ['0.05', '0.2'],
      commission: (twoRates.commissionCents! / 100).toFixed(2),
      fee: null,
      arrival: null,
    });
    expect(cents(first.paid!) - cents(first.commission!)).toBe(cents(first.amount));
    // 60.00 paid, 20.00 refunded: 40.00 settled at 5 % is 2.00 commission and 38.00 credited.
    const refundedOrder = await orderRow(history.refundedOrder);
    expect(second).toMatchObject({
      reference: refundedOrder.orderNo,
      paid: '60.00',
      refunded: '20.00',
      commission_rates: ['0.05'],
      commission: '2.00',
      amount: '38.00',
    });
    // 1 % of 50.00: 0.50 fee, 49.50 arrives.
    expect(paidOut).toMatchObject({
      reference: String(history.paidOut.id),
      amount: '-50.00',
      fee: '0.50',
      arrival: '49.50',
      withdrawal_status: 'passed',
      paid: null,
      commission_rates: [],
    });
    expect(refused).toMatchObject({ amount: '-10.00', fee: '0.10', withdrawal_status: 'refused' });
    expect(returned).toMatchObject({ amount: '10.00', fee: null, reference: String(history.refused.id) });

    // The totals, and the balance change they make, equal the ledger and the account.
    const { totals } = statement.data;
    const sum = (of: (line: Line) => string | null) =>
      lines.reduce((total, line) => total + cents(of(line) ?? '0.00'), 0);
    expect(totals).toMatchObject({
      paid: ((sum((line) => line.paid) as number) / 100).toFixed(2),
      refunded: '20.00',
      commission: ((sum((line) => line.commission) as number) / 100).toFixed(2),
      withdrawn: '60.00',
      returned: '10.00',
      fees: '0.50',
      adjusted: '0.00',
    });
    expect(cents(totals.net)).toBe(cents(first.amount) + cents(second.amount));
    expect(cents(totals.paid) - cents(totals.refunded) - cents(totals.commission)).toBe(cents(totals.net));
    const [account] = await t.database.db
      .select()
      .from(shopAccounts)
      .where(eq(shopAccounts.shopId, merchant.shopId));
    expect(statement.data.opening_balance).toBe('0.00');
    expect(cents(statement.data.closing_balance)).toBe(account!.balanceCents);
    expect(cents(statement.data.closing_balance) - cents(statement.data.opening_balance)).toBe(
      cents(totals.net) - cents(totals.withdrawn) + cents(totals.returned) + cents(totals.adjusted),
    );
    expect(ledger.reduce((total, row) => total + row.amountCents, 0)).toBe(account!.balanceCents);
  });

  it('keeps to its period: the balance before it opens, the balance after its last movement closes', async () => {
    const { merchant } = await shopWithHistory();
    const ledger = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(postingsOf('shop', merchant.shopId))
      .orderBy(asc(ledgerPostings.id));
    // The first settlement happened ten days ago.
    await t.database.db
      .update(ledgerPostings)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(eq(ledgerPostings.id, ledger[0]!.id));
    const today = new Date().toISOString().slice(0, 10);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

    const recent = await api.get('/api/seller/statement', { from: today }, { token: merchant.sellerToken });
    expect(recent.data.list.map((line: Line) => line.id)).toEqual(ledger.slice(1).map((row) => row.id));
    expect(recent.data).toMatchObject({
      from: today,
      to: null,
      total: ledger.length - 1,
      opening_balance: (ledger[0]!.balanceAfterCents! / 100).toFixed(2),
      closing_balance: (ledger.at(-1)!.balanceAfterCents! / 100).toFixed(2),
    });
    const { totals } = recent.data;
    expect(cents(recent.data.closing_balance) - cents(recent.data.opening_balance)).toBe(
      cents(totals.net) - cents(totals.withdrawn) + cents(totals.returned) + cents(totals.adjusted),
    );

    const old = await api.get(
      '/api/seller/statement',
      { from: tenDaysAgo, to: tenDaysAgo },
      { token: merchant.sellerToken },
    );
    expect(old.data.list.map((line: Line) => line.id)).toEqual([ledger[0]!.id]);
    expect(old.data).toMatchObject({ opening_balance: '0.00', total: 1 });
    expect(old.data.totals.net).toBe(old.data.closing_balance);

    const paged = await api.get(
      '/api/seller/statement',
      { page: 2, limit: 2 },
      { token: merchant.sellerToken },
    );
    expect(paged.data.list.map((line: Line) => line.id)).toEqual(ledger.slice(2, 4).map((row) => row.id));
    expect(paged.data.totals).toEqual(
      (await api.get('/api/seller/statement', {}, { token: merchant.sellerToken })).data.totals,
    );
    expect(
      (await api.get('/api/seller/statement', { from: '2026-02-30' }, { token: merchant.sellerToken })).code,
    ).toBe(0);
  });

  it('is the shop’s own: another shop’s seller reads only theirs, operators any shop’s', async () => {
    const { merchant } = await shopWithHistory();
    const other = await makeMerchant(t.database.db);
    const theirs = await api.get(
      '/api/seller/statement',
      { shop_id: merchant.shopId },
      { token: other.sellerToken },
    );
    expect(theirs.data).toMatchObject({ shop: { id: other.shopId }, total: 0, list: [] });
    const csv = await t.app.inject({
      url: `/api/seller/statement_csv?lang=en&shop_id=${merchant.shopId}`,
      headers: { token: other.sellerToken },
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);

    const shopper = await makeShopper(t.database.db);
    expect((await api.get('/api/seller/statement', {}, { token: shopper.token })).status).toBe(401);
    expect(
      (await api.get('/api/admin/shop/statement', { shop_id: merchant.shopId }, { token: other.sellerToken }))
        .status,
    ).toBe(401);

    const operator = await operatorToken();
    const seen = await api.get(
      '/api/admin/shop/statement',
      { shop_id: merchant.shopId },
      { token: operator },
    );
    const own = await api.get('/api/seller/statement', {}, { token: merchant.sellerToken });
    expect(seen.data).toEqual(own.data);
    const missing = await api.get('/api/admin/shop/statement', { shop_id: 999_999 }, { token: operator });
    expect(missing).toMatchObject({ code: 0, key: 'msg.shop_not_found' });
  });

  it('exports the same lines as CSV: a header row, plain decimals, quoted where needed, as an attachment', async () => {
    const { merchant, twoRates } = await shopWithHistory();
    const response = await t.app.inject({
      url: '/api/seller/statement_csv?lang=en',
      headers: { token: merchant.sellerToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${merchant.shopId}-start-now.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = response.body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Date,Type,Reference,Paid,Refunded,Import tax,Commission rate,Commission,Amount,Fee,Arrives,Balance after',
    );
    const statement = await api.get('/api/seller/statement', {}, { token: merchant.sellerToken });
    const lines = statement.data.list as (Line & { created_at: string })[];
    expect(rows).toHaveLength(lines.length + 1);
    const order = await orderRow(twoRates);
    const [first] = lines;
    expect(rows[1]).toBe(
      [
        first!.created_at,
        'Settlement',
        order.orderNo,
        first!.paid,
        '0.00',
        '0.00',
        '5%; 20%',
        first!.commission,
        first!.amount,
        '',
        '',
        first!.balance_after,
      ].join(','),
    );
    expect(rows[3]).toContain(',Withdrawal,');
    expect(rows[3]).toContain(',-50.00,0.50,49.50,');

    const empty = await t.app.inject({
      url: '/api/seller/statement_csv?lang=ar&from=2026-01-01&to=2026-01-31',
      headers: { token: merchant.sellerToken },
    });
    expect(empty.headers['content-disposition']).toBe(
      `attachment; filename="statement-${merchant.shopId}-2026-01-01-2026-01-31.csv"`,
    );
    expect(empty.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1);

    const refused = await t.app.inject({
      url: '/api/seller/statement_csv?lang=en&from=yesterday',
      headers: { token: merchant.sellerToken },
    });
    expect(refused.json()).toMatchObject({ code: 0 });
  });

  it('quotes a field holding a comma, quote or line break, and keeps a formula from running', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('-50.00')).toBe('-50.00');
    expect(csvField('=HYPERLINK("x")', true)).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('the owner’s withdrawal of the shop’s money', () => {
  it('is previewed with the shop’s available money and fee rate, for the owner only', async () => {
    const merchant = await makeMerchant(t.database.db);
    const sale = await paidOrderOf(t.database.db, api, merchant, { priceCents: 10_000, confirmed: true });
    await reviewAll(sale.buyer, sale.orderId);
    const info = await api.get('/api/seller/extract', {}, { token: merchant.sellerToken });
    expect(info.code, info.msg).toBe(1);
    const [account] = await t.database.db
      .select()
      .from(shopAccounts)
      .where(eq(shopAccounts.shopId, merchant.shopId));
    expect(cents(info.data.balance)).toBe(account!.balanceCents);
    expect(info.data.fee_rate_bp).toBe(100);
    expect(info.data).toMatchObject({ min_amount: '10.00', held_until: null });

    const staff = await makeShopOwner(t.database.db, merchant.shopId);
    await t.database.db.execute(
      sql`update shop_members set role = 'staff' where user_id = ${staff.id} and shop_id = ${merchant.shopId}`,
    );
    const staffToken = (await api.post('/api/seller/login', { account: staff.username, password: PAY_CODE }))
      .data.token as string;
    expect((await api.get('/api/seller/extract', {}, { token: staffToken })).code).toBe(0);
  });

  it('is not among the owner’s personal withdrawals', async () => {
    const merchant = await makeMerchant(t.database.db);
    const sale = await paidOrderOf(t.database.db, api, merchant, { priceCents: 10_000, confirmed: true });
    await reviewAll(sale.buyer, sale.orderId);
    const shopPayout = await withdraw(merchant, '20.00');
    const owner = merchant.owner;
    const personal = await api.get('/api/user/extract_log', {}, { token: owner.token });
    expect(personal.code).toBe(1);
    expect(personal.data.list.map((row: { id: number }) => row.id)).not.toContain(shopPayout.id);
    expect(personal.data.total).toBe(0);
    // Operators still see it, named as the shop's.
    const queue = await api.get('/api/admin/withdrawals', {}, { token: await operatorToken() });
    expect(queue.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: shopPayout.id, shop_id: merchant.shopId })]),
    );
  });
});
