import { type APIResponse, type Browser, expect, type Page, test } from '@playwright/test';
import ar from '../packages/i18n/locales/ar.json' with { type: 'json' };
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import { latestCode, newShopperWithMoney, signInAs, signInOnScreen, uploadPicture } from './support';

/** What the journeys made, to find in the queues. */
type Waiting = {
  orderNo: string;
  refundId: number;
  shopName: string;
  category: string;
  applicationShop: string;
};

/**
 * One of each request that waits for a decision, with texts as long as a shopper writes them: a top-up, a
 * withdrawal to a long wallet address, a refund of the demo merchant's product (decided by the shop first) with
 * a long explanation, and a shop application with a long description.
 */
async function fillQueues(browser: Browser): Promise<Waiting> {
  const made = async (answer: Promise<APIResponse>, what: string) => {
    const body = await (await answer).json();
    expect(body.code, `${what}: ${body.msg}`).toBe(1);
    return body.data;
  };
  const context = await browser.newContext();
  const page = await context.newPage();
  const shopper = await newShopperWithMoney(page);
  const headers = { token: shopper.token };
  const image = await uploadPicture(page, shopper.token, 'evidence.png');
  await made(
    page.request.post('/api/user/recharge?lang=en', {
      headers,
      data: { method: 'card', amount: '30.00', image },
    }),
    'top-up',
  );
  await page.request.post('/api/ems/send?lang=en', {
    headers,
    data: { email: shopper.email, event: 'withdraw' },
  });
  await made(
    page.request.post('/api/user/extract?lang=en', {
      headers,
      data: {
        type: 'bank',
        amount: '20',
        bank_name: 'Harbour and Northern Cooperative Savings Bank of the Coast',
        card_no: '6222020200114455667788',
        holder: 'Queue Journey Account Holder With A Long Name',
        email_code: await latestCode(shopper.email),
      },
    }),
    'withdrawal',
  );

  // A product of the demo merchant's shop, so that its refund waits in the seller centre too.
  const seller = await signInAs(page, 'merchant');
  const products = await made(
    page.request.get(`/api/index/product?shop_id=${seller.shop.id}&lang=en`),
    'shop products',
  );
  const product = products.list.find((item: { is_virtual: boolean }) => !item.is_virtual);
  const detail = await made(page.request.get(`/api/product/detail?id=${product.id}&lang=en`), 'product');
  const spec = (detail.specs as { name: string; values: string[] }[])
    .map((choice) => `${choice.name}: ${choice.values[0]}`)
    .join('; ');
  const addresses = await made(page.request.get('/api/user/address_list?lang=en', { headers }), 'addresses');
  const order = await made(
    page.request.post('/api/order/create?lang=en', {
      headers,
      data: {
        items: [{ product_id: product.id, quantity: 1, spec: spec || undefined }],
        address_id: addresses[0].id,
      },
    }),
    'order',
  );
  await made(
    page.request.post('/api/order/pay?lang=en', {
      headers,
      data: { order_id: order.order_id, pay_password: '123456' },
    }),
    'payment',
  );
  const refund = await made(
    page.request.post('/api/refund/apply?lang=en', {
      headers,
      data: {
        order_id: order.order_id,
        type: 'refund_only',
        amount: '1.00',
        goods_status: 'not_received',
        reason: 'changed_mind',
        explanation:
          'The same item was ordered twice within a minute from two phones; please cancel the second one and pay it back.',
        images: [image],
      },
    }),
    'refund',
  );
  const placed = await made(
    page.request.get(`/api/order/detail?id=${order.order_id}&lang=en`, { headers }),
    'detail',
  );

  // A shop application of another shopper (a shop member cannot apply), named anew by each run or retry.
  const applicant = await newShopperWithMoney(page);
  const applicationShop = `Queue Lanterns ${applicant.email.split('@')[0]}`.slice(0, 60);
  const categories = await made(page.request.get('/api/index/category?lang=en'), 'categories');
  await made(
    page.request.post('/api/user/merchant_apply?lang=en', {
      headers: { token: applicant.token },
      data: {
        shop_name: applicationShop,
        description:
          'Hand-made lanterns, lamps and candle holders from a small workshop on the coast, shipped all over the world.',
        logo: await uploadPicture(page, applicant.token, 'logo.png'),
        category_id: categories[0].id,
        email: applicant.email,
        document: await uploadPicture(page, applicant.token, 'logo.png'),
      },
    }),
    'shop application',
  );
  await context.close();
  return {
    orderNo: placed.order_no,
    refundId: refund.id,
    shopName: seller.shop.name,
    category: categories[0].name,
    applicationShop,
  };
}

/**
 * Every Pass and Refuse button of the page lies inside the viewport, and the page does not scroll sideways. With
 * `wholeRow`, neither does the table: every column of a row is in sight, what the decision rests on included.
 */
async function decisionsInSight(page: Page, width: number, where: string, { wholeRow = false } = {}) {
  const buttons = page.locator('[data-testid^="pass-"], [data-testid^="refuse-"]');
  await expect(buttons.first(), where).toBeVisible();
  const count = await buttons.count();
  expect(count, where).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const box = (await buttons.nth(index).boundingBox()) ?? { x: -1, width: 0 };
    expect(box.x, where).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, where).toBeLessThanOrEqual(width);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(width);
  if (wholeRow) {
    const table = page.locator('.ant-table-content');
    const [tableWidth, tableShown] = await table.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(tableWidth, `${where}: the table scrolls sideways`).toBeLessThanOrEqual(tableShown as number);
  }
}

/** A refund's reason gets a column of its own width to be read in (two lines of 200 px and more), not a word a line. */
async function reasonReadable(page: Page) {
  const reason = page.locator('td span[title*="ordered twice within a minute"]').first();
  await expect(reason).toBeVisible();
  expect((await reason.boundingBox())?.width).toBeGreaterThanOrEqual(200);
}

