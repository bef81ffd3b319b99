import { expect, test } from '@playwright/test';
import { chooseEverySpec, loginAsNewShopper, OWN_SHOPPER, signInAs, snap, toast } from './support';

test('search, add to bag, check out, pay, get it shipped and confirm receipt', async ({ page }) => {
  await loginAsNewShopper(page);
  await page.goto('/search');
  await page.getByPlaceholder('Search products').fill('backpack');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('.product-card').first().click();
  await expect(page).toHaveURL(/\/detail\/\d+/);
  await expect(page).toHaveTitle('Product Details');
  const name = (await page.locator('.detail-name').textContent()) ?? '';
  expect(name).toMatch(/Backpack/);

  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(toast(page)).toHaveText(/Please choose/);
  await chooseEverySpec(page);
  await snap(page, 'product');
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(toast(page)).toHaveText('Added to bag');

  await page.goto('/bag');
  const line = page.getByTestId('bag-line').filter({ hasText: name });
  await expect(line).toBeVisible();
  await page.getByTestId('checkout').click();
  await expect(toast(page)).toHaveText('Please select an item');
  await line.locator('.adm-checkbox').click();
  await snap(page, 'bag');
  await page.getByTestId('checkout').click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-address')).toContainText(OWN_SHOPPER.address.consignee);
  await expect(page.locator('.checkout-bar .price')).not.toHaveText('$0.00');
  await snap(page, 'checkout');
  await page.getByTestId('place-order').click();

  await expect(page).toHaveURL(/\/payment\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await page.getByRole('textbox', { name: 'Payment code' }).fill('000000');
  await page.getByTestId('pay').click();
  await expect(toast(page)).toHaveText('Pay Fail: Incorrect payment code, 4 attempts left');
  await page.getByRole('textbox', { name: 'Payment code' }).fill(OWN_SHOPPER.payCode);
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${orderId}$`));
  await expect(page.getByTestId('order-info-status')).toHaveText('Waiting Deliver');

  await page.goto('/myPurchases/undelivered');
  await expect(page.getByTestId('order-card').filter({ hasText: name }).first()).toBeVisible();
  await snap(page, 'orders');

  const operator = (await signInAs(page, 'operator')).token;
  const shipped = await page.request.post('/api/admin/order/ship?lang=en', {
    headers: { token: operator },
    data: { order_id: orderId, company: 'DHL Express', tracking_no: 'JD0146600' },
  });
  expect((await shipped.json()).code).toBe(1);

  await page.goto(`/orderInfo/${orderId}`);
  await expect(page.getByTestId('order-info-status')).toHaveText('Delivered');
  await expect(page.getByTestId('logistics')).toContainText('DHL Express JD0146600');
  await page.getByTestId('action-confirm').click();
  await expect(page.locator('.adm-dialog')).toContainText('Is Confirm Received?');
  await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('order-info-status')).toHaveText('Received');
  await snap(page, 'order-detail');
});

test('cancelling an unpaid order gives the stock back', async ({ page }) => {
  await loginAsNewShopper(page);
  await page.goto('/search?keyword=tent');
  // The tent results, not cards drawn before them that they replace while the tap lands.
  await expect(page.locator('.product-card').first()).toContainText('Tent');
  await page.locator('.product-card').first().click();
  const stockText = page.getByTestId('stock');
  await expect(stockText).toHaveText(/In stock: \d+/);
  const before = Number((await stockText.textContent())?.match(/\d+/)?.[0]);
  const detailUrl = page.url();
  await chooseEverySpec(page);
  await page.locator('.quantity-stepper').getByRole('button', { name: 'Increase' }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order_id');

  await page.goto(detailUrl);
  await expect(stockText).toHaveText(`In stock: ${before - 2}`);

  await page.goto(`/orderInfo/${orderId}`);
  await expect(page.getByTestId('order-info-status')).toHaveText('Waiting Pay');
  await page.getByTestId('action-cancel').click();
  await expect(page.locator('.adm-dialog')).toContainText('Whether to Cancel Order?');
  await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('order-info-status')).toHaveText('Cancelled');

  await page.goto(detailUrl);
  await expect(stockText).toHaveText(`In stock: ${before}`);
});
