import { expect, type Browser, test } from '@playwright/test';
import { apiData, axeViolations, firstValuesOf, latestCode, newShopperWithMoney, signInAs } from './support';

/** A desk window of the given size, signed in with the token under the desk's key, in a language. */
async function deskPage(
  browser: Browser,
  size: { width: number; height: number },
  storage: Record<string, string>,
) {
  const context = await browser.newContext({ viewport: size, isMobile: false, hasTouch: false });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return context.newPage();
}

test('an order completes: the statement shows paid, commission and net; the owner withdraws after a preview', async ({
  page,
  browser,
}) => {
  const sellerToken = (await signInAs(page, 'merchant')).token;
  // A buyer orders one of the demo shop's goods (20.00 or more), which it ships; the buyer reviews it.
  const products = await apiData(page, 'GET', '/api/seller/products?limit=50', sellerToken);
  const product = products.list.find(
    (row: { is_virtual: boolean; price: string; stock: number; status: string }) =>
      !row.is_virtual && Number(row.price) >= 20 && row.stock > 0 && row.status === 'on',
  );
  const buyer = await newShopperWithMoney(page);
  const addresses = await apiData(page, 'GET', '/api/user/address_list', buyer.token);
  const spec = await firstValuesOf(page, product.id);
  const created = await apiData(page, 'POST', '/api/order/create', buyer.token, {
    items: [{ product_id: product.id, quantity: 1, spec: spec || undefined }],
    address_id: addresses[0].id,
  });
  const orderId = created.order_id as number;
  await apiData(page, 'POST', '/api/order/pay', buyer.token, { order_id: orderId, pay_password: '123456' });
  await apiData(page, 'POST', '/api/seller/order/ship', sellerToken, {
    order_id: orderId,
    company: 'DHL',
    tracking_no: `STMT${orderId}`,
  });
  await apiData(page, 'POST', '/api/order/confirm', buyer.token, { order_id: orderId });
  await apiData(page, 'POST', '/api/comment/add', buyer.token, {
    order_id: orderId,
    product_id: product.id,
    product_score: 5,
    service_score: 5,
    postage_score: 5,
    content: 'Arrived well',
  });
  const order = await apiData(page, 'GET', `/api/order/detail?id=${orderId}`, buyer.token);
  const statement = await apiData(page, 'GET', '/api/seller/statement?limit=100', sellerToken);
  const pages = Math.ceil(statement.total / 100);
  const last =
    pages > 1
      ? await apiData(page, 'GET', `/api/seller/statement?limit=100&page=${pages}`, sellerToken)
      : statement;
  const line = last.list.find((row: { reference: string }) => row.reference === order.order_no);
  expect(line).toMatchObject({ type: 'settlement', paid: order.total, refunded: '0.00' });

  // The owner's Money page: the order's settlement with what was paid, the commission and the net credited.
  const desk = await deskPage(browser, { width: 1280, height: 800 }, { 'seller.token': sellerToken });
  const today = new Date().toISOString().slice(0, 10);
  await desk.goto(`/seller/money?from=${today}`);
  const row = desk.locator('tr.ant-table-row').filter({ hasText: order.order_no });
  await expect(row).toContainText('Settlement');
  await expect(row).toContainText(`$${line.paid}`);
  await expect(row).toContainText(`$${line.commission}`);
  await expect(row).toContainText(`$${line.amount}`);
  await expect(desk.getByTestId('statement-totals')).toContainText('Closing balance');

  // The export is the same period as a CSV file.
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByTestId('statement-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-\\d+-${today}-now\\.csv$`));

  // The withdrawal dialog: available, fee and arrival as the amount is typed; too much is refused at once.
  const { balance } = await apiData(page, 'GET', '/api/seller/extract', sellerToken);
  await desk.getByTestId('seller-withdraw').click();
  const dialog = desk.locator('.ant-modal').filter({ hasText: 'Card holder' });
  await expect(dialog.getByTestId('seller-withdraw-available')).toContainText(`$${balance}`);
  await dialog.getByLabel('Amount').fill(String(Number(balance) + 1));
  await expect(dialog.getByTestId('seller-withdraw-over')).toHaveText(
    'The amount cannot be larger than your balance',
  );
  await dialog.getByLabel('Amount').fill('10.00');
  await expect(dialog.getByTestId('seller-withdraw-over')).toHaveCount(0);
  await expect(dialog.getByTestId('seller-withdraw-preview')).toContainText('$0.10');
  await expect(dialog.getByTestId('seller-withdraw-preview')).toContainText('$9.90');
  await dialog.getByLabel('Bank name').fill('Statement Bank');
  await dialog.getByLabel('Card number').fill('6222000011113333');
  await dialog.getByLabel('Card holder').fill('Demo Shop');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(desk.getByText('The verification code has been sent')).toBeVisible();
  const { email } = await apiData(page, 'GET', '/api/seller/shop', sellerToken);
  await dialog.getByLabel('Email verification code').fill(await latestCode(email));
  await desk.screenshot({ path: 'docs/screenshots/seller-withdraw.png' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // Nothing is withdrawn until the amounts are confirmed.
  const confirm = desk.locator('.ant-modal-confirm');
  // Each amount is isolated for right to left (U+2068 … U+2069).
  await expect(confirm).toContainText(
    /Withdraw \W*\$10\.00\W*\? Service charge \W*\$0\.10\W*, you receive \W*\$9\.90/,
  );
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByText('Draw Success')).toBeVisible();
  const withdrawal = desk.locator('tr.ant-table-row').filter({ hasText: 'Withdrawal' }).last();
  await expect(withdrawal).toContainText('-$10.00');
  await expect(withdrawal).toContainText('$0.10');
  await expect(withdrawal).toContainText('$9.90');
  await expect(desk.locator('.ant-message-notice')).toHaveCount(0);
  await desk.screenshot({ path: 'docs/screenshots/seller-money.png', fullPage: true });
  expect(
    (await axeViolations(desk)).flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.html.slice(0, 120)}`),
    ),
  ).toEqual([]);

  // On a phone, each line is a card; in Arabic, right to left.
  for (const [lang, name] of [
    ['en', 'seller-money-phone'],
    ['ar', 'seller-money-arabic'],
  ] as const) {
    const phone = await deskPage(
      browser,
      { width: 390, height: 844 },
      { 'seller.token': sellerToken, 'console.lang': lang },
    );
    await phone.goto(`/seller/money?from=${today}`);
    await expect(phone.getByTestId('statement').locator('.ant-card').first()).toBeVisible();
    await expect(phone.locator('tr.ant-table-row')).toHaveCount(0);
    if (lang === 'ar') await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    await phone.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
    expect((await axeViolations(phone)).map((violation) => violation.id)).toEqual([]);
  }

  // Operators open the shop's statement from the Shops table.
  const operatorDesk = await deskPage(
    browser,
    { width: 1440, height: 900 },
    { 'console.token': (await signInAs(page, 'operator')).token },
  );
  const me = await apiData(page, 'GET', '/api/seller/me', sellerToken);
  await operatorDesk.goto('/admin/catalog/shops');
  await operatorDesk.getByTestId(`shop-statement-${me.shop.id}`).click();
  await expect(operatorDesk).toHaveURL(new RegExp(`/admin/catalog/shops/${me.shop.id}/statement$`));
  await expect(operatorDesk.locator('tr.ant-table-row').filter({ hasText: order.order_no })).toContainText(
    `$${line.amount}`,
  );
  // The table's loading veil fades out before the picture is taken.
  await expect(operatorDesk.locator('.ant-spin-container').first()).toHaveCSS('opacity', '1');
  await operatorDesk.screenshot({ path: 'docs/screenshots/console-shop-statement.png' });
  expect((await axeViolations(operatorDesk)).map((violation) => violation.id)).toEqual([]);
  const arabic = await deskPage(
    browser,
    { width: 1440, height: 900 },
    { 'console.token': (await signInAs(page, 'operator')).token, 'console.lang': 'ar' },
  );
  await arabic.goto(`/admin/catalog/shops/${me.shop.id}/statement?from=${today}`);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.locator('tr.ant-table-row').first()).toBeVisible();
  // The table's loading veil fades out before the picture is taken.
  await expect(arabic.locator('.ant-spin-container').first()).toHaveCSS('opacity', '1');
  await arabic.screenshot({ path: 'docs/screenshots/console-shop-statement-arabic.png' });
});
