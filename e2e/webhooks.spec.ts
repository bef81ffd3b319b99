import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import {
  axeViolations,
  newShopperWithMoney,
  orderProduct,
  orderThroughApi,
  signInAs,
  signInOnScreen,
} from './support';

/** An integrator's receiver on this machine: records each message id and body, and answers `status`. */
async function receiver(status: number) {
  const ids: string[] = [];
  const bodies: { type: string; data: { shop_id?: number; order_id?: number } }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      ids.push(String(request.headers['webhook-id']));
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    ids,
    bodies,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the operator registers a webhook, reads its deliveries and sends one again', async ({ page }) => {
  const healthy = await receiver(204);
  const broken = await receiver(503);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('e2e-operator-secret');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);

    for (const url of [healthy.url, broken.url]) {
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const drawer = page.locator('.ant-drawer-open');
      await drawer.getByLabel('URL').fill(url);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('webhook-secret')).toContainText(/^whsec_/);
      await expect(page.getByRole('cell', { name: url })).toBeVisible();
    }

    // A shopper orders: order.created arrives at the healthy endpoint; the broken one keeps being retried.
    const shopper = await newShopperWithMoney(page);
    await orderThroughApi(page, shopper.token, 'lamp');
    await expect.poll(() => healthy.ids.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => broken.ids.length, { timeout: 10_000 }).toBeGreaterThan(1);
    await page.reload();
    const deliveries = page.locator('.ant-card').filter({ hasText: 'Deliveries' });
    await expect(deliveries.getByText('Delivered').first()).toBeVisible();
    await expect(deliveries.getByText('Retrying').first()).toBeVisible();

    // Failed only: none yet, the broken endpoint's retries are not spent.
    await page.getByLabel('Failed only').click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(deliveries.locator('.ant-table-row')).toHaveCount(0);
    await page.getByLabel('Failed only').click();

    // Sent again: the same message reaches the healthy endpoint once more.
    const before = healthy.ids.length;
    const delivered = deliveries.locator('.ant-table-row').filter({ hasText: 'Delivered' }).first();
    await delivered.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => healthy.ids.length, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(new Set(healthy.ids).size).toBeLessThan(healthy.ids.length);
    await page.screenshot({ path: 'test-results/webhooks-en.png' });
  } finally {
    await healthy.close();
    await broken.close();
  }
});

test("a shop owner registers a webhook in the seller centre and hears only the shop's events", async ({
  page,
}) => {
  const shopHook = await receiver(204);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInOnScreen(page, 'merchant');
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/seller\/webhooks$/);

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByLabel('URL').fill(shopHook.url);
    await drawer.getByLabel('order.created').uncheck();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('webhook-secret')).toContainText(/^whsec_/);
    await expect(page.getByRole('cell', { name: shopHook.url })).toBeVisible();

    // One order of this shop's goods and one of another shop's, both paid: only this shop's payment arrives.
    const { token } = await signInAs(page, 'merchant');
    const me = await (await page.request.get('/api/seller/me?lang=en', { headers: { token } })).json();
    const ownShopId = me.data.shop.id as number;
    type Card = { id: number; is_virtual: boolean; stock: number; shop_id: number };
    const cards = async (query: string) =>
      (
        (await (await page.request.get(`/api/index/product?${query}&limit=50&lang=en`)).json()).data
          .list as Card[]
      ).filter((card) => !card.is_virtual && card.stock > 0);
    const ownProduct = (await cards(`shop_id=${ownShopId}`))[0];
    const otherProduct = (await cards('keyword=lamp')).find((card) => card.shop_id !== ownShopId);
    if (!ownProduct || !otherProduct) throw new Error('the demo catalogue has no product to order');
    const shopper = await newShopperWithMoney(page);
    const paidOrderOf = async (product: Card) => {
      const orderId = await orderProduct(page, shopper.token, product.id);
      const paid = await page.request.post('/api/order/pay?lang=en', {
        headers: { token: shopper.token },
        data: { order_id: orderId, pay_password: '123456' },
      });
      expect((await paid.json()).code).toBe(1);
      return orderId;
    };
    const ownOrderId = await paidOrderOf(ownProduct);
    await paidOrderOf(otherProduct);
    await expect
      .poll(() => shopHook.bodies.filter((body) => body.type === 'order.paid').length, { timeout: 10_000 })
      .toBe(1);
    expect(shopHook.bodies.every((body) => body.type !== 'order.created')).toBe(true);
    expect(shopHook.bodies.find((body) => body.type === 'order.paid')?.data.order_id).toBe(ownOrderId);
    await page.reload();
    const deliveries = page.locator('.ant-card').filter({ hasText: 'Deliveries' });
    await expect(deliveries.getByText('Delivered').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/seller-webhooks-en.png' });
    expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);

    // The same page in Arabic, right to left.
    await page.evaluate(() => localStorage.setItem('console.lang', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('cell', { name: shopHook.url }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/seller-webhooks-ar.png' });
    expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
  } finally {
    await shopHook.close();
  }
});