/** The queues with Pass and Refuse, waiting items first. */
const QUEUES = [
  { name: 'recharges', path: '/admin/recharges?status=auditing' },
  { name: 'withdrawals', path: '/admin/withdrawals?status=auditing' },
  { name: 'refunds', path: '/admin/refunds?status=auditing' },
  { name: 'merchants', path: '/admin/merchants?status=auditing' },
];

let waiting: Waiting;
test.beforeAll(async ({ browser }) => {
  waiting = await fillQueues(browser);
});

test('at 1440 × 900 every Pass and Refuse is in sight without scrolling sideways, in English and Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOnScreen(page, 'operator');
  for (const queue of QUEUES) {
    await page.goto(queue.path);
    await decisionsInSight(page, 1440, queue.name, { wholeRow: true });
    await page.screenshot({ path: test.info().outputPath(`console-${queue.name}-1440.png`) });
  }
  await page.goto('/admin/refunds?status=auditing');
  await decisionsInSight(page, 1440, 'refunds', { wholeRow: true });
  await reasonReadable(page);
  await page.screenshot({ path: 'docs/screenshots/console-refunds.png' });

  await page.evaluate(() => localStorage.setItem('console.lang', 'ar'));
  for (const queue of QUEUES) {
    await page.goto(queue.path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[A-Za-z]{4}/);
    await decisionsInSight(page, 1440, `${queue.name} (ar)`, { wholeRow: true });
    await page.screenshot({ path: test.info().outputPath(`console-${queue.name}-1440-ar.png`) });
  }
  await page.goto('/admin/refunds?status=auditing');
  await decisionsInSight(page, 1440, 'refunds (ar)', { wholeRow: true });
  await reasonReadable(page);
  await page.screenshot({ path: 'docs/screenshots/console-refunds-arabic.png' });
  expect(ar.console.pass).not.toBe(en.console.pass);
});

test('at 1280 × 800 the refunds and withdrawals fit, their decisions in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInOnScreen(page, 'operator');
  for (const queue of QUEUES.slice(1, 3)) {
    await page.goto(queue.path);
    await decisionsInSight(page, 1280, `${queue.name} at 1280`, { wholeRow: true });
    await page.screenshot({ path: test.info().outputPath(`console-${queue.name}-1280.png`) });
  }
  await page.evaluate(() => localStorage.setItem('console.lang', 'ar'));
  await page.goto('/admin/withdrawals?status=auditing');
  await decisionsInSight(page, 1280, 'withdrawals at 1280 (ar)', { wholeRow: true });
  await page.screenshot({ path: test.info().outputPath('console-withdrawals-1280-ar.png') });
});

test('the seller’s refunds keep Pass and Refuse in sight at 1440 × 900', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOnScreen(page, 'merchant');
  await page.goto('/seller/refunds?status=auditing');
  const row = page.locator('tr').filter({ has: page.getByTestId(`pass-${waiting.refundId}`) });
  await expect(row).toContainText(waiting.orderNo);
  await decisionsInSight(page, 1440, 'seller refunds');
  await page.screenshot({ path: 'docs/screenshots/seller-refunds.png' });
});

test('the console names what it shows: order numbers, shops, categories, audit kinds, waiting applications', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOnScreen(page, 'operator');

  // The dashboard counts the shop applications and leads to them.
  const applications = page.getByTestId('queue-merchant_applications');
  await expect(applications).toContainText(en.console.dashboard.queue.merchant_applications);
  await expect(applications.locator('.ant-badge-count')).not.toHaveText('0');
  await page.screenshot({ path: 'docs/screenshots/console-dashboard.png' });
  await applications.click();
  await expect(page).toHaveURL(/\/admin\/merchants\?status=auditing$/);
  const application = page.locator('tr').filter({ hasText: waiting.applicationShop });
  await expect(application).toContainText(waiting.category);

  // A refund names its order by number and its shop by name.
  await page.goto('/admin/refunds?status=auditing');
  const refund = page.locator('tr').filter({ has: page.getByTestId(`pass-${waiting.refundId}`) });
  await expect(refund).toContainText(waiting.orderNo);
  await expect(refund).toContainText(waiting.shopName);

  // The orders list has a shop column.
  await page.goto('/admin/orders');
  await expect(page.getByRole('columnheader', { name: en.field.shop_id, exact: true })).toBeVisible();
  await expect(page.locator('tr').filter({ hasText: waiting.orderNo })).toContainText(waiting.shopName);

  // A decision, then the audit log shows its kind by name, never as a key.
  const token = (await signInAs(page, 'operator')).token;
  const recharges = await (
    await page.request.get('/api/admin/recharges?status=auditing&lang=en', { headers: { token } })
  ).json();
  await page.request.post('/api/admin/recharge/audit?lang=en', {
    headers: { token },
    data: { id: recharges.data.list[0].id, pass: false, remark: 'No such transfer' },
  });
  await page.goto('/admin/audits');
  const kinds = page.getByTestId('audit-action');
  await expect(kinds.first()).toBeVisible();
  await expect(page.getByText(en.console.audit.action.recharge_audit).first()).toBeVisible();
  for (const text of await kinds.allTextContents()) expect(text).not.toMatch(/^[a-z_]+(\.[a-z_-]+)+$/);
  await page.screenshot({ path: 'docs/screenshots/console-audits.png' });

  // The shops list writes its followers as a count and its status by name.
  await page.goto('/admin/catalog/shops');
  const body = page.locator('.ant-table-tbody');
  await expect(body).toContainText(en.console.shop_status.open);
  await expect(body).not.toContainText(/\bopen\b/);
});
