import { expect, type Page, test } from '@playwright/test';
import { apiData, newShopperWithMoney, openShopThroughApi, OWN_SHOPPER, signInOnScreen } from './support';

/**
 * A shop of the journey's own (its owner's application passed by an operator through the API), a product with
 * a colour, and a shopper's paid order of two of them with a note for the shop.
 */
async function shopWithAnOrder(page: Page) {
  const shopName = `Parcel Works ${Date.now() % 100_000}`;
  const { owner, category, seller } = await openShopThroughApi(page, shopName, 'Boxes and lamps');
  const product = await apiData(page, 'POST', '/api/seller/product/save', seller.token, {
    name: `${shopName} lamp`,
    price: '25.00',
    stock: 10,
    category_id: category.id,
    specs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
  });
  const buyer = await newShopperWithMoney(page);
  const [address] = await apiData(page, 'GET', '/api/user/address_list', buyer.token);
  const created = await apiData(page, 'POST', '/api/order/create', buyer.token, {
    items: [{ product_id: product.id, quantity: 2, spec: 'Colour: Blue' }],
    address_id: address.id,
    remark: 'Please ring twice',
  });
  await apiData(page, 'POST', '/api/order/pay', buyer.token, {
    order_id: created.order_id,
    pay_password: '123456',
  });
  return { owner, shopName, orderId: created.order_id as number };
}

/** The order cards and the page's title fit in the phone's 390 px, in either direction. */
async function expectWithinPhone(page: Page) {
  for (const box of await page
    .locator('[data-testid=order-card], h1')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  }
}

test('a merchant reads where an order goes, prints its packing slip and ships it on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const { owner, shopName, orderId } = await shopWithAnOrder(page);

  await signInOnScreen(page, { account: owner.username, password: owner.password });
  await page.goto('/seller/orders');
  // At 390 px the orders are cards: who receives it and their phone, where, what.
  const card = page.getByTestId('order-card').filter({ hasText: `${shopName} lamp` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('consignee')).toHaveText(
    `${OWN_SHOPPER.address.consignee} · +1 415 555 0123`,
  );
  await expect(card).toContainText(`${OWN_SHOPPER.address.locality} ${OWN_SHOPPER.address.address}`);
  await expect(card).toContainText('Colour: Blue × 2');
  await expect(card).toContainText('Waiting Deliver');
  await expectWithinPhone(page);
  await page.screenshot({ path: 'docs/screenshots/seller-orders-phone.png' });

  // The drawer: the full address, the note, the lines and figures.
  await card.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByTestId('order-drawer');
  await expect(drawer.getByTestId('drawer-address')).toContainText(
    `${OWN_SHOPPER.address.locality} ${OWN_SHOPPER.address.address}`,
  );
  await expect(drawer.getByTestId('drawer-note')).toHaveText('Please ring twice');
  await expect(drawer).toContainText('Colour: Blue');
  await expect(drawer).toContainText('$50.00');
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'docs/screenshots/seller-order-drawer.png' });

  // The packing slip opens on its own page and prints with the browser's print, on one A4 page.
  await page.context().addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  const [slip] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Packing slip' }).click(),
  ]);
  const sheet = slip.getByTestId('slip-sheet');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(shopName);
  await expect(slip.getByTestId('slip-address')).toContainText(OWN_SHOPPER.address.consignee);
  await expect(slip.getByTestId('slip-address')).toContainText(OWN_SHOPPER.address.address);
  await expect(slip.getByTestId('slip-line')).toHaveText([`${shopName} lampColour: Blue2`]);
  await expect(slip.getByTestId('slip-note')).toHaveText('Please ring twice');
  await slip.getByTestId('print-slip').click();
  await expect(slip.locator('body')).toHaveAttribute('data-printed', 'yes');
  const pdf = (await slip.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await slip.emulateMedia({ media: 'print' });
  await expect(slip.getByTestId('print-slip')).toBeHidden();
  await slip.setViewportSize({ width: 794, height: 1123 });
  await slip.screenshot({ path: 'docs/screenshots/seller-packing-slip.png' });
  await slip.close();

  // Confirming the ship dialog empty names both fields and throws nothing.
  await page.getByRole('button', { name: 'Close' }).click();
  await card.getByTestId(`ship-${orderId}`).click();
  const dialog = page.locator('.ant-modal');
  // The dialog's form drawn before its Confirm is pressed (it slides in; a press before lands on nothing).
  await expect(dialog.getByLabel('Logistics company')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Logistics company is required')).toBeVisible();
  await expect(dialog.getByText('Tracking number is required')).toBeVisible();
  // antd lets the messages slide in.
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'docs/screenshots/seller-ship-required.png' });
  await dialog.getByLabel('Logistics company').fill('SF Express');
  await dialog.getByLabel('Tracking number').fill('SF1234567');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('.ant-message')).toContainText('Shipped');
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId(`tracking-${orderId}`)).toHaveText('SF Express · SF1234567');
  await expect(card).toContainText('Delivered');
  await expect(page.locator('.ant-message')).toBeHidden();
  await page.screenshot({ path: 'docs/screenshots/seller-orders-shipped-phone.png' });
  expect(pageErrors).toEqual([]);
});

test('the orders, an order and its packing slip in Arabic, right to left', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const { owner, shopName, orderId } = await shopWithAnOrder(page);
  await page.addInitScript(() => localStorage.setItem('console.lang', 'ar'));
  await page.goto('/seller/login');
  await page.locator('#account').fill(owner.username);
  await page.locator('input[type=password]').fill(owner.password);
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('seller-shop')).toBeVisible();
  await page.goto('/seller/orders');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByTestId('order-card').filter({ hasText: `${shopName} lamp` });
  await expect(card).toContainText('بانتظار الشحن');
  await expectWithinPhone(page);
  await page.screenshot({ path: 'docs/screenshots/seller-orders-phone-ar.png' });
  await card.getByRole('button', { name: 'التفاصيل' }).click();
  await expect(page.getByTestId('drawer-note')).toHaveText('Please ring twice');
  // The drawer slides in.
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'docs/screenshots/seller-order-drawer-ar.png' });
  const slip = await page.context().newPage();
  await slip.goto(`/seller/orders/${orderId}/slip`);
  await expect(slip.getByTestId('slip-sheet')).toContainText('قائمة التعبئة');
  await slip.emulateMedia({ media: 'print' });
  await slip.setViewportSize({ width: 794, height: 1123 });
  await slip.screenshot({ path: 'docs/screenshots/seller-packing-slip-ar.png' });

  // The same list on a desktop: a table, the consignee and phone in their column.
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const wide = await desk.newPage();
  await wide.addInitScript(
    (token) => {
      localStorage.setItem('seller.token', token);
      localStorage.setItem('console.lang', 'en');
    },
    await page.evaluate(() => localStorage.getItem('seller.token') ?? ''),
  );
  await wide.goto('/seller/orders');
  const row = wide.locator('tr').filter({ hasText: `${shopName} lamp` });
  await expect(row.getByTestId('consignee')).toHaveText(`${OWN_SHOPPER.address.consignee} · +1 415 555 0123`);
  await expect(wide.locator('.ant-spin-spinning, .ant-spin-blur')).toHaveCount(0);
  // The table fades in once loaded.
  await wide.waitForTimeout(400);
  await wide.screenshot({ path: 'docs/screenshots/seller-orders-desktop.png' });
  await desk.close();
  expect(pageErrors).toEqual([]);
});
