import { expect, type Page, test } from '@playwright/test';
import { balanceOnProfile, loginAsNewShopper, OWN_SHOPPER, signInAs, snap, TINY_PNG, toast } from './support';

/**
 * A paid order of the shopper's, of the first product matching the keyword, made through the API; `received`
 * ships and confirms it.
 */
async function paidOrder(page: Page, shopper: string, keyword: string, received = false) {
  const operator = (await signInAs(page, 'operator')).token;
  const as = (token: string) => ({ headers: { token } });
  const found = await (await page.request.get(`/api/index/product?keyword=${keyword}&lang=en`)).json();
  const product = found.data.list.find((item: { is_virtual: boolean }) => !item.is_virtual);
  const detail = await (await page.request.get(`/api/product/detail?id=${product.id}&lang=en`)).json();
  const spec = detail.data.specs
    .map((s: { name: string; values: string[] }) => `${s.name}: ${s.values[0]}`)
    .join('; ');
  const addresses = await (await page.request.get('/api/user/address_list?lang=en', as(shopper))).json();
  const order = await (
    await page.request.post('/api/order/create?lang=en', {
      ...as(shopper),
      data: {
        items: [{ product_id: product.id, quantity: 1, spec: spec || undefined }],
        address_id: addresses.data[0].id,
      },
    })
  ).json();
  const id = order.data.order_id as number;
  const paid = await page.request.post('/api/order/pay?lang=en', {
    ...as(shopper),
    data: { order_id: id, pay_password: OWN_SHOPPER.payCode },
  });
  expect(await paid.json()).toMatchObject({ code: 1 });
  if (received) {
    await page.request.post('/api/admin/order/ship?lang=en', {
      ...as(operator),
      data: { order_id: id, company: 'UPS', tracking_no: '1Z999' },
    });
    await page.request.post('/api/order/confirm?lang=en', { ...as(shopper), data: { order_id: id } });
  }
  return { id, product, total: order.data.total as string, operator };
}

test('a refund with a proof picture, passed by the operator: the money is back and a notification says so', async ({
  page,
}) => {
  const shopper = await loginAsNewShopper(page);
  const order = await paidOrder(page, shopper.token, 'towel');
  const before = await balanceOnProfile(page);

  await page.goto(`/orderInfo/${order.id}`);
  await page.getByTestId('action-refund').click();
  await expect(page).toHaveURL(new RegExp(`/refund/${order.id}/`));
  // The refund's address ends in the amount ("…/21.50"): a reload, or a link shared, opens the same form.
  expect(page.url()).toMatch(/\/\d+\.\d{2}$/);
  await page.reload();
  await page.getByText('Wrong item').click();
  await page
    .locator('.adm-form-item')
    .filter({ hasText: 'Explanation' })
    .locator('textarea')
    .fill('The shop sent a different colour.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page)).toHaveText('Proof is required');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page)).toHaveText('Upload successful');
  await snap(page, 'refund');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
  await expect(page.getByTestId('order-info-status')).toHaveText('Refund in Progress');

  const queue = await (
    await page.request.get('/api/admin/refunds?status=auditing&lang=en', {
      headers: { token: order.operator },
    })
  ).json();
  const refund = queue.data.list.find((row: { order_id: number }) => row.order_id === order.id);
  expect(refund.images[0]).toMatch(/^\/uploads\//);
  const audited = await page.request.post('/api/admin/refund/audit?lang=en', {
    headers: { token: order.operator },
    data: { id: refund.id, pass: true },
  });
  // The operator's answer first: when the decision fails, say why instead of waiting for a balance.
  expect(audited.status()).toBe(200);
  expect(await audited.json()).toMatchObject({ code: 1 });

  // The profile may show the balance it read before, then the new one: wait for the new one.
  await expect.poll(() => balanceOnProfile(page)).toBeCloseTo(before + Number(order.total), 2);
  await expect(page.getByTestId('unread')).toBeVisible();
  await page.goto('/notification');
  const note = page.getByTestId('notification').first();
  await expect(note).toContainText('Refund approved');
  await expect(note).toContainText(`$${order.total}`);
  await snap(page, 'notifications');
  await note.click();
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
  await expect(page.getByTestId('order-info-status')).toHaveText('Refunded');
});

test('a review with a picture of a received order shows on the product page', async ({ page }) => {
  const shopper = await loginAsNewShopper(page);
  const order = await paidOrder(page, shopper.token, 'pillow', true);
  await page.goto(`/orderInfo/${order.id}`);
  await page.getByTestId('action-review').click();
  await expect(page.getByTestId('review-form')).toHaveCount(1);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(page)).toHaveText('Review content cannot be empty');
  await page
    .locator('.adm-form-item')
    .filter({ hasText: 'Review content' })
    .locator('textarea')
    .fill('Soft, quiet and exactly as pictured.');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page)).toHaveText('Upload successful');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
  await expect(page.getByTestId('order-info-status')).toHaveText('Completed');

  await page.goto(`/detail/${order.product.id}`);
  const review = page.getByTestId('review').filter({ hasText: 'Soft, quiet and exactly as pictured.' });
  await expect(review).toBeVisible();
  await expect(review.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await review.scrollIntoViewIfNeeded();
  await snap(page, 'product-reviews');
});

test('a question to the shop gets an answer that the shopper reads in the thread', async ({ page }) => {
  await loginAsNewShopper(page);
  const operator = (await signInAs(page, 'operator')).token;
  await page.goto('/search?keyword=kettle');
  await page.locator('.product-card').first().click();
  await page.getByText('Ask', { exact: true }).click();
  await expect(page).toHaveURL(/\/consult\/\d+\/\d+$/);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page)).toHaveText('Consultation content is required');
  await page.locator('textarea').fill('Does it switch off by itself when the water boils?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/consult\/detail\/\d+$/);
  await expect(toast(page)).toHaveText('Your question was sent to the shop');
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('bubble-shopper')).toHaveText(/switch off by itself/);

  await page.request.post('/api/admin/consult/reply?lang=en', {
    headers: { token: operator },
    data: { id, content: 'Yes, it stops automatically and has boil-dry protection.' },
  });
  await page.reload();
  await expect(page.getByTestId('bubble-shop')).toContainText('boil-dry protection');
  await page.getByPlaceholder('Write a reply').fill('Great, thank you!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('bubble-shopper')).toHaveCount(2);
  await snap(page, 'consultation');
  await page.goto('/consult/list');
  await expect(page.getByTestId('consult-row').first()).toContainText('Kettle');
});
